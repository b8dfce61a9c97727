import type { CommandParams, CommandType } from '@kiosk/common/mqtt';
import type { Viewer } from '../../auth/viewer.ts';
import type { KioskCommand, ResolversParentTypes } from '../../generated/graphql.ts';
import type { KioskRow } from './configuration.settings.repository.ts';

/** What changed on a kiosk, as far as its configuration is concerned (one of the kiosk's change aspects). */
export type ConfigurationAspect = 'details';

/** What the configuration module needs of the kiosks module (wired in modules.ts). */
export interface KiosksPort {
  /** A kiosk in the caller's scope (unknown or out of scope: NOT_FOUND). */
  getById(viewer: Viewer, id: string): Promise<KioskRow>;
  /** The kiosks an organization owns (no caller: the caller checked the organization is in scope). */
  ofOrganizations(orgIds: readonly string[]): Promise<KioskRow[]>;
  /** Tells open consoles that a kiosk's details changed. */
  notify(kiosk: { id: string; orgId: string }, aspects: readonly ConfigurationAspect[]): void;
  /** A kiosk as the API shows it (Kiosk, with its income today): what a settings save answers. */
  toJson(row: KioskRow): Promise<ResolversParentTypes['Kiosk']>;
}

/** The kiosk a command is for. */
export interface CommandKioskRef {
  id: string;
  orgId: string;
  serialNumber: string;
}

/** What the configuration module needs of the commands module: queue a command (settings, playlist, screen, schedules). */
export interface CommandsPort {
  /** Stores a command and delivers it at once when the kiosk is online; answers it as the API shows it. */
  enqueue<T extends CommandType>(
    kiosk: CommandKioskRef,
    type: T,
    params: CommandParams<T>,
    createdBy: string | null,
  ): Promise<KioskCommand>;
}

/** What the configuration module needs of the organizations module: currency and time zone by organization. */
export interface OrganizationsPort {
  summaries(orgIds: readonly string[]): Promise<Map<string, { currency: string; timeZone: string }>>;
}
