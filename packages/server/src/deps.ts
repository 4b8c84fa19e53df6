import pino, { type Logger } from 'pino';
import { createEmbeddedVerifier } from './auth/embedded-verifier';
import { createHostedVerifier } from './auth/hosted-verifier';
import { loadSigningKey, type SigningKey } from './auth/keys';
import { type BillingService, createBillingService } from './billing/index';
import type { Config } from './config/index';
import { type ChangeFeed, createChangeFeed } from './db/change-feed';
import type { Db } from './db/connect';
import { createDocumentService, type DocumentService } from './documents/index';
import { createThinkingBus } from './generation/bus';
import { createGenerator } from './generation/index';
import { createMailer } from './services/mailer';
import type { GeneratorHooks, Mailer, ThinkingBus, TokenVerifier } from './types';

/** Everything a route or service needs, built once per server. */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  clock: () => Date;
  auth: TokenVerifier;
  /** Row-change notifications of plans and sessions (exact on the embedded database). */
  changes: ChangeFeed;
  /** The embedded auth's signing key and issuer; undefined in hosted (Supabase) mode. */
  embeddedAuth: { key: SigningKey; issuer: string } | undefined;
  mailer: Mailer;
  bus: ThinkingBus;
  billing: BillingService;
  /** What routes call; `close` (stops the interrupted-job sweep) when the generator has one. */
  generator: GeneratorHooks & { close?(): Promise<void> };
  documents: DocumentService;
}

export type DepsOverrides = Partial<Omit<AppDeps, 'config' | 'db'>>;

/** Builds the dependencies; each engineer's factory is wired here. */
export async function buildDeps(config: Config, db: Db, overrides: DepsOverrides = {}): Promise<AppDeps> {
  const logger = overrides.logger ?? pino({ level: config.logLevel, base: { service: 'staffplan' } });
  const clock = overrides.clock ?? (() => new Date());
  const changes = await createChangeFeed(db);
  const hosted = config.supabaseUrl !== undefined;
  const embeddedAuth = hosted
    ? undefined
    : { key: await loadSigningKey(config.dataDir), issuer: `${config.publicUrl}/auth/v1` };
  const auth =
    overrides.auth ??
    (embeddedAuth
      ? createEmbeddedVerifier({ db, key: embeddedAuth.key, issuer: embeddedAuth.issuer, clock, changes })
      : createHostedVerifier({
          supabaseUrl: config.supabaseUrl ?? '',
          jwksUrl: config.supabaseJwksUrl,
          jwtSecret: config.supabaseJwtSecret,
          clock,
        }));
  const mailer = overrides.mailer ?? createMailer({ config, db, logger });
  const base = { config, db, logger, clock, changes, auth, embeddedAuth, mailer };
  const bus =
    overrides.bus ??
    (await createThinkingBus(db, (error) => logger.warn({ err: error }, 'thinking bus error')));
  const billing = overrides.billing ?? createBillingService({ config, db, clock, logger });
  const generator = overrides.generator ?? createGenerator({ config, db, logger, clock, bus, billing });
  const documents = overrides.documents ?? createDocumentService({ config, db, clock });
  return { ...base, bus, billing, generator, documents };
}
