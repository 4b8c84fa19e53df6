import { z } from 'zod';

/** The raw environment a section reads (process.env or a test's object). */
export type Env = Record<string, string | undefined>;

/** One row of the start-up configuration table. */
export interface ConfigEntry<S> {
  /** Environment variable name. */
  env: string;
  /** What it means, for the table and the README. */
  meaning: string;
  /** Masked when printed. */
  secret?: boolean;
  /** Reads the effective value from the parsed section. */
  value: (section: S) => unknown;
}

/** An empty string means "unset" (a blank line in a .env file must not become a value). */
export const optionalString = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().optional(),
);

/** An optional URL: blank is unset, anything else must parse. */
export const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.url().optional(),
);

/** '1', 'true', 'yes', 'on' are true; '0', 'false', 'no', 'off' and unset are false. */
export const envBoolean = z
  .preprocess(
    (v) => (v === undefined || v === '' ? 'false' : String(v).toLowerCase()),
    z.enum(['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'], {
      error: 'expected one of 1, true, yes, on, 0, false, no, off',
    }),
  )
  .transform((v) => v === '1' || v === 'true' || v === 'yes' || v === 'on');

/** A comma-separated list, trimmed, blanks dropped. */
export const envList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : [],
  z.array(z.string()),
);

/** A positive integer with a default (blank means default). */
export function envInt(fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(
    (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? fallback : Number(v)),
    z.number({ error: 'expected a whole number' }).int('expected a whole number').min(min).max(max),
  );
}

/**
 * Reports one problem of a section under the variable to set or change, so the start-up error
 * names it (`STRIPE_PRICE_BASIC: ...`).
 */
export function reportSettingIssue(ctx: z.RefinementCtx, env: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [env], message });
}
