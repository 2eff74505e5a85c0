import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { DATA_DIR, PASSWORD } from './env';

export interface TestUser {
  email: string;
  password: string;
  name: string;
}

export interface CreateUserOptions {
  role?: 'learner' | 'sub_admin' | 'admin';
  name?: string;
  verified?: boolean;
  paymentVerified?: boolean;
  subscription?: 'trial' | 'basic' | 'premium' | 'pro';
  days?: number;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@e2e.test`;
}

/** Creates a user through the create-user CLI against the running server's data dir. */
export function createUser(prefix: string, options: CreateUserOptions = {}): TestUser {
  const email = uniqueEmail(prefix);
  const name = options.name ?? `${prefix[0].toUpperCase()}${prefix.slice(1)} Tester`;
  const args = ['--import', 'tsx', 'server/src/cli/create-user.ts', '--email', email, '--password', PASSWORD];
  args.push('--role', options.role ?? 'learner', '--name', name);
  if (options.verified) args.push('--verified');
  if (options.paymentVerified) args.push('--payment-verified');
  if (options.subscription) args.push('--subscription', options.subscription);
  if (options.days !== undefined) args.push(`--days=${options.days}`);
  execFileSync(process.execPath, args, {
    env: { ...process.env, DATA_DIR, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
    timeout: 60_000,
  });
  return { email, password: PASSWORD, name };
}
