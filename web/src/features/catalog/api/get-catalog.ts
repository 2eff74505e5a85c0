import type { BoardAreaId, Difficulty } from '@core/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface CatalogBoardArea {
  id: BoardAreaId;
  title: string;
  description: string;
  icon: string;
  color: string;
  weight: number;
  aliases: string[];
  subjects: { subject_index: number; name: string }[];
}

export interface CatalogDifficulty {
  id: Difficulty;
  label: string;
  level_label: string;
  question_count: number;
  time_limit_minutes: number;
}

export interface Catalog {
  board_areas: CatalogBoardArea[];
  difficulties: CatalogDifficulty[];
}

export const catalogQueryKey = ['catalog'] as const;

export function getCatalog(): Promise<Catalog> {
  return api.get<Catalog>('/catalog', { auth: false });
}

export function catalogQueryOptions() {
  return queryOptions({ queryKey: catalogQueryKey, queryFn: getCatalog, staleTime: 10 * 60_000 });
}

export function useCatalog() {
  return useQuery(catalogQueryOptions());
}
