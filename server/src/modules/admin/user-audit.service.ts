import { toIso } from '@core/rules/time';
import type { UserAuditResponse } from '@core/schemas/audit';
import type { Executor } from '../../db/client';
import { auditAboutUser } from '../audit/audit.service';
import { userOr404, usersByIds } from '../users/users.service';

/**
 * GET /admin/user/{id}/audit-log: the audit entries about one account (issue 13: the console
 * shows them in the user's detail), each naming the administrator who acted.
 */
export async function userAuditLog(db: Executor, userId: string, limit: number): Promise<UserAuditResponse> {
  const user = await userOr404(db, userId);
  const rows = await auditAboutUser(db, user.id, limit);
  const actors = await usersByIds(db, [...new Set(rows.map((r) => r.actorId))]);
  const names = new Map(actors.map((a) => [a.id, a.name]));
  return {
    entries: rows.map((r) => ({
      id: r.id,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      reason: r.reason,
      details: r.details,
      actor_id: r.actorId,
      actor_name: names.get(r.actorId) ?? 'Deleted user',
      created_at: toIso(r.createdAt)!,
    })),
  };
}
