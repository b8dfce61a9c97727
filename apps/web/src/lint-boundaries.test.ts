/**
 * The console's lint zones (eslint.config.js): features import neither each other nor app/; components/
 * and lib/ import neither features nor app/. Linted as `npm run lint` does, on code that is not on disk.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

/** The messages of the zone rule for `code` placed at `filePath` (relative to the repository). */
async function zoneErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' && message.severity === 2)
    .map((message) => message.message);
}

describe('console lint zones', { timeout: 30_000 }, () => {
  it('refuses an import from another feature, from a page and from a feature component', async () => {
    expect(
      await zoneErrors(
        "import { x } from '../products/products.queries.ts';",
        'apps/web/src/features/users/user-list-page.tsx',
      ),
    ).toEqual([expect.stringContaining('A feature does not import another feature')]);
    expect(
      await zoneErrors(
        "import { x } from '../../organizations/organizations.queries.ts';",
        'apps/web/src/features/users/components/user-form.tsx',
      ),
    ).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('refuses an import of app/ from a feature', async () => {
    expect(
      await zoneErrors(
        "import { x } from '../../app/session/session-gate.tsx';",
        'apps/web/src/features/products/product-list-page.tsx',
      ),
    ).toEqual([expect.stringContaining('A feature does not import app/')]);
  });

  it('refuses an import of a feature or app/ from lib/ and components/', async () => {
    expect(
      await zoneErrors("import { x } from '../features/users/users.queries.ts';", 'apps/web/src/lib/lookups.ts'),
    ).toHaveLength(1);
    expect(
      await zoneErrors("import { x } from '../app/router.tsx';", 'apps/web/src/components/data-table.tsx'),
    ).toHaveLength(1);
  });

  it('lets a feature import its own files, lib/, components/ and generated/', async () => {
    const code = [
      "import { x } from '../../../lib/session.ts';",
      "import { y } from '../../../components/section-card.tsx';",
      "import { z } from '../../../generated/graphql.ts';",
      "import { w } from '../users.queries.ts';",
      'export const all = [x, y, z, w];',
    ].join('\n');
    expect(await zoneErrors(code, 'apps/web/src/features/users/components/user-form.tsx')).toEqual([]);
  });

  it('lets app/ import features', async () => {
    expect(
      await zoneErrors("import { x } from '../features/users/users.routes.tsx';", 'apps/web/src/app/router.tsx'),
    ).toEqual([]);
  });
});
