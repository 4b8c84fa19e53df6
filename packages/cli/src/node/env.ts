import { homedir } from 'node:os';
import { join } from 'node:path';

/** The default StaffPlan server. */
export const DEFAULT_SERVER_URL = 'http://localhost:8787';

/**
 * Everything the CLI and the Node SDK entry read from the environment, read in this one place.
 * @example
 * const env = readEnv(process.env); env.serverUrl // 'http://localhost:8787' unless STAFFPLAN_URL
 */
export interface CliEnv {
  /** STAFFPLAN_URL, default http://localhost:8787. */
  serverUrl: string;
  /** STAFFPLAN_AUTH_URL: auth service (hosted Supabase `${SUPABASE_URL}/auth/v1`); default `${server}/auth/v1`. */
  authUrl: string | undefined;
  /** STAFFPLAN_ANON_KEY: public anon key for hosted Supabase auth. */
  anonKey: string | undefined;
  /** `$XDG_CONFIG_HOME/staffplan` or `~/.config/staffplan`. */
  configDir: string;
  /** NO_COLOR set (any value) turns colour off. */
  noColor: boolean;
  /** FORCE_COLOR=1 turns colour on even when piped (tests and recordings). */
  forceColor: boolean;
  /** STAFFPLAN_DEBUG set: failures print their stack trace. */
  debug: boolean;
}

/**
 * Reads and defaults the environment.
 * @example
 * readEnv({ STAFFPLAN_URL: 'http://127.0.0.1:9000' }).serverUrl // 'http://127.0.0.1:9000'
 */
export function readEnv(env: NodeJS.ProcessEnv = process.env): CliEnv {
  const configHome = env.XDG_CONFIG_HOME?.trim() || join(env.HOME?.trim() || homedir(), '.config');
  return {
    serverUrl: env.STAFFPLAN_URL?.trim() || DEFAULT_SERVER_URL,
    authUrl: env.STAFFPLAN_AUTH_URL?.trim() || undefined,
    anonKey: env.STAFFPLAN_ANON_KEY?.trim() || undefined,
    configDir: join(configHome, 'staffplan'),
    noColor: env.NO_COLOR !== undefined && env.NO_COLOR !== '',
    forceColor: env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0',
    debug: Boolean(env.STAFFPLAN_DEBUG),
  };
}
