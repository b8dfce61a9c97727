import { readFileSync } from 'node:fs';
import { registerMediaRoutes } from '../../files/media-routes.ts';
import type { Platform, ServerModule } from '../../lib/module.ts';
import type { CommandsPort, KiosksPort, OrganizationsPort } from './configuration.ports.ts';
import { defaultMedia } from './configuration.playlist.defaults.ts';
import { createKioskPlaylistRepository } from './configuration.playlist.repository.ts';
import { createKioskPlaylistResolvers } from './configuration.playlist.resolvers.ts';
import { createKioskPlaylistService, type KioskPlaylistService } from './configuration.playlist.service.ts';
import { registerScheduleJob } from './configuration.schedules.jobs.ts';
import { createKioskSchedulesRepository } from './configuration.schedules.repository.ts';
import { createKioskSchedulesService, type KioskSchedulesService } from './configuration.schedules.service.ts';
import { createKioskScreenService, type KioskScreenService } from './configuration.screen.service.ts';
import { createKioskSettingsRepository } from './configuration.settings.repository.ts';
import { createKioskSettingsResolvers } from './configuration.settings.resolvers.ts';
import { createKioskSettingsService, type KioskSettingsService } from './configuration.settings.service.ts';

/** The configuration module's service: settings, out-of-service schedules, the playlist and the kiosk screen. */
export interface ConfigurationService {
  settings: KioskSettingsService;
  schedules: KioskSchedulesService;
  playlist: KioskPlaylistService;
  screen: KioskScreenService;
}

/**
 * What the console configures on a kiosk and sends it as `apply_*` commands (device contract §3): its
 * settings (`apply_settings`), out-of-service schedules (`service` at their instants), its playlist
 * (`apply_playlist`, with the media it serves) and the organization's kiosk screen (`apply_screen`).
 */
export function createConfigurationModule(
  platform: Platform,
  ports: {
    /** Kiosks in scope, their owner's kiosks, console notices and the API's Kiosk (the kiosks module). */
    kiosks: KiosksPort;
    /** Queues commands to kiosks (the commands module). */
    commands: CommandsPort;
    organizations: OrganizationsPort;
  },
): ServerModule<'configuration', ConfigurationService> {
  const { kiosks, commands, organizations } = ports;
  const settings = createKioskSettingsService({
    kiosks,
    settings: createKioskSettingsRepository(platform.db),
    commands,
    changes: kiosks,
    box: () => platform.secrets.box(),
  });
  const schedules = createKioskSchedulesService({
    rules: createKioskSchedulesRepository(platform.db),
    kiosks,
    commands,
    organizations,
    changes: kiosks,
    logger: platform.logger,
  });
  const playlist = createKioskPlaylistService({
    kiosks,
    playlists: createKioskPlaylistRepository(platform.db),
    storage: platform.storage,
    changes: kiosks,
    enqueue: commands.enqueue,
    publicUrl: platform.config.publicUrl,
  });
  const screen = createKioskScreenService({
    kiosks,
    enqueue: commands.enqueue,
  });
  return {
    name: 'configuration',
    service: { settings, schedules, playlist, screen },
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: typeDefs('configuration.settings'),
        resolvers: createKioskSettingsResolvers(settings, schedules, organizations, kiosks),
      },
      {
        endpoint: 'kiosk',
        typeDefs: typeDefs('configuration.playlist'),
        resolvers: createKioskPlaylistResolvers(playlist),
      },
    ],
    // The kiosks' payment secrets to the current key, plain ones of earlier versions sealed (ADR 0020).
    resealSecrets: (box) => settings.reseal(box),
    routes: (app) => {
      registerMediaRoutes(app, platform.storage, defaultMedia());
    },
    // Periodic work, once across instances (ADR 0014).
    async jobs(queue) {
      const tickMs = platform.config.scheduleTickMs;
      if (tickMs > 0)
        await registerScheduleJob(queue, { tick: schedules.tick, intervalMs: tickMs, logger: platform.logger });
    },
  };
}

const typeDefs = (file: string) => readFileSync(new URL(`./${file}.graphql`, import.meta.url), 'utf8');
