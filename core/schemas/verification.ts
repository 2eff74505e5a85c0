/** Verification requests (admin spec §3 "Verification request", "Verification stats"). */
import { z } from 'zod';

// Without zod, so the administrators' navigation bar does not load the schemas chunk.
export { QUICK_REJECT_NOTE } from './verification-notes';

export const verificationRequestSchema = z.object({
  _id: z.string(),
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  created_at: z.string(),
  request_reason: z.string(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

export const pendingRequestsSchema = z.object({ requests: z.array(verificationRequestSchema) });

export const verificationStatsSchema = z.object({
  verification_requests: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
  users: z.object({ verified: z.number() }),
});
export type VerificationStats = z.infer<typeof verificationStatsSchema>;

export const processRequestBodySchema = z
  .object({
    action: z.enum(['approve', 'reject']),
    admin_notes: z.string().trim().max(1000).optional(),
  })
  .refine((b) => b.action === 'approve' || !!b.admin_notes, {
    message: 'A reason is required to reject a request',
    path: ['admin_notes'],
  });
export type ProcessRequestBody = z.input<typeof processRequestBodySchema>;

export const processRequestResponseSchema = z.object({
  message: z.string(),
  request_id: z.string(),
  status: z.enum(['approved', 'rejected']),
  user_email: z.string(),
  email_sent: z.boolean(),
});
