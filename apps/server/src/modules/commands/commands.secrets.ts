import { looksSealed, type ResealReport, type SecretBox } from '../../auth/secrets.ts';

/**
 * The secret parts of command parameters, by command type: paths into `params` whose string values are
 * sealed at rest in `kiosk_commands` and opened only when the command is published (ADR 0020).
 */
export const SECRET_PARAMS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  apply_settings: [
    ['acceptedPayment', 'config', 'password'],
    ['acceptedPayment', 'config', 'clientSecret'],
  ],
};

type Params = Record<string, unknown>;

/** A copy of `params` with each secret path's non-empty string value replaced by `change(value)`. */
function mapSecrets(type: string, params: Params, change: (value: string) => string): Params {
  const paths = SECRET_PARAMS[type];
  if (!paths) return params;
  const copy = structuredClone(params);
  for (const path of paths) {
    let holder: unknown = copy;
    for (const key of path.slice(0, -1)) {
      holder = holder && typeof holder === 'object' ? (holder as Params)[key] : undefined;
    }
    const last = path.at(-1) ?? '';
    if (!holder || typeof holder !== 'object') continue;
    const value = (holder as Params)[last];
    if (typeof value === 'string' && value !== '') (holder as Params)[last] = change(value);
  }
  return copy;
}

/** Parameters as stored: secrets sealed with the current key (already sealed values stay as they are). */
export function sealParams(type: string, params: Params, box: SecretBox): Params {
  return mapSecrets(type, params, (value) => (looksSealed(value) ? value : box.seal(value)));
}

/**
 * Parameters as the kiosk gets them: secrets opened (plain values stored by earlier versions pass as they
 * are). Throws when a secret's key is not configured — the command is then not published.
 */
export function openParams(type: string, params: Params, box: SecretBox): Params {
  return mapSecrets(type, params, (value) => {
    if (!looksSealed(value)) return value;
    try {
      return box.open(value);
    } catch (error) {
      throw new Error(`a secret of this ${type} command cannot be opened: ${(error as Error).message}`, {
        cause: error,
      });
    }
  });
}

/**
 * Parameters moved to the current key: plain secrets sealed, others re-sealed; one no configured key
 * opens is kept as it is and counted.
 */
export function resealParams(type: string, params: Params, box: SecretBox): { params: Params } & ResealReport {
  const report: ResealReport = { resealed: 0, unreadable: 0 };
  const next = mapSecrets(type, params, (value) => {
    if (box.isCurrent(value)) return value;
    if (!looksSealed(value)) {
      report.resealed += 1;
      return box.seal(value);
    }
    try {
      const moved = box.seal(box.open(value));
      report.resealed += 1;
      return moved;
    } catch {
      report.unreadable += 1;
      return value;
    }
  });
  return { params: next, ...report };
}
