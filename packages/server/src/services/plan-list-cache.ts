import { createHash } from 'node:crypto';
import type { Db } from '../db/connect';
import { listPlansJson, planListVersion } from './plans';

interface Entry {
  version: string;
  body: string;
  etag: string;
}

/**
 * Serialized plan lists per owner, reused while the list's fingerprint (read from the
 * database on every call, so writes by any code path or instance are seen) is unchanged.
 * Bounded: the least recently used owners are dropped first.
 */
export class PlanListCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly capacity = 500,
  ) {}

  async get(ownerId: string): Promise<Entry> {
    const version = await planListVersion(this.db, ownerId);
    const hit = this.#entries.get(ownerId);
    if (hit && hit.version === version) {
      this.#entries.delete(ownerId);
      this.#entries.set(ownerId, hit);
      return hit;
    }
    const body = await listPlansJson(this.db, ownerId);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { version, body, etag };
    this.#entries.delete(ownerId);
    this.#entries.set(ownerId, entry);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return entry;
  }
}
