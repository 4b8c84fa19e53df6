import type { Db } from './connect';

export type ChangedTable = 'plans' | 'auth_sessions';

/**
 * Row changes announced by the 0002 triggers. `exact` is true on the embedded database, where
 * a change is delivered before the writing statement returns; on a shared Postgres other
 * instances write too and notifications arrive later, so caches must not rely on it there.
 */
export interface ChangeFeed {
  readonly exact: boolean;
  on(table: ChangedTable, handler: (key: string) => void): void;
  close(): Promise<void>;
}

export async function createChangeFeed(db: Db): Promise<ChangeFeed> {
  const handlers = new Map<ChangedTable, Set<(key: string) => void>>();
  const on = (table: ChangedTable, handler: (key: string) => void) => {
    let set = handlers.get(table);
    if (!set) {
      set = new Set();
      handlers.set(table, set);
    }
    set.add(handler);
  };
  if (db.kind !== 'pglite') return { exact: false, on, close: async () => {} };
  const unlisten = await db.listen('staffplan_changes', (payload) => {
    const colon = payload.indexOf(':');
    const table = payload.slice(0, colon) as ChangedTable;
    const key = payload.slice(colon + 1);
    for (const handler of handlers.get(table) ?? []) handler(key);
  });
  return { exact: true, on, close: unlisten };
}
