import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/connect';
import { listPlansJson, planListVersion } from './plans';

interface Entry {
  version: string;
  /** UTF-8 bytes, encoded once per change instead of once per request. */
  body: Buffer;
  /** The same bytes gzip-compressed once per change (lists compress about tenfold). */
  gzip: Buffer;
  etag: string;
}

/**
 * Serialized plan lists per owner. On the embedded database an entry lives until the plans
 * trigger announces a change for its owner (exact, delivered before the write returns); on a
 * shared Postgres the list's fingerprint is read on every call, so writes by other instances
 * are seen at once. Bounded: the least recently used owners are dropped first.
 */
export class PlanListCache {
  readonly #entries = new Map<string, Entry>();
  /** Bumped per owner by each change: a read that raced a write is not cached. */
  readonly #generation = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
    private readonly capacity = 500,
  ) {
    changes.on('plans', (ownerId) => {
      this.#entries.delete(ownerId);
      this.#generation.set(ownerId, (this.#generation.get(ownerId) ?? 0) + 1);
    });
  }

  async get(ownerId: string): Promise<Entry> {
    const generation = this.#generation.get(ownerId) ?? 0;
    const hit = this.#entries.get(ownerId);
    const version = this.changes.exact ? String(generation) : await planListVersion(this.db, ownerId);
    if (hit && hit.version === version) {
      this.#entries.delete(ownerId);
      this.#entries.set(ownerId, hit);
      return hit;
    }
    const body = Buffer.from(await listPlansJson(this.db, ownerId));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { version, body, gzip: gzipSync(body), etag };
    if ((this.#generation.get(ownerId) ?? 0) !== generation) return entry;
    this.#entries.delete(ownerId);
    this.#entries.set(ownerId, entry);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return entry;
  }
}
