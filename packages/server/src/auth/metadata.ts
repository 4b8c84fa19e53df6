import { GoTrueError } from './gotrue-error';

/** User metadata is copied into every access token: 16 KB of JSON at most. */
export const MAX_METADATA_BYTES = 16 * 1024;
const MAX_DEPTH = 16;

// Postgres jsonb refuses NUL and lone surrogates: they are refused here as a 400, not a 500.
const UNSTORABLE = /\p{Cs}/u;
const NUL = String.fromCharCode(0);

function tooLarge(): GoTrueError {
  return new GoTrueError(
    400,
    'validation_failed',
    `User metadata (data) is limited to ${MAX_METADATA_BYTES / 1024} KB of JSON`,
  );
}

function check(value: unknown, depth: number): void {
  if (depth > MAX_DEPTH)
    throw new GoTrueError(
      400,
      'validation_failed',
      `User metadata (data) nests deeper than ${MAX_DEPTH} levels`,
    );
  if (typeof value === 'string') {
    if (value.includes(NUL) || UNSTORABLE.test(value))
      throw new GoTrueError(
        400,
        'validation_failed',
        'User metadata (data) contains NUL or an unpaired surrogate',
      );
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  for (const entry of entries) check(entry, depth + 1);
}

/**
 * Parses the `data` of a sign-up or user update: a JSON object of at most 16 KB, at most 16
 * levels deep, storable in Postgres. Undefined when absent; GoTrue's 400 validation_failed
 * otherwise.
 * @example
 * parseMetadata({ full_name: 'Ada' }) // { full_name: 'Ada' }
 */
export function parseMetadata(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new GoTrueError(400, 'validation_failed', 'User metadata (data) must be a JSON object');
  check(value, 0);
  const metadata = value as Record<string, unknown>;
  assertMetadataSize(metadata);
  return metadata;
}

/** Throws GoTrue's 400 when the metadata's JSON is over 16 KB (after a merge, for instance). */
export function assertMetadataSize(metadata: Record<string, unknown>): void {
  if (Buffer.byteLength(JSON.stringify(metadata), 'utf8') > MAX_METADATA_BYTES) throw tooLarge();
}
