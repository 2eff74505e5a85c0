import type { ReviewCenterBody } from '@core/schemas/review-centers';
import type { Db, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { recordAudit } from '../audit/audit.service';
import {
  countsByReviewCenter,
  countUsersInCenter,
  renameReviewCenter,
  type UserRow,
} from '../users/users.service';
import { presentActiveCenter, presentReviewCenter } from './review-centers.presenter';
import * as q from './review-centers.queries';

/** Review centers: the public list for sign-up and the administrators' CRUD (admin spec §2.3). */

export async function activeReviewCenters(db: Executor) {
  return { review_centers: (await q.listActiveReviewCenters(db)).map(presentActiveCenter) };
}

const DUPLICATE = 'A review center with this name already exists';

/** Accounts name their center by its name (users.review_center), so counts are by name. */
async function countsByName(db: Executor) {
  const rows = await countsByReviewCenter(db);
  return new Map(rows.map((r) => [r.name ?? '', { users: r.users, verified: r.verified }]));
}

export async function listReviewCenters(db: Executor) {
  const [centers, counts] = await Promise.all([q.listReviewCenters(db), countsByName(db)]);
  return { review_centers: centers.map((c) => presentReviewCenter(c, counts.get(c.name))) };
}

const columns = (b: ReviewCenterBody) => ({
  name: b.name,
  address: b.address,
  city: b.city,
  province: b.province,
  contactPerson: b.contact_person,
  contactPhone: b.contact_phone,
  contactEmail: b.contact_email,
  isActive: b.is_active,
});

/** A unique violation raced past the name check: the same 409. */
function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
}

export async function createReviewCenter(db: Db, admin: UserRow, body: ReviewCenterBody) {
  if (await q.findByName(db, body.name)) throw conflict(DUPLICATE);
  try {
    const row = await db.transaction(async (tx) => {
      const created = await q.insertReviewCenter(tx, columns(body));
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'review_center.create',
        target: { type: 'review_center', id: created.id },
        details: { name: created.name },
      });
      return created;
    });
    return { message: 'Review center created successfully', review_center: presentReviewCenter(row) };
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(DUPLICATE);
    throw e;
  }
}

/** A rename carries the center's accounts with it (they reference it by name). */
export async function updateReviewCenter(db: Db, admin: UserRow, id: string, body: ReviewCenterBody) {
  try {
    const row = await db.transaction(async (tx) => {
      const current = isUuid(id) ? await q.findReviewCenter(tx, id) : null;
      if (!current) throw notFound('Review center not found');
      const same = await q.findByName(tx, body.name);
      if (same && same.id !== id) throw conflict(DUPLICATE);
      const updated = await q.updateReviewCenter(tx, id, columns(body));
      if (current.name !== body.name) await renameReviewCenter(tx, current.name, body.name);
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'review_center.update',
        target: { type: 'review_center', id },
        details: { name: body.name, previous_name: current.name, is_active: body.is_active },
      });
      return updated!;
    });
    const counts = (await countsByName(db)).get(row.name);
    return { message: 'Review center updated successfully', review_center: presentReviewCenter(row, counts) };
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(DUPLICATE);
    throw e;
  }
}

/** Refused while accounts are assigned: they must be moved first. */
export async function deleteReviewCenter(db: Db, admin: UserRow, id: string) {
  await db.transaction(async (tx) => {
    const current = isUuid(id) ? await q.findReviewCenter(tx, id) : null;
    if (!current) throw notFound('Review center not found');
    const assigned = await countUsersInCenter(tx, current.name);
    if (assigned > 0)
      throw badRequest(
        `Cannot delete this review center: ${assigned} ${assigned === 1 ? 'user is' : 'users are'} assigned to it. Move them to another review center first.`,
      );
    await q.deleteReviewCenter(tx, id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'review_center.delete',
      target: { type: 'review_center', id },
      details: { name: current.name },
    });
  });
  return { message: 'Review center deleted successfully' };
}
