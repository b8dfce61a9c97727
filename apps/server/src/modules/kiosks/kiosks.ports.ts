import type { Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { CommandsPort as DeviceCommandsPort, SessionsPort } from './kiosks.mqtt.ts';

/** What the kiosks module needs of the commands module (wired in modules.ts): the device side's acks and deliveries. */
export type CommandsPort = DeviceCommandsPort;

/** What the device side needs of the sales module (wired in modules.ts): a session it stored changed. */
export type SalesPort = SessionsPort;

/** What the kiosks module's field operations need of the field module (ADR 0024): the replenisher's field scope. */
export interface FieldPort {
  /** The caller's scope for field operations: plus the kiosks assigned to them. */
  fieldScope(viewer: Viewer): Promise<Scope>;
}
