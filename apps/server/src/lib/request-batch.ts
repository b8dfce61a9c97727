/**
 * Loads a field of many kiosks of one request in one call: the kiosks of a list resolve their field in
 * the same tick, so they are collected and loaded together (per request context).
 */
export function perRequestBatch<V>(load: (kiosks: { id: string; orgId: string }[]) => Promise<Map<string, V>>) {
  const pending = new WeakMap<
    object,
    { kiosks: Map<string, { id: string; orgId: string }>; result: Promise<Map<string, V>> }
  >();
  return (context: object, kiosk: { id: string; orgId: string }): Promise<V | undefined> => {
    let batch = pending.get(context);
    if (!batch) {
      const kiosks = new Map<string, { id: string; orgId: string }>();
      const result = new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => {
        pending.delete(context);
        return load([...kiosks.values()]);
      });
      batch = { kiosks, result };
      pending.set(context, batch);
    }
    batch.kiosks.set(kiosk.id, kiosk);
    return batch.result.then((values) => values.get(kiosk.id));
  };
}
