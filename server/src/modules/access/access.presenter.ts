export function presentBoardAreaAccess(
  userId: string,
  areaIds: readonly string[],
  rows: { boardAreaId: string; hasAccess: boolean }[],
) {
  const board_areas: Record<string, boolean> = Object.fromEntries(areaIds.map((id) => [id, true]));
  for (const r of rows) board_areas[r.boardAreaId] = r.hasAccess;
  return { user_id: userId, board_areas };
}
