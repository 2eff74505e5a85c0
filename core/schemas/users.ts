import { z } from 'zod';
import { newPasswordField } from './auth';
import { pageInfoSchema, paginationQuery } from './common';

/** The admin list's User of admin spec §3. */
export const adminUserSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  review_center: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  team_number: z.string().nullable(),
  section_number: z.string().nullable(),
  subscription: z.string(),
  subscription_expires: z.string().nullable(),
  payment_verified: z.boolean(),
  is_verified: z.boolean(),
  is_admin: z.boolean(),
  admin_level: z.enum(['admin', 'sub_admin']).nullable(),
  last_login: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** 'all' (or nothing) means no filtering (admin spec §2.3 Users tab). */
const filterValue = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v && v !== 'all' ? v : undefined));
const statusFilter = z.enum(['all', 'verified', 'unverified']).default('all');

export const USER_SORTS = [
  'created_at',
  'name',
  'email',
  'last_login',
  'subscription',
  'review_center',
] as const;

/** The Users tab's filter panel, sorting and page, all applied by the server. */
export const adminUsersQuerySchema = paginationQuery.extend({
  include_details: z.string().optional(),
  /** Name, email, team or section contains this (case-insensitive). */
  search: filterValue,
  /** Subscription plan: trial, basic, premium, pro, none. */
  plan: filterValue,
  review_center: filterValue,
  team_number: filterValue,
  section_number: filterValue,
  payment_status: statusFilter,
  /** Account (email) verification; 'unverified' never lists administrators. */
  email_status: statusFilter,
  sort_by: z.enum(USER_SORTS).default('created_at'),
  sort_dir: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUsersResponseSchema = pageInfoSchema.extend({
  users: z.array(adminUserSchema),
  /** Every account, whatever the filters ('X of Y users'). */
  total_all: z.number().int(),
  /** The four counters, over the filtered accounts. */
  counters: z.object({
    verified: z.number().int(),
    unverified: z.number().int(),
    review_centers: z.number().int(),
    admin_users: z.number().int(),
  }),
  /** Distinct non-empty values among all accounts, sorted, for the filter dropdowns. */
  filter_options: z.object({
    review_centers: z.array(z.string()),
    team_numbers: z.array(z.string()),
    section_numbers: z.array(z.string()),
  }),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const deleteUserBodySchema = z.object({
  deletion_reason: z
    .string({ error: 'A deletion reason is required' })
    .trim()
    .min(1, 'A deletion reason is required')
    .max(1000),
});

export const BULK_DELETE_MAX = 500;

/** The empty list is refused by the service with the spec's own text. */
export const bulkDeleteBodySchema = z.object({
  user_ids: z
    .array(z.string().uuid())
    .max(BULK_DELETE_MAX, `At most ${BULK_DELETE_MAX} users can be deleted at once`)
    .default([]),
  deletion_reason: z.string().trim().max(1000).optional(),
});

export const bulkDeleteResponseSchema = z.object({ message: z.string(), deleted_count: z.number().int() });

export const resetPasswordBodySchema = z.object({ new_password: newPasswordField });

/** The sub-admin's list: learners and sub-admins, never full administrators. */
export const staffUsersQuerySchema = paginationQuery.extend({ search: filterValue });
export const staffUsersResponseSchema = pageInfoSchema.extend({ users: z.array(adminUserSchema) });
