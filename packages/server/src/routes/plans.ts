import { CreatePlanRequestSchema, type CreatePlanResponse, UpdatePlanRequestSchema } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import type { AppContext } from '../middleware/state';
import { inputOf, validate } from '../middleware/validate';
import { PlanListCache } from '../services/plan-list-cache';
import { deletePlan, getPlan, presentPlan } from '../services/plans';
import { generatePlan, planChanges } from '../services/plan-generation';
import type { AppRouter } from './router';

function idOf(ctx: AppContext): string {
  return String((ctx as AppContext & { params?: Record<string, string> }).params?.id ?? '');
}

/** Saved plans (SPEC section 7): every query scoped to the caller; another user's id is 404. */
export function registerPlansRoutes(router: AppRouter, deps: AppDeps): void {
  const auth = requireUser(deps);
  const lists = new PlanListCache(deps.db, deps.changes);

  router.get('/api/staffing/plans', auth, async (ctx) => {
    const list = await lists.get(currentUser(ctx).id);
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
