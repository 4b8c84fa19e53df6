import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { type CreatePlanResponse, PLAN_PAGE_DEFAULT_LIMIT, plansRoutes } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import type { AppContext } from '../middleware/state';
import { validate } from '../middleware/validate';
import { listPlanPage } from '../services/plan-list';
import { PlanListCache } from '../services/plan-list-cache';
import { deletePlan, getPlan, presentPlan } from '../services/plans';
import { patchDocument } from '../services/plan-document';
import { generatePlan } from '../services/plan-generation';
import { expectedVersion, planVersion } from '../services/plan-version';
import { registerPlanHistoryRoutes } from './plan-history';
import type { AppRouter } from './router';

const gzip = promisify(gzipCallback);

/** X-Total-Count always; `Link: <...>; rel="next"` (RFC 8288) while more plans follow. */
function setPageHeaders(ctx: AppContext, limit: number, page: { total: number; next: string | null }): void {
  ctx.set('X-Total-Count', String(page.total));
  if (page.next) ctx.set('Link', `</api/staffing/plans?limit=${limit}&cursor=${page.next}>; rel="next"`);
}

/**
 * Saved plans (docs/product.md, How clients call the server): every query scoped to the caller; another user's id is 404.
 * The list is paged: `limit` (1-200, default 50) and the opaque `cursor` of the Link header.
 */
export function registerPlansRoutes(router: AppRouter, deps: AppDeps): void {
  const auth = requireUser(deps);
  const lists = new PlanListCache(deps.db, deps.changes);

  router.get(plansRoutes.list.path, auth, validate(plansRoutes.list), async (ctx) => {
    const { limit, cursor } = ctx.input.query;
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

  router.post(plansRoutes.create.path, auth, validate(plansRoutes.create), async (ctx) => {
    const input = ctx.input.body;
    const result = await generatePlan(deps, currentUser(ctx), input, undefined);
    const body: CreatePlanResponse = {
      id: result.planId,
      generated_plan: result.generatedPlan,
      generationId: result.generationId,
    };
    ctx.body = body;
  });

  router.get(plansRoutes.get.path, auth, validate(plansRoutes.get), async (ctx) => {
    const row = await getPlan(deps.db, currentUser(ctx).id, ctx.input.params.id);
    ctx.set('ETag', `"${planVersion(row)}"`);
    ctx.body = presentPlan(row);
  });

  router.patch(plansRoutes.update.path, auth, validate(plansRoutes.update), async (ctx) => {
    // If-Match: the version the client edited (a write on a newer plan is 409).
    const expected = expectedVersion(ctx.get('if-match'));
    // Each change of the tasks is a version (undo and redo read them); a rename is not.
    const saved = await patchDocument(deps, currentUser(ctx), ctx.input.params.id, ctx.input.body, expected);
    ctx.set('ETag', `"${planVersion(saved)}"`);
    ctx.body = presentPlan(saved);
  });

  registerPlanHistoryRoutes(router, deps, auth);

  router.delete(plansRoutes.delete.path, auth, validate(plansRoutes.delete), async (ctx) => {
    await deletePlan(deps.db, currentUser(ctx).id, ctx.input.params.id);
    ctx.body = { ok: true };
  });
}
