import { LIMITS } from '@core/catalog';
import type { RegisterBody } from '@core/schemas/auth';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, tooManyRequests, unauthorized, ValidationError } from '../../lib/http-errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mailer } from '../../plugins/mailer';
import { notifyAdmins } from '../notifications/notifications.service';
import { insertUser } from '../users/users.service';
import { openVerificationRequest } from '../verification/verification.service';
import * as q from './auth.queries';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const minutes = (n: number) => n * 60_000;
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.';
export const THROTTLE_MESSAGE = `Too many failed login attempts. Please wait ${LIMITS.loginFailureWindowMinutes} minutes before trying again, or reset your password.`;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_RESET_LINK = 'Invalid or expired reset link';

function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password))
    throw new ValidationError([{ loc: ['body', field], msg: COMMON_PASSWORD_MESSAGE }]);
}

export async function startSession(db: Db, user: UserRow): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + LIMITS.sessionDays * 86_400_000);
  await q.insertSession(db, user.id, hashToken(token), expiresAt);
  return token;
}

export async function register(deps: AuthDeps, body: RegisterBody) {
  refuseCommonPassword(body.password, 'password');
  if (await q.findUserByEmail(deps.db, body.email)) throw conflict('Email already registered');
  const user = await deps.db.transaction(async (tx) => {
    const created = await insertUser(tx, { ...body, role: 'learner' }).catch((err: { code?: string }) => {
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

export async function login(deps: AuthDeps, email: string, password: string, ip: string) {
  const since = new Date(Date.now() - minutes(LIMITS.loginFailureWindowMinutes));
  if ((await q.countRecentFailures(deps.db, email, ip, since)) >= LIMITS.loginFailureLimit) {
    throw tooManyRequests(THROTTLE_MESSAGE);
  }
  const user = await q.findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    await q.recordFailure(deps.db, email, ip);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await q.clearFailures(deps.db, email);
  const updated = await q.updateUser(deps.db, user.id, { lastLogin: new Date() });
  const token = await startSession(deps.db, updated ?? user);
  return { token, user: updated ?? user };
}

export async function changePassword(
  db: Db,
  user: UserRow,
  sessionId: string | null,
  current: string,
  next: string,
) {
  if (!(await verifyPassword(user.passwordHash, current))) throw badRequest('Current password is incorrect');
  refuseCommonPassword(next, 'new_password');
  await q.updateUser(db, user.id, { passwordHash: await hashPassword(next) });
  await q.deleteSessionsOfUser(db, user.id, sessionId ?? undefined); // other devices sign in again
}

/** Same answer whether or not the email exists; at most 5 links per account and hour. */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const user = await q.findUserByEmail(deps.db, email);
  if (!user) return;
  const hourAgo = new Date(Date.now() - minutes(60));
  if ((await q.countRecentResetTokens(deps.db, user.id, hourAgo)) >= 5) return;
  const token = newToken();
  await q.insertResetToken(
    deps.db,
    user.id,
    hashToken(token),
    new Date(Date.now() + minutes(LIMITS.resetTokenMinutes)),
  );
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

export async function validateResetToken(db: Db, token: string) {
  const found = await q.findUsableResetToken(db, hashToken(token));
  if (!found) throw badRequest(INVALID_RESET_LINK);
  return { valid: true as const, email: found.user.email };
}

export async function resetPassword(db: Db, token: string, newPassword: string) {
  const found = await q.findUsableResetToken(db, hashToken(token));
  if (!found) throw badRequest(INVALID_RESET_LINK);
  refuseCommonPassword(newPassword, 'new_password');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    if (!(await q.consumeResetToken(tx, found.id))) throw badRequest(INVALID_RESET_LINK);
    await q.updateUser(tx, found.user.id, { passwordHash });
    await q.deleteSessionsOfUser(tx, found.user.id);
    await q.clearFailures(tx, found.user.email);
  });
}
