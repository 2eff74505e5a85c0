/** The admin users list: server-side filters, sorting, paging, counters and filter options. */
import type { AdminUsersQuery } from '@core/schemas/users';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userSearchText, users } from '../../db/schema/users';

export type UserFilters = Partial<
  Omit<AdminUsersQuery, 'page' | 'limit' | 'sort_by' | 'sort_dir' | 'include_details'>
> & {
  /** The sub-admin's list: no full administrators. */
  excludeAdmins?: boolean;
};

/**
 * `%`, `_` and `\` typed in the search box are matched literally; the fields' separator of
 * `userSearchText` (U+001F) is dropped, so a match stays within one field.
 */
const likePattern = (s: string) => `%${s.replaceAll('\u001f', '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere(f: UserFilters): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  // Name, email, team or section: the expression of the trigram index users_search_trgm_idx.
  if (f.search) conds.push(sql`${userSearchText(users)} ilike ${likePattern(f.search)}`);
  if (f.plan) conds.push(eq(users.subscription, f.plan));
  if (f.review_center) conds.push(eq(users.reviewCenter, f.review_center));
  if (f.team_number) conds.push(eq(users.teamNumber, f.team_number));
  if (f.section_number) conds.push(eq(users.sectionNumber, f.section_number));
  if (f.payment_status && f.payment_status !== 'all')
    conds.push(eq(users.paymentVerified, f.payment_status === 'verified'));
  if (f.email_status === 'verified') conds.push(eq(users.isVerified, true));
  // 'unverified' never lists administrators (admin spec §2.3): staff start verified anyway.
  if (f.email_status === 'unverified') conds.push(eq(users.isVerified, false), eq(users.role, 'learner'));
  if (f.excludeAdmins) conds.push(ne(users.role, 'admin'));
  return and(...conds);
}

const SORT_COLUMNS = {
  created_at: users.createdAt,
  name: users.name,
  email: users.email,
  last_login: users.lastLogin,
  subscription: users.subscription,
  review_center: users.reviewCenter,
} as const;

/** Only these may be null: they keep 'nulls last'; the others can follow an index (created_at). */
const NULLABLE_SORTS = new Set(['last_login', 'review_center']);

export interface ListOptions {
  page: number;
  limit: number;
  sortBy: keyof typeof SORT_COLUMNS;
  sortDir: 'asc' | 'desc';
}

/** One page of the filtered accounts (a query: awaited, or `.toSQL()` to check its plan). */
export function listUsersPage(db: Executor, f: UserFilters, o: ListOptions) {
  const dir = o.sortDir === 'asc' ? asc : desc;
  return db
    .select()
    .from(users)
    .where(filterWhere(f))
    .orderBy(
      NULLABLE_SORTS.has(o.sortBy)
        ? sql`${dir(SORT_COLUMNS[o.sortBy])} nulls last`
        : dir(SORT_COLUMNS[o.sortBy]),
      dir(users.id),
    )
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
}

/** One page and the count of the filtered accounts. */
export async function listUsersFiltered(db: Executor, f: UserFilters, o: ListOptions) {
  const [rows, [total]] = await Promise.all([
    listUsersPage(db, f, o),
    db.select({ n: count() }).from(users).where(filterWhere(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The count and the Users tab's four counters over the filtered accounts, in one scan: grouped
 * by review center first (a hash of a few dozen groups), so counting the distinct centers sorts
 * those groups, not every account.
 */
export function userCountersQuery(db: Executor, f: UserFilters) {
  const byCenter = db
    .select({
      center: sql<string | null>`nullif(trim(${users.reviewCenter}), '')`.as('center'),
      n: sql<number>`count(*)`.as('n'),
      verified:
        sql<number>`count(*) filter (where ${users.paymentVerified} and ${users.role} = 'learner')`.as(
          'verified',
        ),
      unverified:
        sql<number>`count(*) filter (where not ${users.paymentVerified} and ${users.role} = 'learner')`.as(
          'unverified',
        ),
      admins: sql<number>`count(*) filter (where ${users.role} <> 'learner')`.as('admins'),
    })
    .from(users)
    .where(filterWhere(f))
    .groupBy(users.reviewCenter)
    .as('by_center');
  return db
    .select({
      total: sql<number>`coalesce(sum(${byCenter.n}), 0)::int`,
      verified: sql<number>`coalesce(sum(${byCenter.verified}), 0)::int`,
      unverified: sql<number>`coalesce(sum(${byCenter.unverified}), 0)::int`,
      reviewCenters: sql<number>`count(distinct ${byCenter.center})::int`,
      admins: sql<number>`coalesce(sum(${byCenter.admins}), 0)::int`,
    })
    .from(byCenter);
}

export async function userCounters(db: Executor, f: UserFilters) {
  const [c] = await userCountersQuery(db, f);
  return {
    total: c?.total ?? 0,
    counters: {
      verified: c?.verified ?? 0,
      unverified: c?.unverified ?? 0,
      review_centers: c?.reviewCenters ?? 0,
      admin_users: c?.admins ?? 0,
    },
  };
}

type OptionColumn = typeof users.reviewCenter | typeof users.teamNumber | typeof users.sectionNumber;

/** Distinct non-empty values by hashing the rows, then sorting only those values. */
const distinctOf = (col: OptionColumn) =>
  sql<string[] | null>`(select array_agg(v order by v) from (select ${col} as v from ${users}
    where nullif(trim(${col}), '') is not null group by ${col}) d)`;

/**
 * Every account counted, and the distinct non-empty review centers, teams and sections, sorted
 * (the filter dropdowns).
 */
export type UserOverview = Awaited<ReturnType<typeof userOverview>>;

export async function userOverview(db: Executor) {
  const { rows } = await db.execute<{
    all: number;
    centers: string[] | null;
    teams: string[] | null;
    sections: string[] | null;
  }>(sql`select (select count(*)::int from ${users}) as "all", ${distinctOf(users.reviewCenter)} as centers,
    ${distinctOf(users.teamNumber)} as teams, ${distinctOf(users.sectionNumber)} as sections`);
  const row = rows[0];
  return {
    totalAll: row?.all ?? 0,
    options: {
      review_centers: row?.centers ?? [],
      team_numbers: row?.teams ?? [],
      section_numbers: row?.sections ?? [],
    },
  };
}
