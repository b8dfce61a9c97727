import type { VirtualKiosk } from './kiosk.ts';

/** Incidents per simulated day (× the kiosk's `incidentRate`). */
export const INCIDENTS_PER_DAY = {
  doorAjar: 0.15,
  compressor: 0.05,
  offline: 0.3,
  scale: 0.2,
  terminal: 0.1,
  network: 0.2,
} as const;
export type Incident = keyof typeof INCIDENTS_PER_DAY;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Schedules every kind of incident at its rate, as a Poisson process in simulated time. */
export function startIncidents(kiosk: VirtualKiosk): void {
  for (const kind of Object.keys(INCIDENTS_PER_DAY) as Incident[]) schedule(kiosk, kind);
}

function schedule(kiosk: VirtualKiosk, kind: Incident): void {
  const rate = INCIDENTS_PER_DAY[kind] * (kiosk.options.incidentRate ?? 1);
  if (!(rate > 0)) return;
  kiosk.after(kiosk.random.exponential(DAY / rate), async () => {
    schedule(kiosk, kind);
    await begin(kiosk, kind);
  });
}

/**
 * A door left open (no close for 15–45 min: the fridge warms above 7 °C), a compressor fault (slow drift
 * up for 1–3 h), an offline spell (the broker publishes the will), a load cell, the terminal or the
 * tablet's internet going away and coming back.
 */
async function begin(kiosk: VirtualKiosk, kind: Incident): Promise<void> {
  const minutes = (min: number, max: number) => kiosk.random.between(min, max) * MINUTE;
  switch (kind) {
    case 'doorAjar': {
      // The door was not shut properly: open without a session for a quarter of an hour or more.
      if (kiosk.session || kiosk.doorOpen || kiosk.incident) return;
      kiosk.incident = 'doorAjar';
      await kiosk.setDoor(true);
      await kiosk.event({ type: 'access.unauthorized', detail: 'Door opened without a session' });
      kiosk.after(minutes(15, 45), async () => {
        kiosk.incident = undefined;
        if (!kiosk.session && kiosk.doorOpen) await kiosk.setDoor(false);
      });
      return;
    }
    case 'compressor': {
      if (kiosk.incident) return;
      kiosk.incident = 'compressor';
      await kiosk.event({ type: 'sensor.error', sensor: 'compressor', detail: 'Compressor does not start' });
      kiosk.after(minutes(60, 180), () => {
        kiosk.incident = undefined;
      });
      return;
    }
    case 'offline':
      return kiosk.goOffline(minutes(5, 60));
    case 'scale': {
      const cell = kiosk.random.pick(kiosk.cells);
      if (!cell.connected) return;
      cell.connected = false;
      await kiosk.event({ type: 'scale', cellId: cell.cellId, state: 'disconnected' });
      kiosk.after(minutes(2, 20), async () => {
        cell.connected = true;
        await kiosk.event({ type: 'scale', cellId: cell.cellId, state: 'connected' });
      });
      return;
    }
    case 'terminal': {
      if (!kiosk.terminalConnected) return;
      kiosk.terminalConnected = false;
      await kiosk.event({ type: 'terminal', state: 'disconnected' });
      kiosk.after(minutes(5, 30), async () => {
        kiosk.terminalConnected = true;
        await kiosk.event({ type: 'terminal', state: 'connected' });
      });
      return;
    }
    case 'network': {
      await kiosk.event({ type: 'network', tablet: 'disconnected' });
      kiosk.after(minutes(1, 15), () => kiosk.event({ type: 'network', tablet: 'connected' }));
      return;
    }
  }
}
