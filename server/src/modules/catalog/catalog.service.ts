import { canonicalBoardArea, parseTestId, testIdOf } from '@core/catalog';
import type { Catalog } from '@core/schemas/catalog';
import type { Executor } from '../../db/client';
import { notFound, ValidationError } from '../../lib/http-errors';
import { presentCatalog, presentPlans } from './catalog.presenter';
import { loadCatalog, loadPlans } from './catalog.queries';

/**
 * How long a read catalog is reused. It is written by the seed at start-up and by a restore
 * only, and read by every practice call (three statements each time before issue 17).
 */
const CATALOG_TTL_MS = 30_000;
const catalogs = new WeakMap<Executor, { until: number; catalog: Promise<Catalog> }>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Board areas with their subjects, and the difficulty levels: what every feature looks up. */
export async function getCatalog(db: Executor): Promise<Catalog> {
  const cached = catalogs.get(db);
  if (cached && cached.until > Date.now()) return cached.catalog;
  // Frozen: every caller shares the object.
  const catalog = loadCatalog(db).then((rows) => deepFreeze(presentCatalog(rows)));
  catalogs.set(db, { until: Date.now() + CATALOG_TTL_MS, catalog });
  catalog.catch(() => catalogs.delete(db)); // a failed read is not kept
  return catalog;
}

export async function getPlans(db: Executor) {
  return presentPlans(await loadPlans(db));
}

/** Board-area ids in catalog order (to sort by without joining board_areas). */
export const areaOrder = (catalog: Catalog): string[] => catalog.board_areas.map((a) => a.id);

/** Subject name of (area, index), or null. */
export function subjectName(catalog: Catalog, boardArea: string, subjectIndex: number | null): string | null {
  if (subjectIndex == null) return null;
  const area = catalog.board_areas.find((a) => a.id === boardArea);
  return area?.subjects.find((s) => s.subject_index === subjectIndex)?.name ?? null;
}

/** Subject index of a subject name within an area (case-insensitive), or null. */
export function subjectIndexOf(catalog: Catalog, boardArea: string, name: string): number | null {
  const area = catalog.board_areas.find((a) => a.id === boardArea);
  const wanted = name.trim().toLowerCase();
  return area?.subjects.find((s) => s.name.toLowerCase() === wanted)?.subject_index ?? null;
}

/** Every (area, index) whose subject has this name (case-insensitive). */
export function subjectsNamed(catalog: Catalog, name: string): { boardArea: string; subjectIndex: number }[] {
  const wanted = name.trim().toLowerCase();
  return catalog.board_areas.flatMap((a) =>
    a.subjects
      .filter((s) => s.name.toLowerCase() === wanted)
      .map((s) => ({ boardArea: a.id, subjectIndex: s.subject_index })),
  );
}

export const BOARD_AREA_NOT_FOUND = 'Board area not found';

/** A board-area key from a client (aliases accepted), or 404. */
export function boardAreaIn(catalog: Catalog, key: string): string {
  const id = canonicalBoardArea(key);
  if (!id || !catalog.board_areas.some((a) => a.id === id)) throw notFound(BOARD_AREA_NOT_FOUND);
  return id;
}

/** Board area and subject index of an upload's fields (aliases accepted; unknown area or subject → 422). */
export async function placeOf(
  db: Executor,
  fields: { board_area: string; subject?: string | null },
): Promise<{ boardArea: string; subjectIndex: number | null }> {
  const catalog = await getCatalog(db);
  const boardArea = canonicalBoardArea(fields.board_area);
  if (!boardArea || !catalog.board_areas.some((a) => a.id === boardArea)) {
    throw new ValidationError([{ loc: ['body', 'board_area'], msg: 'Unknown board area' }]);
  }
  if (!fields.subject) return { boardArea, subjectIndex: null };
  const subjectIndex = subjectIndexOf(catalog, boardArea, fields.subject);
  if (subjectIndex === null) {
    throw new ValidationError([{ loc: ['body', 'subject'], msg: `Unknown subject for ${boardArea}` }]);
  }
  return { boardArea, subjectIndex };
}

/** One practice test of the catalog: a subject at a difficulty level. */
export interface CatalogTest {
  test_id: string;
  board_area: string;
  board_area_title: string;
  icon: string;
  color: string;
  weight: number;
  subject_index: number;
  subject: string;
  difficulty: string;
  difficulty_label: string;
  question_count: number;
  time_limit_minutes: number;
}

/** The practice tests (subjects × difficulties) in catalog order, or the one `onlyTestId` names. */
export function catalogTests(catalog: Catalog, onlyTestId?: string): CatalogTest[] {
  const only = onlyTestId ? parseTestId(onlyTestId) : null;
  if (onlyTestId && !only) return [];
  return catalog.board_areas
    .filter((a) => !only || a.id === only.boardArea)
    .flatMap((a) =>
      a.subjects
        .filter((s) => !only || s.subject_index === only.subjectIndex)
        .flatMap((s) =>
          catalog.difficulties
            .filter((d) => !only || d.id === only.difficulty)
            .map((d) => ({
              test_id: testIdOf(a.id, s.subject_index, d.id),
              board_area: a.id,
              board_area_title: a.title,
              icon: a.icon,
              color: a.color,
              weight: a.weight,
              subject_index: s.subject_index,
              subject: s.name,
              difficulty: d.id,
              difficulty_label: d.label,
              question_count: d.question_count,
              time_limit_minutes: d.time_limit_minutes,
            })),
        ),
    );
}
