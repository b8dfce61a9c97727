import { describe, expect, it } from 'vitest';
import { type HistoryOptions, type HistoryPurchase, type HistoryRefill, simulateHistory } from './history.ts';
import { zoneOffset } from './model.ts';
import { loadProfile } from './profile.ts';

const profile = loadProfile();
const DAY = 86_400_000;
/** Monday 24 August 2026, 00:00 UTC, and 91 days on (a Monday, 13 full weeks). */
const FROM = new Date(Date.UTC(2026, 7, 24));
const TO = new Date(FROM.getTime() + 91 * DAY);
const cells = Array.from({ length: 15 }, (_, i) => ({
  cellId: `A${i + 1}`,
  productId: i === 14 ? null : `product-${i % 6}`,
  capacity: 6 + (i % 4),
}));
const options: HistoryOptions = {
  profile,
  cells,
  from: FROM,
  to: TO,
  seed: 7,
  purchasesPerDay: 30,
  utcOffsetMinutes: 0,
};

const purchases = (events: ReturnType<typeof simulateHistory>) =>
  events.filter((event): event is HistoryPurchase => event.kind === 'purchase');
const refills = (events: ReturnType<typeof simulateHistory>) =>
  events.filter((event): event is HistoryRefill => event.kind === 'refill');

describe('simulateHistory', () => {
  const events = simulateHistory(options);

  it('gives the same events for the same seed, and other events for another seed', () => {
    expect(simulateHistory(options)).toEqual(events);
    expect(simulateHistory({ ...options, seed: 8 })).not.toEqual(events);
  });

  it('writes the same past from the same start, whenever the window ends (the demo started seconds apart)', () => {
    const earlier = new Date(TO.getTime() - 90 * 60_000);
    const shorter = simulateHistory({ ...options, to: earlier });
    expect(shorter.length).toBeGreaterThan(1000);
    expect(shorter).toEqual(events.filter((event) => event.at < earlier));
  });

  it('keeps the events in the window and in time order', () => {
    const times = events.map((event) => event.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(FROM.getTime());
    expect(times.at(-1)).toBeLessThan(TO.getTime());
  });

  it('sells about the asked purchases per day, only in opening hours, never from an empty position', () => {
    const sold = purchases(events);
    expect(sold.length / 91).toBeGreaterThan(20);
    expect(sold.length / 91).toBeLessThan(40);
    for (const sale of sold) {
      expect(sale.at.getUTCHours()).toBeGreaterThanOrEqual(6);
      expect(sale.at.getUTCHours()).toBeLessThan(22);
      expect(sale.items.every((item) => item.cellId !== 'A15' && item.units > 0)).toBe(true);
    }
  });

  it('follows the profile: busy weekdays, quiet weekends, a lunch peak over the early morning', () => {
    const sold = purchases(events);
    const byWeekday = Array.from({ length: 7 }, () => 0);
    const byHour = Array.from({ length: 24 }, () => 0);
    for (const sale of sold) {
      byWeekday[sale.at.getUTCDay()]! += 1;
      byHour[sale.at.getUTCHours()]! += 1;
    }
    // 13 of each weekday: compare the shares with the profile's weekday weights.
    const total = sold.length;
    for (let day = 0; day < 7; day += 1) {
      const expected = profile.weekdayWeights[day]! / 7;
      expect(Math.abs(byWeekday[day]! / total - expected)).toBeLessThan(0.25 * expected);
    }
    expect(byHour[12]!).toBeGreaterThan(2 * byHour[6]!);
    const weekdays = Math.min(...[1, 2, 3, 4, 5].map((day) => byWeekday[day]!));
    const weekend = Math.max(byWeekday[0]!, byWeekday[6]!);
    expect(profile.weekdayWeights[0]! < 1 ? weekdays > weekend : true).toBe(true);
  });

  it('never sells more than the cells hold, and refill rounds fill the cells again', () => {
    const counts = new Map(cells.map((cell) => [cell.cellId, cell.capacity]));
    const check = (cellId: string, after: number) => {
      expect(after).toBeGreaterThanOrEqual(0);
      expect(after).toBeLessThanOrEqual(cells.find((cell) => cell.cellId === cellId)!.capacity);
      counts.set(cellId, after);
    };
    for (const event of events) {
      if (event.kind === 'purchase') {
        for (const item of event.items) {
          expect(item.countBefore).toBe(counts.get(item.cellId));
          check(item.cellId, counts.get(item.cellId)! - item.units);
        }
      } else {
        for (const item of event.items) check(item.cellId, counts.get(item.cellId)! + item.count);
      }
    }
  });

  it('refills on weekday mornings when stock runs low, sometimes removing spoiled units', () => {
    const rounds = refills(events);
    expect(rounds.length).toBeGreaterThan(20);
    for (const round of rounds) {
      expect(round.at.getUTCDay()).toBeGreaterThanOrEqual(1);
      expect(round.at.getUTCDay()).toBeLessThanOrEqual(5);
      expect(round.at.getUTCHours()).toBeGreaterThanOrEqual(7);
      expect(round.at.getUTCHours()).toBeLessThan(10);
      expect(round.items.some((item) => item.count > 0)).toBe(true);
    }
    expect(rounds.some((round) => round.items.some((item) => item.count < 0))).toBe(true);
    expect(new Set(rounds.map((round) => round.mode))).toEqual(new Set(['automatic', 'tablet']));
  });

  it('pays mostly, with several card types', () => {
    const sold = purchases(events);
    const failed = sold.filter((sale) => !sale.paid).length;
    expect(failed).toBeGreaterThan(0);
    expect(failed / sold.length).toBeLessThan(0.1);
    expect(new Set(sold.map((sale) => sale.cardType)).size).toBeGreaterThanOrEqual(3);
  });

  it('refuses a window that ends before it starts', () => {
    expect(() => simulateHistory({ ...options, to: FROM })).toThrow(/after/);
  });
});

describe('a kiosk in a time zone with daylight saving time', () => {
  const berlin = zoneOffset('Europe/Berlin');

  it('knows the zone’s offset on each side of the change', () => {
    expect(berlin(Date.UTC(2026, 9, 24, 12))).toBe(120); // summer time
    expect(berlin(Date.UTC(2026, 9, 25, 0, 59))).toBe(120);
    expect(berlin(Date.UTC(2026, 9, 25, 1, 0))).toBe(60); // 03:00 CEST → 02:00 CET
    expect(zoneOffset('Asia/Kathmandu')(Date.UTC(2026, 0, 1))).toBe(345);
  });

  it('opens, sells and refills by local time in summer and in winter', () => {
    const local = simulateHistory({ ...options, utcOffsetMinutes: berlin });
    const hourOf = (at: Date) =>
      Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: 'numeric', hourCycle: 'h23' }).format(at),
      );
    for (const refill of refills(local)) expect(hourOf(refill.at)).toBeGreaterThanOrEqual(7);
    for (const refill of refills(local)) expect(hourOf(refill.at)).toBeLessThan(10);
    const summer = purchases(local).filter((p) => p.at < new Date(Date.UTC(2026, 9, 25)));
    const winter = purchases(local).filter((p) => p.at >= new Date(Date.UTC(2026, 9, 26)));
    // The lunch peak sits at 12–13 local time in both seasons, i.e. at different UTC hours.
    const peakHour = (list: HistoryPurchase[]) => {
      const counts = new Map<number, number>();
      for (const p of list) counts.set(hourOf(p.at), (counts.get(hourOf(p.at)) ?? 0) + 1);
      return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    };
    expect(peakHour(summer)).toBe(peakHour(winter));
  });
});
