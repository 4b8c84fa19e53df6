import { z } from 'zod';
import {
  type ConfigEntry,
  type Env,
  envBoolean,
  envInt,
  envList,
  optionalString,
  optionalUrl,
  reportSettingIssue,
} from './section';

// OWASP's argon2id profiles run from 47,104 KiB x 1 pass to 7,168 KiB x 5 passes: production
// accepts any of them or stronger; lower costs (down to 1 MiB x 1) are for tests only.
const OWASP_MIN_MEMORY_KIB = 7168;
const OWASP_MIN_COST = 7168 * 5;

const raw = z.object({
  PORT: envInt(8787, 0, 65_535),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.staffplan-data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: envList,
  TRUST_PROXY: envBoolean,
  ADMIN_EMAILS: envList,
  DOCUMENT_RETENTION_HOURS: envInt(24, 1, 24 * 365),
  SMTP_URL: optionalUrl,
  SMTP_FROM: z.string().default('StaffPlan <no-reply@staffplan.local>'),
  DEV_MAILBOX: envBoolean,
  SUPABASE_URL: optionalUrl,
  SUPABASE_ANON_KEY: optionalString,
  SUPABASE_JWT_SECRET: optionalString,
  SUPABASE_JWKS_URL: optionalUrl,
  AUTH_ANON_KEY: optionalString,
  AUTH_RATE_LIMIT: envInt(30, 1),
  // Default: OWASP's 19 MiB x 2 passes argon2id profile.
  AUTH_HASH_MEMORY_KIB: envInt(19_456, 1024, 4_194_304),
  AUTH_HASH_ITERATIONS: envInt(2, 1, 64),
  STAFFPLAN_WEB_DIR: optionalString,
});

/** The server's own settings: network, storage, auth, e-mail. */
export const coreConfigSchema = raw
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    nodeEnv: env.NODE_ENV,
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL,
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    adminEmails: env.ADMIN_EMAILS.map((e) => e.toLowerCase()),
    documentRetentionHours: env.DOCUMENT_RETENTION_HOURS,
    smtpUrl: env.SMTP_URL,
    smtpFrom: env.SMTP_FROM,
    devMailbox: env.DEV_MAILBOX,
    supabaseUrl: env.SUPABASE_URL?.replace(/\/+$/, ''),
    supabaseAnonKey: env.SUPABASE_ANON_KEY,
    supabaseJwtSecret: env.SUPABASE_JWT_SECRET,
    supabaseJwksUrl: env.SUPABASE_JWKS_URL,
    authAnonKey: env.AUTH_ANON_KEY,
    authRateLimit: env.AUTH_RATE_LIMIT,
    passwordHash: { memoryKib: env.AUTH_HASH_MEMORY_KIB, iterations: env.AUTH_HASH_ITERATIONS },
    webDir: env.STAFFPLAN_WEB_DIR,
  }))
  .superRefine((c, ctx) => {
    const { memoryKib, iterations } = c.passwordHash;
    if (c.production && (memoryKib < OWASP_MIN_MEMORY_KIB || memoryKib * iterations < OWASP_MIN_COST)) {
      reportSettingIssue(
        ctx,
        'AUTH_HASH_MEMORY_KIB',
        `in production the password hash needs at least ${OWASP_MIN_MEMORY_KIB} KiB and ${OWASP_MIN_COST} KiB x AUTH_HASH_ITERATIONS (OWASP's weakest argon2id profile)`,
      );
    }
    if (c.supabaseUrl && !c.supabaseJwksUrl && !c.supabaseJwtSecret) {
      reportSettingIssue(
        ctx,
        'SUPABASE_JWKS_URL',
        'SUPABASE_URL is set: set SUPABASE_JWKS_URL or SUPABASE_JWT_SECRET to verify its tokens',
      );
    }
    if (c.supabaseUrl && !c.supabaseAnonKey) {
      reportSettingIssue(ctx, 'SUPABASE_ANON_KEY', 'SUPABASE_URL is set: set SUPABASE_ANON_KEY too');
    }
  });

