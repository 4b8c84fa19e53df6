import { hash, verify } from '@node-rs/argon2';
import { gotrue } from './gotrue-error';
import { COMMON_PASSWORDS } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_BYTES = 72;

/**
 * Checks a new password: at least 8 characters, at most 72 bytes (never silently truncated),
 * not a common password. Throws GoTrue's 422 weak_password with its reasons.
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
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw gotrue.weakPassword(
      ['pwned'],
      'Password is known to be weak and easy to guess, please choose a different one.',
    );
  }
}

// argon2id with OWASP's second recommended profile (19 MiB, 2 passes): memory-hard, ~20 ms here.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash of a random password, so unknown e-mails cost the same time as wrong passwords.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
