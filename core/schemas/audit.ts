import { z } from 'zod';
import { limitQuery } from './common';

/** One entry of the audit trail (decisions.md "Staff actions"): who, what, why, when. */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** e.g. 'payment.verify', 'test_access.manually_locked', 'user.reset_password'. */
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  actor_id: z.string(),
  /** The administrator's name; 'Deleted user' once their account is gone. */
  actor_name: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const userAuditQuerySchema = limitQuery(100, 20);

/** GET /admin/user/{id}/audit-log: what administrators did to this account, newest first. */
export const userAuditResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
export type UserAuditResponse = z.infer<typeof userAuditResponseSchema>;
