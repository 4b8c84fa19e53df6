import { rateCardsRoutes } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import {
  createRateCard,
  deleteRateCard,
  getRateCard,
  importRateCard,
  listRateCards,
  presentRateCard,
  updateRateCard,
} from '../services/rate-cards';
import type { AppRouter } from './router';

/** The company rate library (issue 14): every query scoped to the caller, like plans. */
export function registerRateCardsRoutes(router: AppRouter, deps: AppDeps): void {
  const auth = requireUser(deps);
  const r = rateCardsRoutes;

  router.get(r.list.path, auth, validate(r.list), async (ctx) => {
    ctx.body = await listRateCards(deps.db, currentUser(ctx).id);
  });

  router.post(r.create.path, auth, validate(r.create), async (ctx) => {
    ctx.body = presentRateCard(await createRateCard(deps.db, currentUser(ctx).id, ctx.input.body));
  });

  router.post(r.import.path, auth, validate(r.import), async (ctx) => {
    const { row, warnings } = await importRateCard(deps.db, currentUser(ctx).id, ctx.input.body);
    ctx.body = { card: presentRateCard(row), warnings };
  });

  router.get(r.get.path, auth, validate(r.get), async (ctx) => {
    ctx.body = presentRateCard(await getRateCard(deps.db, currentUser(ctx).id, ctx.input.params.id));
  });

  router.patch(r.update.path, auth, validate(r.update), async (ctx) => {
    const { params, body } = ctx.input;
    ctx.body = presentRateCard(await updateRateCard(deps.db, currentUser(ctx).id, params.id, body));
  });

  router.delete(r.delete.path, auth, validate(r.delete), async (ctx) => {
    await deleteRateCard(deps.db, currentUser(ctx).id, ctx.input.params.id);
    ctx.body = { ok: true };
  });
}
