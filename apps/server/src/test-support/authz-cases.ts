import { MODULE_NAMES } from '../modules.ts';
import type { AuthzCase } from './authz.ts';

/** Every module's authorization-matrix cases (`modules/<name>/<name>.test-data.ts`), in module order. */
export async function loadAuthzCases(): Promise<AuthzCase[]> {
  const lists = await Promise.all(
    MODULE_NAMES.map(async (name) => {
      const data = (await import(`../modules/${name}/${name}.test-data.ts`)) as { authzCases?: AuthzCase[] };
      return data.authzCases ?? [];
    }),
  );
  return lists.flat();
}
