import { LIMITS } from '@core/catalog';
import { type PasswordOwner, passwordProblem } from '@core/rules/password-strength';
import { isStaff } from '@core/rules/permissions';
import type { changePasswordBodySchema, RegisterBody, UpdateMeBody } from '@core/schemas/auth';
import type { Pool } from 'pg';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, tooManyRequests, unauthorized, ValidationError } from '../../lib/http-errors';
import { estimateInWorker } from '../../lib/password-estimator';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mailer } from '../../plugins/mailer';
import { recordAudit } from '../audit/audit.service';
import { notifyAdmins } from '../notifications/notifications.service';
import * as users from '../users/users.service';
import { openVerificationRequest } from '../verification/verification.service';
import * as q from './auth.queries';
import { createSessionCache } from './session-cache';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const minutes = (n: number) => n * 60_000;

export const THROTTLE_MESSAGE = `Too many failed login attempts. Please wait ${LIMITS.loginFailureWindowMinutes} minutes before trying again, or reset your password.`;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_RESET_LINK = 'Invalid or expired reset link';
/** How often a session's last_used_at is refreshed (avoids a write on every request). */
const TOUCH_EVERY_MS = 60_000;

/** A 422 on `field` when the new password is weak or holds the owner's email or name. */
async function refuseWeakPassword(password: string, owner: PasswordOwner, field: string) {
  const problem = await passwordProblem(password, owner, estimateInWorker);
  if (problem) throw new ValidationError([{ loc: ['body', field], msg: problem }]);
}

export async function startSession(db: Executor, user: users.UserRow): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + LIMITS.sessionDays * 86_400_000);
  await q.insertSession(db, user.id, hashToken(token), expiresAt);
  return token;
}

/** The user and session of a token's hash, or null (unknown, expired or revoked). */
async function lookupSession(db: Db, tokenHash: string) {
  const session = await q.findLiveSession(db, tokenHash);
  if (!session) return null;
  const user = await users.findUserById(db, session.userId);
  if (!user) return null;
  if (Date.now() - new Date(session.lastUsedAt).getTime() > TOUCH_EVERY_MS)
    await q.touchSession(db, session.id);
  return { user, sessionId: session.id, expiresAt: new Date(session.expiresAt) };
}

/** The user and session of a bearer token, or null (unknown, expired or revoked). */
export async function resolveSession(db: Db, token: string) {
  const found = await lookupSession(db, hashToken(token));
  return found && { user: found.user, sessionId: found.sessionId };
}

/**
 * Resolves bearer tokens through this instance's session cache (session-cache.ts: revocations
 * on any instance apply before the next request). `pool` is the pool behind `db`.
 */
export function createSessionResolver(db: Db, pool: Pool, log?: (m: string) => void) {
  const cache = createSessionCache(pool, (hash) => lookupSession(db, hash), log);
  return {
    resolve: (token: string) => cache.resolve(hashToken(token)),
    close: () => cache.close(),
  };
}

/**
 * The user of a live session by its id, or null once it ended: signed media URLs carry the
 * session id and are refused when this answers null (logout, password change or reset).
 */
export async function sessionUser(db: Db, sessionId: string): Promise<users.UserRow | null> {
  const userId = await q.findLiveSessionUser(db, sessionId);
  return userId ? ((await users.findUserById(db, userId)) ?? null) : null;
}

export async function register(deps: AuthDeps, body: RegisterBody) {
  await refuseWeakPassword(body.password, body, 'password');
  if (await users.findUserByEmail(deps.db, body.email)) throw conflict('Email already registered');
  const user = await deps.db.transaction(async (tx) => {
    const created = await users
      .insertUser(tx, { ...body, role: 'learner' })
      .catch((err: { code?: string }) => {
        if (err.code === '23505') throw conflict('Email already registered');
        throw err;
      });
    await openVerificationRequest(tx, created.id, 'New account registration');
    await notifyAdmins(tx, {
      type: 'user_verification',
      title: 'New account waiting for approval',
      message: `${created.name} (${created.email}) registered and is waiting for verification.`,
      metadata: { user_id: created.id },
    });
    return created;
  });
  const token = await startSession(deps.db, user);
  return { token, user };
}

/** How long a further try on the account must wait after its last failure, in seconds. */
export function accountDelaySeconds(accountFailures: number): number {
  const over = accountFailures - LIMITS.accountFailureFreeTries;
  return over < 0 ? 0 : Math.min(2 ** over, LIMITS.loginFailureWindowMinutes * 60);
}

const waitText = (s: number) => (s < 120 ? `${s} seconds` : `${Math.ceil(s / 60)} minutes`);

/**
 * Sign-in throttling over a sliding window of failures, three ways: one account from one
 * address (a hard stop after 10), one address across accounts (password spraying), and one
 * account from every address, where each try past the free ones waits twice as long as the
 * last. No one can lock the owner out for good: the waits are capped, and using a reset link
 * clears the account's failures.
 */
