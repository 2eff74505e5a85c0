import { LIMITS } from '@core/catalog';
import type { Role } from '@core/rules/permissions';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { hashPassword } from '../auth/passwords';

export interface NewUser {
  email: string;
  name: string;
  password: string;
  role?: Role;
  phone?: string | null;
  review_center?: string | null;
  city?: string | null;
  province?: string | null;
  team_number?: string | null;
  section_number?: string | null;
  subscription?: string;
  subscriptionExpiresAt?: Date | null;
  isVerified?: boolean;
  paymentVerified?: boolean;
}

export function trialEnd(from = new Date()): Date {
  return new Date(from.getTime() + LIMITS.trialDays * 86_400_000);
}

/** The one place a user row is created (registration, CLI, first admin, demo seed, tests). */
export async function insertUser(db: Db, u: NewUser): Promise<UserRow> {
  const role = u.role ?? 'learner';
  const [row] = await db
    .insert(users)
    .values({
      email: u.email.trim().toLowerCase(),
      name: u.name.trim(),
      passwordHash: await hashPassword(u.password),
      role,
      phone: u.phone ?? null,
      reviewCenter: u.review_center ?? null,
      city: u.city ?? null,
      province: u.province ?? null,
      teamNumber: u.team_number ?? null,
      sectionNumber: u.section_number ?? null,
      subscription: u.subscription ?? 'trial',
      subscriptionExpiresAt: u.subscriptionExpiresAt === undefined ? trialEnd() : u.subscriptionExpiresAt,
      isVerified: u.isVerified ?? role !== 'learner',
      paymentVerified: u.paymentVerified ?? false,
    })
    .returning();
  return row!;
}
