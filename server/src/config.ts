import path from 'node:path';
import { z } from 'zod';
import { parseS3Url } from './modules/media/media.service';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://review.example.com' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('CrimReview <no-reply@crimreview.local>'),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO: booleanFromEnv.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Reverse proxies whose X-Forwarded-For is believed: addresses or CIDR ranges separated by
   * commas (or 'loopback'). Unset: the header is ignored and the peer address counts.
   */
  TRUST_PROXY: z
    .string()
    .refine((v) => !/^(true|\*|1|yes)$/i.test(v.trim()), {
      message: 'must list the trusted proxy addresses (e.g. 127.0.0.1 or 10.0.0.0/8), not trust everyone',
    })
    .refine(
      (v) =>
        v
          .split(',')
          .every((a) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(a.trim())),
      {
        message: 'must be addresses or CIDR ranges separated by commas',
      },
    )
    .optional(),
  /** Connections of the app's pool (each instance): pool 8 vs 20 measured in bench/README.md, "Issue 17, second pass". */
  DB_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(5).max(200).default(20),
  /**
   * App processes sharing the port (cluster.ts): 1 by default; 2 on a two-CPU machine for an
   * exam's synchronized start (bench/README.md, "Issue 17, third pass").
   */
  APP_WORKERS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(16).default(1),
  /** Secret for signed media URLs; generated and kept in DATA_DIR when unset. */
  MEDIA_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Uploaded files: unset for DATA_DIR/uploads, or s3://bucket?endpoint=… (s3-storage.ts). */
  STORAGE_URL: z
    .string()
    .superRefine((v, ctx) => {
      try {
        parseS3Url(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    })
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  appWorkers: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Demo content is on by default with the embedded database, off with an external one. */
  demo: boolean;
  logLevel: string;
  mediaSecret: string | undefined;
  /** Object storage for uploaded files; unset: local disk. */
  storageUrl: string | undefined;
  /** Fastify's trustProxy: the trusted proxies' addresses, or false. */
  trustProxy: string | false;
}

export class ConfigError extends Error {}

/** Parses the environment; an invalid value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    dbPoolSize: c.DB_POOL_SIZE,
    appWorkers: c.APP_WORKERS,
    publicUrl: (c.PUBLIC_URL ?? `http://${c.HOST === '0.0.0.0' ? '127.0.0.1' : c.HOST}:${c.PORT}`).replace(
      /\/$/,
      '',
    ),
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    adminEmail: c.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: c.ADMIN_PASSWORD,
    demo: c.DEMO ?? !c.DATABASE_URL,
    logLevel: c.LOG_LEVEL,
    mediaSecret: c.MEDIA_SECRET,
    storageUrl: c.STORAGE_URL,
    trustProxy: c.TRUST_PROXY
      ? c.TRUST_PROXY.split(',')
          .map((a) => a.trim())
          .join(',')
      : false,
  };
}