export type CoreConfig = z.output<typeof coreConfigSchema>;

/** Rows of the start-up table for this section. */
export const coreConfigDescribe: ConfigEntry<CoreConfig>[] = [
  { env: 'PORT', meaning: 'port of the server (API, auth and web app)', value: (c) => c.port },
  { env: 'HOST', meaning: 'interface to listen on', value: (c) => c.host },
  { env: 'DATA_DIR', meaning: 'folder of the embedded database and signing keys', value: (c) => c.dataDir },
  {
    env: 'DATABASE_URL',
    meaning: 'Postgres URL; unset = embedded PGlite in DATA_DIR/pg',
    secret: true,
    value: (c) => c.databaseUrl,
  },
  { env: 'PUBLIC_URL', meaning: 'public base URL used in e-mail links', value: (c) => c.publicUrl },
  { env: 'NODE_ENV', meaning: "'production' hides /dev/mailbox and dev shortcuts", value: (c) => c.nodeEnv },
  { env: 'LOG_LEVEL', meaning: 'pino log level', value: (c) => c.logLevel },
  {
    env: 'CORS_ORIGINS',
    meaning: 'comma-separated origins allowed cross-origin',
    value: (c) => c.corsOrigins.join(','),
  },
  { env: 'TRUST_PROXY', meaning: 'trust X-Forwarded-For (only behind a proxy)', value: (c) => c.trustProxy },
  {
    env: 'ADMIN_EMAILS',
    meaning: 'comma-separated e-mails with the admin role',
    value: (c) => c.adminEmails.join(','),
  },
  {
    env: 'DOCUMENT_RETENTION_HOURS',
    meaning: 'hours extracted document text is kept',
    value: (c) => c.documentRetentionHours,
  },
  {
    env: 'SMTP_URL',
    meaning: 'SMTP server for auth e-mails; unset = outbox + log (production: not sent)',
    secret: true,
    value: (c) => c.smtpUrl,
  },
  { env: 'SMTP_FROM', meaning: 'sender of auth e-mails', value: (c) => c.smtpFrom },
  {
    env: 'DEV_MAILBOX',
    meaning: '1 = /dev/mailbox answers any client, not only this machine (development without SMTP)',
    value: (c) => c.devMailbox,
  },
  { env: 'SUPABASE_URL', meaning: 'hosted Supabase; set = embedded auth off', value: (c) => c.supabaseUrl },
  {
    env: 'SUPABASE_ANON_KEY',
    meaning: 'anon key of hosted Supabase',
    secret: true,
    value: (c) => c.supabaseAnonKey,
  },
  {
    env: 'SUPABASE_JWT_SECRET',
    meaning: 'HS256 secret of hosted Supabase JWTs',
    secret: true,
    value: (c) => c.supabaseJwtSecret,
  },
  {
    env: 'SUPABASE_JWKS_URL',
    meaning: 'JWKS of hosted Supabase (asymmetric keys)',
    value: (c) => c.supabaseJwksUrl,
  },
  {
    env: 'AUTH_ANON_KEY',
    meaning: 'apikey the embedded auth requires; unset = any',
    secret: true,
    value: (c) => c.authAnonKey,
  },
  {
    env: 'AUTH_RATE_LIMIT',
    meaning: 'auth calls per minute per IP and per e-mail',
    value: (c) => c.authRateLimit,
  },
  {
    env: 'AUTH_HASH_MEMORY_KIB',
    meaning: 'argon2id memory per password hash (KiB); min 1024, production min 7168',
    value: (c) => c.passwordHash.memoryKib,
  },
  {
    env: 'AUTH_HASH_ITERATIONS',
    meaning: 'argon2id passes per password hash; production needs memory x passes >= 35840',
    value: (c) => c.passwordHash.iterations,
  },
  {
    env: 'STAFFPLAN_WEB_DIR',
    meaning: 'built web app served at /; default packages/web/dist',
    value: (c) => c.webDir,
  },
];

export type { Env };
