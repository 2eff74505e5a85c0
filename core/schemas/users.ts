import { z } from 'zod';
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

export const adminUsersQuerySchema = paginationQuery.extend({ include_details: z.string().optional() });

export const adminUsersResponseSchema = pageInfoSchema.extend({ users: z.array(adminUserSchema) });
