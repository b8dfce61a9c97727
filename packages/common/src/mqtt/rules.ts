import { COMMAND_ACK_TIMEOUT_MS, COMMAND_MAX_RESENDS, OFFLINE_SILENCE_MS, TEMPERATURE_DIVISOR } from './constants.ts';

/** The contract's rules over time (§3, §4), as pure functions of the clock, so server and tests agree. */

/** §4: a sensor reading in °C (412 → 4.12), `null` for a missing sensor. */
export function toCelsius(centiCelsius: number | null): number | null {
  return centiCelsius === null ? null : centiCelsius / TEMPERATURE_DIVISOR;
}

/** §4: offline when no message arrived for 10 minutes. */
export function isSilent(lastMessageAt: Date, now: Date): boolean {
  return now.getTime() - lastMessageAt.getTime() >= OFFLINE_SILENCE_MS;
}

/** §3: a command whose `expiresAt` has passed before delivery is `expired`. */
export function isExpired(expiresAt: Date | string, now: Date): boolean {
  return new Date(expiresAt).getTime() <= now.getTime();
}

export type UnacknowledgedAction = 'wait' | 'resend' | 'timeout';

/**
 * §3: what to do with a `sent` command that has no ack yet: re-send it 60 s after the last send, at most
 * 3 times; 60 s after the third re-send it is `timeout`.
 */
export function unacknowledgedAction(lastSentAt: Date, resends: number, now: Date): UnacknowledgedAction {
  if (now.getTime() - lastSentAt.getTime() < COMMAND_ACK_TIMEOUT_MS) return 'wait';
  return resends < COMMAND_MAX_RESENDS ? 'resend' : 'timeout';
}
