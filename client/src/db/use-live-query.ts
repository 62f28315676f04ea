import { useEffect, useMemo, useState } from 'react';
import type { RxDocument, RxQuery } from 'rxdb';
import { useDatabase } from './database-context';
import type { CrashpadDatabase } from './types';

type QueryResult = RxDocument<unknown> | RxDocument<unknown>[] | number | null;

function toDocs<T>(result: QueryResult): T[] {
  if (result === null || typeof result === 'number') return [];
  const list = Array.isArray(result) ? result : [result];
  return list.map((doc) => doc.toJSON() as T);
}

/**
 * A live RxDB query as plain JSON documents (STACK-NOTES 4: RxDB's own hook is one-shot and an
 * inline query object loops). `build` runs again only when the database or `deps` change, so
 * the query object stays stable between renders.
 */
export function useLiveQuery<T>(build: (db: CrashpadDatabase) => RxQuery | null, deps: unknown[]): { docs: T[]; loading: boolean } {
  const db = useDatabase();
  // `build` is usually an inline closure; `deps` names what it reads (like useMemo's contract).
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => (db ? build(db) : null), [db, ...deps]);
  const [result, setResult] = useState<{ query: RxQuery; docs: T[] } | null>(null);

  useEffect(() => {
    if (!query) return;
    const subscription = (query.$ as { subscribe(fn: (value: QueryResult) => void): { unsubscribe(): void } }).subscribe((value) =>
      setResult({ query, docs: toDocs<T>(value) }),
    );
    return () => subscription.unsubscribe();
  }, [query]);

  const current = query !== null && result?.query === query;
  return { docs: current ? result.docs : [], loading: db === null || (query !== null && !current) };
}
