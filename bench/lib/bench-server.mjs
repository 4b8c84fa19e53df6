// Settings of the server a bench starts for itself. Not a benchmark itself.

/**
 * The environment for loadConfig: any free port on 127.0.0.1 and the in-memory database;
 * `settings` add to it or replace these.
 * @example
 * loadConfig(benchServerEnv({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000' }))
 */
export function benchServerEnv(settings = {}) {
  return { PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', ...settings };
}
