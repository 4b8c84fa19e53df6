import { hash, verify } from '@node-rs/argon2';
import { gotrue } from './gotrue-error';
import { COMMON_PASSWORDS } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_BYTES = 72;

/** Fewer different characters than this ("aaaaaaaa", "abababab", "abcabcab") is too simple. */
export const MIN_DISTINCT_CHARACTERS = 5;

function tooSimple(password: string): boolean {
  const characters = new Set([...password.toLowerCase()]);
  return characters.size < MIN_DISTINCT_CHARACTERS || password.trim() === '';
}

/**
 * Checks a new password: at least 8 characters, at most 72 bytes (never silently truncated),
 * at least 5 different characters and not blank, not a common password. Throws GoTrue's 422
 * weak_password with its reasons ('length', 'characters', 'pwned').
 */
export function assertStrongPassword(password: unknown): asserts password is string {
  if (typeof password !== 'string' || password === '') {
    throw gotrue.validation('Password is required');
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw gotrue.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes`);
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw gotrue.weakPassword(['length'], `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (tooSimple(password)) {
    throw gotrue.weakPassword(
      ['characters'],
      `Password should use at least ${MIN_DISTINCT_CHARACTERS} different characters, not only spaces.`,
    );
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw gotrue.weakPassword(
      ['pwned'],
      'Password is known to be weak and easy to guess, please choose a different one.',
    );
  }
}

/**
 * argon2id cost: memory in KiB and passes (AUTH_HASH_MEMORY_KIB, AUTH_HASH_ITERATIONS; default
 * OWASP's 19 MiB x 2 profile, ~20 ms here). Verifying reads the cost stored in the hash.
 */
export interface PasswordHashParams {
  memoryKib: number;
  iterations: number;
}

function argonOptions(params: PasswordHashParams) {
  return { memoryCost: params.memoryKib, timeCost: params.iterations, parallelism: 1 } as const;
}

export function hashPassword(password: string, params: PasswordHashParams): Promise<string> {
  return hash(password, argonOptions(params));
}

// A real hash of a random password per cost, so unknown e-mails cost the same as wrong passwords.
const dummyHashes = new Map<string, Promise<string>>();

export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
  params: PasswordHashParams,
): Promise<boolean> {
  if (!stored) {
    const key = `${params.memoryKib}:${params.iterations}`;
    let dummy = dummyHashes.get(key);
    if (!dummy) {
      dummy = hashPassword(crypto.randomUUID(), params);
      dummyHashes.set(key, dummy);
    }
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
