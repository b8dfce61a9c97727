import type { AuthzCase } from '../../test-support/authz.ts';
import { playlistAuthzCases } from './configuration.playlist.test-data.ts';
import { settingsAuthzCases } from './configuration.settings.test-data.ts';

/**
 * Test data of the configuration module: its authorization-matrix cases (settings and out-of-service
 * schedules, the playlist). The organization's kiosk screen (`kioskInitScreen`) is the organizations
 * module's operation and case.
 */
export const authzCases: AuthzCase[] = [...settingsAuthzCases, ...playlistAuthzCases];
