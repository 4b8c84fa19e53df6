import { createHash, randomUUID } from 'node:crypto';
import type { UserRow } from '../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A stable id for the user's one e-mail identity (GoTrue stores one; we derive it). */
function identityId(userId: string): string {
  const hex = createHash('sha256').update(`email-identity:${userId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The `email` identity GoTrue lists for a user who signed up with an e-mail and password. */
function emailIdentity(user: UserRow): Record<string, unknown> {
  return {
    identity_id: identityId(user.id),
    id: user.id,
    user_id: user.id,
    identity_data: {
      email: user.email,
      email_verified: user.email_confirmed_at !== null,
      phone_verified: false,
      sub: user.id,
    },
    provider: 'email',
    last_sign_in_at: iso(user.last_sign_in_at),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    email: user.email,
  };
}

/** A user as GoTrue returns it (what supabase-js stores in session.user). */
export function presentUser(user: UserRow): Record<string, unknown> {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    ...(user.email_change ? { new_email: user.email_change } : {}),
    ...(user.email_change_sent_at ? { email_change_sent_at: iso(user.email_change_sent_at) } : {}),
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {
      ...user.user_metadata,
      email: user.email,
      email_verified: user.email_confirmed_at !== null,
      phone_verified: false,
      sub: user.id,
    },
    identities: [emailIdentity(user)],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  };
}

/**
 * What sign-up answers for an address that already has an account (GoTrue with confirmations
 * on): a fresh random id, no identities, nothing of the owner's. supabase-js apps read
 * `identities.length === 0` as "already registered".
 */
export function obfuscatedUser(email: string, now: Date): Record<string, unknown> {
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now.toISOString(),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    is_anonymous: false,
  };
}

// Invisible characters that make look-alike addresses: soft hyphen, zero-width spaces and
// joiners, direction marks, word joiner, byte-order mark.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
// Whatever remains that is not printable (controls, lone surrogates, unassigned) or a space.
const UNPRINTABLE = /[\p{C}\s]/u;
const EMAIL = /^[^@]+@[^@.]+(\.[^@.]+)+$/;

/**
 * The one spelling of an e-mail address: NFKC (full-width letters fold to ASCII), invisible
 * characters removed, trimmed, lower-cased, the root dot of the domain dropped. Undefined when
 * it is not an address.
 * @example
 * normalizeEmail('Ｕｓｅｒ@example.com.') // 'user@example.com'
 */
export function normalizeEmail(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 1000) return undefined;
  const email = value.normalize('NFKC').replace(INVISIBLE, '').trim().toLowerCase().replace(/\.$/, '');
  if (UNPRINTABLE.test(email)) return undefined;
  return email.length <= 254 && EMAIL.test(email) ? email : undefined;
}
