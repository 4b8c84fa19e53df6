import type { z } from 'zod';
import { type BillingConfig, billingConfigDescribe, billingConfigSchema } from './billing';
import { type CoreConfig, coreConfigDescribe, coreConfigSchema } from './core';
import { type ModelConfig, modelConfigDescribe, modelConfigSchema } from './model';
import type { ConfigEntry, Env } from './section';

/** The whole validated configuration: one flat object merged from the sections. */
export type Config = CoreConfig & BillingConfig & ModelConfig;

/** Thrown by loadConfig with every problem found, one per line. */
export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
}

/**
 * Reads and validates the configuration once. Every problem of every section is listed.
 * @example
 * const config = loadConfig({ PORT: '0', DATA_DIR: 'memory://' });
 */
export function loadConfig(env: Env = process.env): Config {
  const core = coreConfigSchema.safeParse(env);
  const billing = billingConfigSchema.safeParse(env);
  const model = modelConfigSchema.safeParse(env);
  const issues = [core, billing, model].flatMap((r) => (r.success ? [] : issuesOf(r.error)));
  if (!core.success || !billing.success || !model.success || issues.length > 0) throw new ConfigError(issues);
  return { ...core.data, ...billing.data, ...model.data };
}

const entries = [
  ...coreConfigDescribe,
  ...billingConfigDescribe,
  ...modelConfigDescribe,
] as ConfigEntry<Config>[];

function mask(value: unknown, secret: boolean | undefined): string {
  if (value === undefined || value === null || value === '') return '(unset)';
  const text = String(value);
  if (!secret) return text;
  // Credentials inside URLs are masked too; the rest shows only its length.
  return `**** (${text.length} chars)`;
}

/** The start-up table, secrets masked. */
export function formatConfig(config: Config): string {
  const rows = entries.map((e) => [e.env, mask(e.value(config), e.secret)] as const);
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`).join('\n');
}

/** Prints the configuration table to stdout. */
export function printConfig(config: Config): void {
  console.log(`StaffPlan configuration:\n${formatConfig(config)}`);
}

export type { Env };