async function refuseThrottled(db: Db, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - minutes(LIMITS.loginFailureWindowMinutes));
  const f = await q.recentFailures(db, email, ip, since);
  if (f.pair >= LIMITS.loginFailureLimit || f.address >= LIMITS.addressFailureLimit)
    throw tooManyRequests(THROTTLE_MESSAGE);
  const delay = accountDelaySeconds(f.account);
  if (delay > 0 && f.accountLast) {
    const left = Math.ceil((f.accountLast.getTime() + delay * 1000 - Date.now()) / 1000);
    if (left > 0)
      throw tooManyRequests(
        `Too many failed login attempts on this account. Please wait ${waitText(left)} before trying again, or reset your password.`,
      );
  }
}

export async function login(deps: AuthDeps, email: string, password: string, ip: string) {
  await refuseThrottled(deps.db, email, ip);
  const user = await users.findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    await q.recordFailure(deps.db, email, ip);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await q.clearFailures(deps.db, email);
  const updated = (await users.recordLogin(deps.db, user.id)) ?? user;
  const token = await startSession(deps.db, updated);
  return { token, user: updated };
}

export async function logout(db: Db, sessionId: string | null): Promise<void> {
  if (sessionId) await q.deleteSession(db, sessionId);
}

export function updateProfile(db: Db, user: users.UserRow, body: UpdateMeBody) {
  return users.updateProfile(db, user.id, body);
}

export async function changePassword(
  db: Db,
  user: users.UserRow,
  sessionId: string | null,
  body: z.infer<typeof changePasswordBodySchema>,
) {
  if (!(await verifyPassword(user.passwordHash, body.current_password)))
    throw badRequest('Current password is incorrect');
  await refuseWeakPassword(body.new_password, user, 'new_password');
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    await users.setPasswordHash(tx, user.id, passwordHash);
    await q.invalidateResetTokensOfUser(tx, user.id); // a link mailed earlier must not undo this
    await q.deleteSessionsOfUser(tx, user.id, sessionId ?? undefined); // other devices sign in again
  });
}

/** Same answer whether or not the email exists; at most 5 links per account and hour. */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const user = await users.findUserByEmail(deps.db, email);
  if (!user) return;
  const hourAgo = new Date(Date.now() - minutes(60));
  if ((await q.countRecentResetTokens(deps.db, user.id, hourAgo)) >= 5) return;
  const token = newToken();
  const expiresAt = new Date(Date.now() + minutes(LIMITS.resetTokenMinutes));
  await q.insertResetToken(deps.db, user.id, hashToken(token), expiresAt);
  const link = `${deps.publicUrl}/reset-password?token=${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your CrimReview password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone asked to reset the password of your CrimReview account.',
      `To choose a new password, open this link within ${LIMITS.resetTokenMinutes} minutes:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays the same.',
    ].join('\n'),
  });
}

async function usableResetToken(db: Db, token: string) {
  const found = await q.findUsableResetToken(db, hashToken(token));
  const user = found && (await users.findUserById(db, found.userId));
  if (!found || !user) throw badRequest(INVALID_RESET_LINK);
  return { id: found.id, user };
}

export async function validateResetToken(db: Db, token: string) {
  const { user } = await usableResetToken(db, token);
  return { valid: true as const, email: user.email };
}

export async function resetPassword(db: Db, token: string, newPassword: string) {
  const found = await usableResetToken(db, token);
  await refuseWeakPassword(newPassword, found.user, 'new_password');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    if (!(await q.consumeResetToken(tx, found.id))) throw badRequest(INVALID_RESET_LINK);
    await q.invalidateResetTokensOfUser(tx, found.user.id); // older and newer links alike
    await users.setPasswordHash(tx, found.user.id, passwordHash);
    await q.deleteSessionsOfUser(tx, found.user.id);
    await q.clearFailures(tx, found.user.email);
  });
}

/**
 * PUT /admin/users/{id}/reset-password: the learner's sessions end (they sign in again with the
 * new password), the reset is audited, and they are told by email that an administrator did it.
 * Staff passwords are not reset from the console (admin spec §2.3: no reset on admin rows).
 */
export async function adminResetPassword(
  deps: AuthDeps,
  admin: users.UserRow,
  userId: string,
  password: string,
) {
  const target = await users.userOr404(deps.db, userId);
  if (isStaff(target)) throw badRequest("A staff account's password cannot be reset from the console");
  await refuseWeakPassword(password, target, 'new_password');
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await users.setPasswordHash(tx, target.id, passwordHash);
    await q.deleteSessionsOfUser(tx, target.id);
    await q.invalidateResetTokensOfUser(tx, target.id); // a link mailed earlier must not undo this
    await q.clearFailures(tx, target.email);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.reset_password',
      target: { type: 'user', id: target.id },
    });
  });
  await deps.mailer.send({
    to: target.email,
    subject: 'Your CrimReview password was reset',
    text: [
      `Hello ${target.name},`,
      '',
      'An administrator of CrimReview has reset the password of your account.',
      'You were signed out everywhere. Sign in with the new password the administrator gives you,',
      'then change it from your profile.',
      '',
      'If you did not ask for this, contact your review center.',
    ].join('\n'),
  });
  return { message: 'Password reset successfully' };
}
