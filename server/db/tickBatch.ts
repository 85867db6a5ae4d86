/**
 * Reads asked for in one turn of the event loop, made as one: each call names a key, and after the
 * turn `fetch` gets every key asked for and answers them all with one query (a DataLoader in a few
 * lines). Every caller still reads rows as they are after its own call, never a copy kept from before.
 * @param fetch - reads the rows of the keys; a key absent from its answer resolves to undefined
 * @returns the load function: a key's row, or undefined
 */
export function tickBatch<K, V>(fetch: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let waiting: Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]> | null = null;
  const flush = (batch: NonNullable<typeof waiting>) => {
    fetch([...batch.keys()]).then(
      (found) => {
        for (const [key, callers] of batch) for (const c of callers) c.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const callers of batch.values()) for (const c of callers) c.reject(error);
      },
    );
  };
  return (key) =>
    new Promise((resolve, reject) => {
      if (!waiting) {
        const batch = new Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]>();
        waiting = batch;
        setImmediate(() => {
          waiting = null;
          flush(batch);
        });
      }
      const callers = waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
}
