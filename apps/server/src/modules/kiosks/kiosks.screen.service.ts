import type { ApplyScreenParams, CommandParams, CommandType } from '@kiosk/common/mqtt';
import { SYSTEM_VIEWER } from '../../auth/viewer.ts';
import type { KiosksRepository } from './kiosks.repository.ts';

interface Deps {
  kiosks: Pick<KiosksRepository, 'list'>;
  enqueue<T extends CommandType>(
    kiosk: { id: string; orgId: string; serialNumber: string },
    type: T,
    params: CommandParams<T>,
    createdBy: string | null,
  ): Promise<unknown>;
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
      const rows = await kiosks.list(SYSTEM_VIEWER.scope, [orgId]);
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
