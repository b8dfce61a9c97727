/**
 * Whole packs to bring for `missing` units of a product packed `unitCount` to a pack: rounded up, so
 * every cell can be filled to its max; `units` is what those packs hold (≥ missing).
 */
export function packsFor(missing: number, unitCount: number): { packs: number; units: number } {
  const perPack = Number.isInteger(unitCount) && unitCount > 0 ? unitCount : 1;
  const packs = missing > 0 ? Math.ceil(missing / perPack) : 0;
  return { packs, units: packs * perPack };
}
