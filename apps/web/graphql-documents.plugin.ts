import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const GENERATED = path.resolve(import.meta.dirname, 'src/generated/graphql.ts');
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GQL_IMPORT = /^import \{ graphql \} from '[./]+\/generated\/gql\.ts';$/m;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/;
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** Every document of src/generated/graphql.ts (codegen's client preset): export name → its AST as JSON. */
function readDocuments(): Map<string, string> {
  const source = fs.readFileSync(GENERATED, 'utf8');
  return new Map([...source.matchAll(DOCUMENT)].map(([, name = '', json = '']) => [name, json]));
}

/**
 * In the spirit of graphql-codegen's client-preset babel/swc plugin, for Vite: every `graphql(`…`)` call
 * in the console's code becomes the AST of that one document, inlined where it is written. Without it
 * the codegen's lookup map (generated/gql.ts) holds every document of the console, in the chunk every
 * screen loads; with it each screen's chunk carries only its own documents (docs/performance.md).
 */
export function graphqlDocuments(): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'kiosk:graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = readDocuments();
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.(ts|tsx)$/.test(file) || file.includes(`${path.sep}generated${path.sep}`)) return null;
      if (!code.includes('graphql(`')) return null;
      if (documents.size === 0) documents = readDocuments();
      let left = 0;
      const replaced = code.replace(CALL, (call, body: string) => {
        const match = DEFINITION.exec(body);
        const name = match ? `${match[2]}${match[1] === 'fragment' ? 'FragmentDoc' : 'Document'}` : '';
        const json = documents.get(name);
        if (json === undefined) {
          left += 1;
          return call;
        }
        return `(${json})`;
      });
      // Nothing refers to the lookup map any more: without its import the bundle leaves it out.
      return { code: left === 0 ? replaced.replace(GQL_IMPORT, '') : replaced, map: null };
    },
  };
}
