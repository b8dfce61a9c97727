/** Lints code that is not on disk as `npm run lint` does, for the boundary tests. */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

export const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../..', import.meta.url)) });

/** The messages of the boundary rule for `code` placed at `filePath` (relative to the repository). */
export async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' && message.severity === 2)
    .map((message) => message.message);
}
