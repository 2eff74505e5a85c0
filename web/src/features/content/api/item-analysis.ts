import type { ItemList, ItemListQuery, TestAnalysisList } from '@core/schemas/item-analysis';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '@web/lib/api';
import { saveBlob } from './questions';

const key = ['admin', 'item-analysis'] as const;

function search(query: ItemListQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  return params.toString();
}

/** GET /admin/item-analysis/questions: one page, sorted and filtered on the server. */
export function useItemAnalysis(query: ItemListQuery) {
  return useQuery({
    queryKey: [...key, 'questions', query],
    queryFn: () => api.get<ItemList>(`/admin/item-analysis/questions?${search(query)}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/item-analysis/tests: per test attempts, mean and flagged items. */
export function useTestAnalysis() {
  return useQuery({
    queryKey: [...key, 'tests'],
    queryFn: () => api.get<TestAnalysisList>('/admin/item-analysis/tests'),
  });
}

/** GET /admin/item-analysis/export.csv with the list's filter and order, saved by the browser. */
export async function downloadItemAnalysis(query: Omit<ItemListQuery, 'page' | 'limit'>) {
  const blob = await apiDownload(`/admin/item-analysis/export.csv?${search(query)}`);
  saveBlob(blob, query.test_id ? `item-analysis-${query.test_id}.csv` : 'item-analysis.csv');
}
