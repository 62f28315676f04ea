import { taxonomyItemOutputSchema, taxonomyListOutputSchema, type TaxonomyInput, type TaxonomyItem, type TaxonomyKind } from '@crashpad/sync';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';

interface Loaded {
  kind: TaxonomyKind;
  items: TaxonomyItem[] | null;
  error: unknown;
}

/**
 * One list of /translations: GET /{kind} for the table; POST, PATCH /{kind}/{id} and DELETE
 * /{kind}/{id} (admins) update the table from the server's answer. The list shown always
 * belongs to `kind`: while another kind's answer is what we hold, the table is loading.
 */
export function useTaxonomyAdmin(kind: TaxonomyKind) {
  const api = useApi();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const load = useCallback(
    (signal?: AbortSignal) =>
      api
        .get(`/${kind}`, { schema: taxonomyListOutputSchema, signal, handles: [401, 403] })
        .then((res) => setLoaded({ kind, items: res.data, error: null }))
        .catch((error: unknown) => {
          if (!signal?.aborted) setLoaded({ kind, items: null, error });
        }),
    [api, kind],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const current = loaded?.kind === kind ? loaded : null;
  const replace = (update: (items: TaxonomyItem[]) => TaxonomyItem[]) =>
    setLoaded((prev) => (prev && prev.kind === kind && prev.items ? { ...prev, items: update(prev.items) } : prev));

  return {
    items: current?.items ?? null,
    error: current?.error ?? null,
    loading: current === null,
    reload() {
      setLoaded(null);
      void load();
    },
    async create(input: TaxonomyInput): Promise<TaxonomyItem> {
      const { data } = await api.post(`/${kind}`, input, { schema: taxonomyItemOutputSchema, handles: [403, 422] });
      replace((items) => [...items, data]);
      return data;
    },
    async update(id: string, input: TaxonomyInput): Promise<TaxonomyItem> {
      const { data } = await api.patch(`/${kind}/${encodeURIComponent(id)}`, input, { schema: taxonomyItemOutputSchema, handles: [403, 404, 422] });
      replace((items) => items.map((i) => (i.id === id ? data : i)));
      return data;
    },
    async remove(id: string): Promise<void> {
      await api.delete(`/${kind}/${encodeURIComponent(id)}`, undefined, { handles: [403, 404] });
      replace((items) => items.filter((i) => i.id !== id));
    },
  };
}
export type TaxonomyAdmin = ReturnType<typeof useTaxonomyAdmin>;
