import type { PlanListResponse, PlanSummary } from '../../schemas/plan';

/**
 * Which page `client.plans.page()` reads.
 * @example
 * await client.plans.page({ limit: 100, cursor: previous.nextCursor ?? undefined });
 */
export interface PlanPageParams {
  /** Plans per page, 1-200. Default: the server's, 50. */
  limit?: number;
  /** The `nextCursor` of the previous page. Default: the first page. */
  cursor?: string;
}

/**
 * One page of saved plans.
 * @example
 * const { plans, nextCursor, total } = await client.plans.page({ limit: 50 });
 */
export interface PlanPage {
  plans: PlanListResponse;
  /** The cursor of the next page, or null when this is the last. */
  nextCursor: string | null;
  /** How many plans the user has (the server's X-Total-Count). */
  total: number;
}

/**
 * The cursor of a `Link: <...>; rel="next"` header (RFC 8288), or null.
 * @example
 * nextCursorOf('</api/staffing/plans?limit=50&cursor=abc>; rel="next"') // 'abc'
 */
export function nextCursorOf(link: string | null): string | null {
  for (const part of (link ?? '').split(',')) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    const rel = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(match?.[2] ?? '')?.[1] ?? '';
    if (match?.[1] && rel.toLowerCase().split(/\s+/).includes('next'))
      return new URL(match[1], 'http://link.invalid').searchParams.get('cursor');
  }
  return null;
}

/**
 * What `client.plans.list()` answers: await it for every plan in one array, or iterate it
 * with `for await` to read page after page as you go (a loop that breaks early reads no
 * further page). Nothing is requested until it is awaited or iterated.
 * @example
 * const all = await client.plans.list();
 * for await (const plan of client.plans.list({ limit: 100 })) if (plan.name.startsWith('Guard')) break;
 */
export class PlanListing implements Promise<PlanListResponse>, AsyncIterable<PlanSummary> {
  readonly [Symbol.toStringTag] = 'PlanListing';
  private all: Promise<PlanListResponse> | null = null;

  constructor(private readonly readPage: (cursor: string | undefined) => Promise<PlanPage>) {}

  /** Every page, one after the other. @example for await (const page of client.plans.list().pages()) console.log(page.total) */
  async *pages(): AsyncGenerator<PlanPage, void, undefined> {
    let cursor: string | undefined;
    do {
      const page = await this.readPage(cursor);
      yield page;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<PlanSummary, void, undefined> {
    for await (const page of this.pages()) yield* page.plans;
  }

  private gather(): Promise<PlanListResponse> {
    this.all ??= (async () => {
      const plans: PlanListResponse = [];
      for await (const page of this.pages()) plans.push(...page.plans);
      return plans;
    })();
    return this.all;
  }

  // biome-ignore lint/suspicious/noThenProperty: awaiting the listing gives every plan
  then<A = PlanListResponse, B = never>(
    onFulfilled?: ((plans: PlanListResponse) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.gather().then(onFulfilled, onRejected);
  }

  /** @example await client.plans.list().catch(() => []) */
  catch<B = never>(
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<PlanListResponse | B> {
    return this.gather().catch(onRejected);
  }

  /** @example await client.plans.list().finally(() => spinner.stop()) */
  finally(onFinally?: (() => void) | null): Promise<PlanListResponse> {
    return this.gather().finally(onFinally);
  }
}
