/**
 * `at` minus whole calendar months in UTC (the day clamped to the target month's last day): the cutoff of a
 * retention in months (the retention module prunes by it, the kiosks module's temperature log answers from
 * the roll-ups before it).
 */
export function monthsBefore(at: Date, months: number): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(at.getUTCDate(), lastDay),
      at.getUTCHours(),
      at.getUTCMinutes(),
      at.getUTCSeconds(),
      at.getUTCMilliseconds(),
    ),
  );
}
