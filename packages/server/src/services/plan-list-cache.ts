import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { PLAN_PAGE_DEFAULT_LIMIT } from '@staffplan/core';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/connect';
import { listPlanPage } from './plan-list';
import { planListVersion } from './plans';

const brotli = promisify(brotliCompress);

/**
 * One owner's first page (the default limit, no cursor: the call the web app makes on every
 * focus), serialised and compressed once per change instead of once per request.
 */
export interface PlanListEntry {
  readonly version: string;
  /** UTF-8 JSON bytes. */
  readonly body: Buffer;
  /** The same bytes gzip-compressed (a page of 50 summaries: 14 KiB to under 2 KiB). */
  readonly gzip: Buffer;
  /**
   * The same bytes at brotli's best quality (about 20 % smaller than gzip on a page).
   * Too slow to compute on the request path (about 40 ms for a page of 50), so it is built off
   * the event loop once the entry is served a second time; until then it is undefined.
   */
  br: Buffer | undefined;
  /** The owner's number of plans (X-Total-Count). */
  readonly total: number;
  /** The cursor of the second page, or null when the first is all there is. */
  readonly next: string | null;
  /** Covers the body, the total and the next cursor: a 304 keeps all three right. */
  readonly etag: string;
  hits: number;
}

/**
 * Serialized first pages of the plan list per owner. On the embedded database an entry lives
 * until the plans trigger announces a change for its owner (exact, delivered before the write
 * returns); on a shared Postgres the list's fingerprint is read on every call, so writes by
 * other instances are seen at once. Bounded: the least recently used owners are dropped first.
 */
export class PlanListCache {
  readonly #entries = new Map<string, PlanListEntry>();
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

  async get(ownerId: string): Promise<PlanListEntry> {
    const generation = this.#generation.get(ownerId) ?? 0;
    const hit = this.#entries.get(ownerId);
    const version = this.changes.exact ? String(generation) : await planListVersion(this.db, ownerId);
    if (hit && hit.version === version) {
      this.#entries.delete(ownerId);
      this.#entries.set(ownerId, hit);
      hit.hits += 1;
      if (hit.hits === 2) this.#compressBrotli(hit);
      return hit;
    }
    const page = await listPlanPage(this.db, ownerId, { limit: PLAN_PAGE_DEFAULT_LIMIT });
    const body = Buffer.from(page.json);
    const etag = `"${createHash('sha1')
      .update(body)
      .update(`\n${page.total}\n${page.next ?? ''}`)
      .digest('base64url')}"`;
    const entry: PlanListEntry = {
      version,
      body,
      gzip: gzipSync(body),
      br: undefined,
      total: page.total,
      next: page.next,
      etag,
      hits: 1,
    };
    if ((this.#generation.get(ownerId) ?? 0) !== generation) return entry;
    this.#entries.delete(ownerId);
    this.#entries.set(ownerId, entry);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return entry;
  }

  /** Fills entry.br on the thread pool; a failure only means gzip keeps being served. */
  #compressBrotli(entry: PlanListEntry): void {
    brotli(entry.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
      },
    }).then(
      (br) => {
        entry.br = br;
      },
      () => {},
    );
  }
}
