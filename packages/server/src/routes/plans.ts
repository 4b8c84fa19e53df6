import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import {
  CreatePlanRequestSchema,
  type CreatePlanResponse,
  PLAN_PAGE_DEFAULT_LIMIT,
  type PlanListQuery,
  PlanListQuerySchema,
  UpdatePlanRequestSchema,
} from '@staffplan/core';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { currentUser, requireUser } from '../middleware/auth';
import type { AppContext } from '../middleware/state';
import { inputOf, validate } from '../middleware/validate';
import { listPlanPage } from '../services/plan-list';
import { PlanListCache } from '../services/plan-list-cache';
import { deletePlan, getPlan, presentPlan } from '../services/plans';
import { generatePlan, planChanges } from '../services/plan-generation';
import type { AppRouter } from './router';

const gzip = promisify(gzipCallback);

function idOf(ctx: AppContext): string {
  return String((ctx as AppContext & { params?: Record<string, string> }).params?.id ?? '');
}

/** limit and cursor of the list call, or 400 naming the parameter and what was received. */
function listQuery(ctx: AppContext): PlanListQuery {
  const parsed = PlanListQuerySchema.safeParse(ctx.query);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError(
    'bad_request',
    `${issue?.path.join('.') ?? 'query'} ${issue?.message ?? 'is not valid'}`,
  );
}

/** X-Total-Count always; `Link: <...>; rel="next"` (RFC 8288) while more plans follow. */
function setPageHeaders(ctx: AppContext, limit: number, page: { total: number; next: string | null }): void {
  ctx.set('X-Total-Count', String(page.total));
  if (page.next) ctx.set('Link', `</api/staffing/plans?limit=${limit}&cursor=${page.next}>; rel="next"`);
}

/**
 * Saved plans (SPEC section 7): every query scoped to the caller; another user's id is 404.
 * The list is paged: `limit` (1-200, default 50) and the opaque `cursor` of the Link header.
 */
export function registerPlansRoutes(router: AppRouter, deps: AppDeps): void {
  const auth = requireUser(deps);
  const lists = new PlanListCache(deps.db, deps.changes);

  router.get('/api/staffing/plans', auth, async (ctx) => {
    const { limit, cursor } = listQuery(ctx);
    const owner = currentUser(ctx).id;
    if (limit !== PLAN_PAGE_DEFAULT_LIMIT || cursor !== undefined) {
      // Later pages and other sizes: one indexed query each, not cached; gzipped on the thread
      // pool when accepted (a page of 200: 57 KiB of JSON, 6 KiB gzip, well under 1 ms).
      const page = await listPlanPage(deps.db, owner, { limit, cursor });
      setPageHeaders(ctx, limit, page);
      ctx.type = 'application/json; charset=utf-8';
      ctx.vary('Accept-Encoding');
      const body = Buffer.from(page.json);
      if (body.length > 1024 && ctx.acceptsEncodings('gzip') === 'gzip') {
        ctx.set('Content-Encoding', 'gzip');
        ctx.body = await gzip(body);
      } else {
        ctx.body = body;
      }
      return;
    }
    const list = await lists.get(owner);
    setPageHeaders(ctx, limit, list);
    ctx.set('ETag', list.etag);
    ctx.vary('Accept-Encoding');
    if (ctx.get('if-none-match') === list.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json; charset=utf-8';
    // The bytes were compressed once per change; Koa writes the Buffer as it is. Brotli when
    // the client takes it at all (browsers list gzip first with equal weight), else gzip.
    if (list.br && ctx.acceptsEncodings('br') === 'br') {
      ctx.set('Content-Encoding', 'br');
      ctx.body = list.br;
    } else if (ctx.acceptsEncodings('gzip') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = list.gzip;
    } else {
      ctx.body = list.body;
    }
  });

  router.post('/api/staffing/plans', auth, validate(CreatePlanRequestSchema), async (ctx) => {
    const input = inputOf(ctx, CreatePlanRequestSchema);
    const result = await generatePlan(deps, currentUser(ctx), input, undefined);
    const body: CreatePlanResponse = {
      id: result.planId,
      generated_plan: result.generatedPlan,
      ...(result.generationId ? { generationId: result.generationId } : {}),
    };
    ctx.body = body;
  });

  router.get('/api/staffing/plans/:id', auth, async (ctx) => {
    ctx.body = presentPlan(await getPlan(deps.db, currentUser(ctx).id, idOf(ctx)));
  });

  router.patch('/api/staffing/plans/:id', auth, validate(UpdatePlanRequestSchema), async (ctx) => {
    const user = currentUser(ctx);
    const input = inputOf(ctx, UpdatePlanRequestSchema);
    const id = idOf(ctx);
    const existing = await getPlan(deps.db, user.id, id);
    // As the spec's client expects: no generated_plan, document text present and the name
    // unchanged means "regenerate this plan"; anything else is an edit.
    const regenerate =
      input.generated_plan === undefined &&
      typeof input.rfp_text === 'string' &&
      input.rfp_text !== '' &&
      (input.name ?? existing.name) === existing.name;
    if (regenerate) {
      await generatePlan(
        deps,
        user,
        CreatePlanRequestSchema.parse({ ...presentPlan(existing), ...input, name: existing.name }),
        id,
      );
    } else {
      await planChanges(deps, user.id, id, input);
    }
    ctx.body = presentPlan(await getPlan(deps.db, user.id, id));
  });

  router.delete('/api/staffing/plans/:id', auth, async (ctx) => {
    await deletePlan(deps.db, currentUser(ctx).id, idOf(ctx));
    ctx.body = { ok: true };
  });
}
