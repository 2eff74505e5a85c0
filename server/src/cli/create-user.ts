/**
 * npm run create-user -- --email x@y.ph --role admin|sub_admin|learner [--password P] [--name N]
 *   [--verified] [--payment-verified] [--subscription trial|basic|premium|pro] [--days N]
 * Without --password a strong one is generated and printed once.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { can, isStaff } from '@core/rules/permissions';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabaseForCli } from '../db/open';
import { seedCatalog } from '../db/seed/catalog';
import { findUserByEmail, insertUser } from '../modules/users/users.service';

const argsSchema = z.object({
  email: z.email('--email must be an email address'),
  role: z.enum(['admin', 'sub_admin', 'learner']).default('learner'),
  password: z.string().min(8, '--password must be at least 8 characters').optional(),
  name: z.string().min(1).optional(),
  verified: z.boolean().optional(),
  'payment-verified': z.boolean().optional(),
  subscription: z.enum(['trial', 'basic', 'premium', 'pro']).optional(),
  days: z.coerce.number().int().optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      verified: { type: 'boolean' },
      'payment-verified': { type: 'boolean' },
      subscription: { type: 'string' },
      days: { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => i.message).join('\n'));
    console.error(
      'Usage: npm run create-user -- --email x@y.ph --role admin|sub_admin|learner [--password P]',
    );
    process.exit(2);
  }
  const a = parsed.data;
  const database = await openDatabaseForCli(loadConfig());
  try {
    await seedCatalog(database.db);
    if (await findUserByEmail(database.db, a.email)) {
      console.error(`A user with the email ${a.email} already exists.`);
      process.exitCode = 1;
      return;
    }
    const password = a.password ?? randomBytes(15).toString('base64url');
    const actor = { role: a.role };
    // Staff get a plan; those with unrestricted content (administrators) one that never ends.
    const subscription = a.subscription ?? (isStaff(actor) ? 'pro' : 'trial');
    const expires =
      a.days !== undefined
        ? new Date(Date.now() + a.days * 86_400_000)
        : can(actor, 'content.unrestricted')
          ? null
          : subscription === 'trial'
            ? new Date(Date.now() + 7 * 86_400_000)
            : new Date(Date.now() + 30 * 86_400_000);
    const user = await insertUser(database.db, {
      email: a.email,
      password,
      name: a.name ?? a.email.split('@')[0]!,
      role: a.role,
      subscription,
      subscriptionExpiresAt: expires,
      isVerified: a.verified ?? isStaff(actor),
      paymentVerified: a['payment-verified'] ?? can(actor, 'content.unrestricted'),
    });
    console.log(`Created ${a.role} ${user.email} (id ${user.id})`);
    if (!a.password) console.log(`Password (shown once): ${password}`);
  } finally {
    await database.close();
  }
}

void main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
