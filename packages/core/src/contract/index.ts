import { accountRoutes } from './account';
import { amendmentsRoutes } from './amendments';
import { adminRoutes } from './admin';
import { authSyncRoutes } from './auth-sync';
import { chatRoutes } from './chat';
import { documentsRoutes } from './documents';
import { healthRoutes } from './health';
import { plansRoutes } from './plans';
import { rateCardsRoutes } from './rate-cards';
import type { RouteContract } from './route';
import { subscriptionRoutes } from './subscription';
import { thinkingRoutes } from './thinking';
import { usageRoutes } from './usage';

export * from './account';
export * from './amendments';
export * from './admin';
export * from './auth-sync';
export * from './chat';
export * from './documents';
export * from './errors';
export * from './health';
export * from './limits';
export * from './params';
export * from './plans';
export * from './rate-cards';
export * from './route';
export * from './subscription';
export * from './thinking';
export * from './usage';

/**
 * The whole API by resource: the server registers and validates from it, the OpenAPI
 * document is generated from it, and clients call it.
 * @example
 * API_CONTRACT.plans.get.path // '/api/staffing/plans/:id'
 */
export const API_CONTRACT = {
  health: healthRoutes,
  authSync: authSyncRoutes,
  plans: plansRoutes,
  amendments: amendmentsRoutes,
  rateCards: rateCardsRoutes,
  documents: documentsRoutes,
  chat: chatRoutes,
  thinking: thinkingRoutes,
  subscription: subscriptionRoutes,
  usage: usageRoutes,
  account: accountRoutes,
  admin: adminRoutes,
} as const;

/**
 * Every route of API_CONTRACT in one list.
 * @example
 * API_ROUTES.map((r) => `${r.method} ${r.path}`) // ['GET /api/ping', ...]
 */
export const API_ROUTES: readonly RouteContract[] = Object.values(API_CONTRACT).flatMap(
  (resource): RouteContract[] => Object.values(resource),
);
