import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/auth/passwords';
import { ConfigError, loadConfig } from '../../src/config/index';
import { TEST_PASSWORD_HASH } from '../helpers/test-server';

function issuesOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues.join('\n');
    throw error;
  }
  return '';
}

describe('password hash cost (AUTH_HASH_MEMORY_KIB, AUTH_HASH_ITERATIONS)', () => {
  it("defaults to OWASP's argon2id profile of 19 MiB and 2 passes, in development and production", async () => {
    for (const NODE_ENV of ['development', 'production']) {
      const { passwordHash } = loadConfig({ NODE_ENV });
      expect(passwordHash).toEqual({ memoryKib: 19_456, iterations: 2 });
      const stored = await hashPassword('correct-horse-battery-9', passwordHash);
      expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(stored, 'correct-horse-battery-9', passwordHash)).toBe(true);
      expect(await verifyPassword(stored, 'wrong-horse-battery-9', passwordHash)).toBe(false);
    }
  });

  it('refuses a cost under the floor: 1024 KiB and 1 pass anywhere, an OWASP profile in production', () => {
    expect(issuesOf({ AUTH_HASH_MEMORY_KIB: '1023' })).toContain('AUTH_HASH_MEMORY_KIB');
    expect(issuesOf({ AUTH_HASH_ITERATIONS: '0' })).toContain('AUTH_HASH_ITERATIONS');
    expect(issuesOf({ AUTH_HASH_MEMORY_KIB: 'lots' })).toContain('AUTH_HASH_MEMORY_KIB');
    expect(issuesOf({ NODE_ENV: 'production', ...TEST_PASSWORD_HASH })).toContain('AUTH_HASH_MEMORY_KIB');
    expect(
      issuesOf({ NODE_ENV: 'production', AUTH_HASH_MEMORY_KIB: '12288', AUTH_HASH_ITERATIONS: '2' }),
    ).toContain('AUTH_HASH_MEMORY_KIB');
    for (const [memory, passes] of [
      ['47104', '1'],
      ['12288', '3'],
      ['7168', '5'],
    ] as const) {
      expect(
        loadConfig({ NODE_ENV: 'production', AUTH_HASH_MEMORY_KIB: memory, AUTH_HASH_ITERATIONS: passes })
          .passwordHash,
      ).toEqual({ memoryKib: Number(memory), iterations: Number(passes) });
    }
  });

  it('tests hash at the cheapest allowed cost, still argon2id; a stored hash verifies by its own cost', async () => {
    const cheap = loadConfig(TEST_PASSWORD_HASH).passwordHash;
    expect(cheap).toEqual({ memoryKib: 1024, iterations: 1 });
    const stored = await hashPassword('correct-horse-battery-9', cheap);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    const production = loadConfig({}).passwordHash;
    expect(await verifyPassword(stored, 'correct-horse-battery-9', production)).toBe(true);
    expect(await verifyPassword(null, 'correct-horse-battery-9', cheap)).toBe(false);
  });
});
