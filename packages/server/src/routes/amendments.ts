import { type AmendPlanResponse, amendmentsRoutes } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { readSingleUpload } from '../documents/read-upload';
import { currentUser, requireUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { amendSavedPlan, listPlanAmendments } from '../services/plan-amendments';
import { expectedVersion, planVersion } from '../services/plan-version';
import { getPlan, presentPlan } from '../services/plans';
import type { AppRouter } from './router';

/**
 * Amendments of a saved plan (issue 16): POST adds one (multipart field `file`, read and
 * limited like /api/upload) and answers the saved plan with the amendment's report; GET
 * lists those added. Scoped to the caller; another user's plan is 404.
 */
export function registerAmendmentRoutes(router: AppRouter, deps: AppDeps): void {
  const auth = requireUser(deps);

  router.post(amendmentsRoutes.apply.path, auth, validate(amendmentsRoutes.apply), async (ctx) => {
    const user = currentUser(ctx);
    // Another user's plan is 404 before anything is read or billed.
    await getPlan(deps.db, user.id, ctx.input.params.id);
    await deps.billing.assertCanUpload(user);
    const expected = expectedVersion(ctx.get('if-match'));
    const upload = await readSingleUpload(ctx.req).catch((error: unknown) => {
      ctx.set('Connection', 'close');
      throw error;
    });
    const { row, stored } = await amendSavedPlan(deps, user, ctx.input.params.id, upload, expected);
    ctx.set('ETag', `"${planVersion(row)}"`);
    const body: AmendPlanResponse = { plan: presentPlan(row), amendment: stored };
    ctx.body = body;
  });

  router.get(amendmentsRoutes.list.path, auth, validate(amendmentsRoutes.list), async (ctx) => {
    ctx.body = await listPlanAmendments(deps, currentUser(ctx).id, ctx.input.params.id);
  });
}
