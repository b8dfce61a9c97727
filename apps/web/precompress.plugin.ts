import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build; the server's static
 * handler sends them to browsers that accept them (`preCompressed`, apps/server/src/app.ts). Compressed
 * once at build time, at the highest levels, instead of per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kiosk:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of [...Object.keys(bundle), 'index.html']) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        if (!fs.existsSync(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
      }
    },
  };
}
