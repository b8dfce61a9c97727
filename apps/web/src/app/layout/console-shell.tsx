import { SessionGate } from '../session/session-gate.tsx';
import { AppLayout } from './app-layout.tsx';

/** The signed-in console: getSelf, access and terms checks, then the layout. Lazy-loaded. */
export function ConsoleShell() {
  return (
    <SessionGate>
      <AppLayout />
    </SessionGate>
  );
}
