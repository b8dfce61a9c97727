/** One chunk of Vite's build manifest (dist/.vite/manifest.json), the fields the precache needs. */
export interface BuildChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The field app's route modules (router.tsx lazy-loads them under /field). */
const FIELD_ROOTS = [/^src\/app\/field\//, /^src\/features\/field\//, /^src\/features\/help\/field-help-page\.tsx$/];
/** What the entry loads on demand that the field app also needs: the UI language and the help texts. */
const ENTRY_ON_DEMAND = /locale-|i18n\/locales\//;

/**
 * The built files the field app needs to open offline (ADR 0025): the entry (index.html) with what it
 * imports, its language chunks, and the field routes with everything they import, at once or on demand.
 * The console's own pages are left out, so a phone downloads about half of the bundle, not all of it.
 */
export function fieldPrecacheFiles(manifest: Record<string, BuildChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, onDemand: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of chunk.imports ?? []) visit(next, onDemand);
    for (const next of chunk.dynamicImports ?? []) {
      if (onDemand || ENTRY_ON_DEMAND.test(next) || ENTRY_ON_DEMAND.test(manifest[next]?.file ?? '')) {
        visit(next, onDemand);
      }
    }
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, false);
  for (const key of Object.keys(manifest)) if (FIELD_ROOTS.some((root) => root.test(key))) visit(key, true);
  return files;
}

/** Keeps a precache entry unless it is a script or style sheet the field app never loads. */
export function keepForField(url: string, files: Set<string>): boolean {
  return !/\.(js|css)$/.test(url) || files.has(url.replace(/^\//, ''));
}
