import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The console's feature folders (apps/web/src/features/<area>); each is a lint zone of its own. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A relative import that climbs out of its folder into one of these top-level folders of apps/web/src. */
const intoFolder = (names) => `^(\\.\\./)+(${names.join('|')})/`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      'apps/server/drizzle/**',
      'data/**',
      'coverage/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a union of string literals (Node type stripping has no enums).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Zones of the console, in the manner of bulletproof-react: app → features → components | lib. A
  // feature imports neither another feature nor app/; what several areas share lives in components/
  // or lib/, which import neither features nor app/.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: intoFolder(webFeatures.filter((other) => other !== feature)),
              message: 'A feature does not import another feature; move what they share to components/ or lib/.',
            },
            { regex: intoFolder(['app']), message: 'A feature does not import app/; move what it needs to lib/.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: intoFolder(['app', 'features']),
              message: 'components/ and lib/ are shared by every feature: they import neither features nor app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layering (STYLE.md): only repositories and platform code touch the ORM.
    files: ['apps/server/src/modules/**/*.{resolvers,service,module}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories touch the ORM.' }] },
      ],
    },
  },
);
