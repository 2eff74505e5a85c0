import type { StudyMaterial, studyMaterialsResponseSchema } from '@core/schemas/materials';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export const studyMaterialsQueryKey = (boardArea: string, subject?: string) =>
  ['courses', 'materials', boardArea, subject ?? ''] as const;

/** GET /study-materials/?board_area=&subject= */
export async function getStudyMaterials(boardArea: string, subject?: string): Promise<StudyMaterial[]> {
  const res = await api.get<z.infer<typeof studyMaterialsResponseSchema>>('/study-materials/', {
    query: { board_area: boardArea, subject },
  });
  return res.materials;
}

export function useStudyMaterials(boardArea: string | undefined, subject?: string) {
  return useQuery(
    queryOptions({
      queryKey: studyMaterialsQueryKey(boardArea ?? '', subject),
      queryFn: () => getStudyMaterials(boardArea ?? '', subject),
      enabled: !!boardArea,
      staleTime: 20 * 60_000,
    }),
  );
}
