import { describe, expect, it } from 'vitest';
import { ConfigError, formatConfig, loadConfig } from '../../src/config/index';

describe('configuration', () => {
  it('runs with no configuration at all on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8787,
      dataDir: './.staffplan-data',
      publicUrl: 'http://localhost:8787',
      documentRetentionHours: 24,
      production: false,
      trustProxy: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.supabaseUrl).toBeUndefined();
  });

  it('lists every problem at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DOCUMENT_RETENTION_HOURS: '-1',
        TRUST_PROXY: 'maybe',
        SMTP_URL: 'not a url',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const issues = (caught as ConfigError).issues.join('\n');
    for (const name of ['PORT', 'DOCUMENT_RETENTION_HOURS', 'TRUST_PROXY', 'SMTP_URL'])
      expect(issues).toContain(name);
    expect((caught as ConfigError).issues.length).toBeGreaterThanOrEqual(4);
  });

  it('asks for a way to verify hosted Supabase tokens', () => {
    expect(() => loadConfig({ SUPABASE_URL: 'https://x.supabase.co' })).toThrow(
      /SUPABASE_JWKS_URL|SUPABASE_ANON_KEY/,
    );
  });

  it('prints the table with secrets masked', () => {
    const table = formatConfig(
      loadConfig({
        DATABASE_URL: 'postgres://u:hunter2@db/x',
        SMTP_URL: 'smtp://u:pw@mail:25',
        ADMIN_EMAILS: 'Boss@Example.com',
      }),
    );
    expect(table).toContain('PORT');
    expect(table).toContain('boss@example.com');
    expect(table).not.toContain('hunter2');
    expect(table).not.toContain('pw@mail');
  });
});
