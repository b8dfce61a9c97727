import type { ApplyScreenParams } from '@kiosk/common/mqtt';
import type { CommandsPort, KiosksPort } from './configuration.ports.ts';

interface Deps {
  kiosks: Pick<KiosksPort, 'ofOrganizations'>;
  enqueue: CommandsPort['enqueue'];
}

/**
 * The kiosk screen (organization kioskInitScreen) reaching the kiosks: for the organizations module,
 * which checked the caller may change the organization.
 */
export function createKioskScreenService({ kiosks, enqueue }: Deps) {
  return {
    /**
     * Queues `apply_screen` for every kiosk the organization owns (not its sub-organizations', which
     * have screens of their own). Returns the names of the kiosks offline now: they get it when back.
     */
    async applyScreen(orgId: string, params: ApplyScreenParams, createdBy: string | null): Promise<string[]> {
      const rows = await kiosks.ofOrganizations([orgId]);
      const offline: string[] = [];
      for (const row of rows) {
        await enqueue(row, 'apply_screen', params, createdBy);
        if (!row.online) offline.push(row.name);
      }
      return offline;
    },
  };
}

export type KioskScreenService = ReturnType<typeof createKioskScreenService>;
