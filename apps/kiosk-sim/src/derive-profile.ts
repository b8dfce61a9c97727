/**
 * Regenerates the shipped profile `derived/profile.json` from the public data sets:
 *
 *   npm run profile -w @kiosk/kiosk-sim                  # from ../shared/datasets beside the repository
 *   npm run profile -w @kiosk/kiosk-sim -- --datasets DIR
 *
 * The file records the sha256 of each input, so a different copy of the data shows in the diff.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DATASETS_DIR, FRIDGE_FILE, SALES_FILE } from './datasets.ts';
import { deriveProfile } from './profile-derive.ts';
import { SHIPPED_PROFILE, type ShippedProfile } from './profile.ts';

/** The shipped file's content for the data sets in `dir`: the profile and where it came from. */
export function shippedProfileOf(dir: string): ShippedProfile {
  const sha256 = (file: string) =>
    createHash('sha256')
      .update(fs.readFileSync(path.join(dir, file)))
      .digest('hex');
  return {
    source: {
      derivedBy: 'apps/kiosk-sim/src/derive-profile.ts (see derived/README.md)',
      files: [SALES_FILE, FRIDGE_FILE].map((file) => ({ file, sha256: sha256(file) })),
    },
    ...deriveProfile(dir),
  };
}

export function serializeProfile(profile: ShippedProfile): string {
  return `${JSON.stringify(profile, null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { datasets: { type: 'string' } } });
  const dir = values.datasets ? path.resolve(values.datasets) : DATASETS_DIR;
  fs.writeFileSync(SHIPPED_PROFILE, serializeProfile(shippedProfileOf(dir)));
  console.log(`kiosk-sim: wrote ${fileURLToPath(SHIPPED_PROFILE)} from ${dir}`);
}
