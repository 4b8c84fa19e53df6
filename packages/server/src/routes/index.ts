import type { AppDeps } from '../deps';
import { registerAccountRoutes } from './account';
import { registerAmendmentRoutes } from './amendments';
import { registerAuthSyncRoutes } from './auth-sync';
import { registerDevMailboxRoutes } from './dev-mailbox';
import { registerAdminRoutes } from './admin';
import { registerChatRoutes } from './chat';
import { registerCheckoutRoutes } from './checkout';
import { registerOpenApiRoutes } from './openapi';
import { registerPingRoutes } from './ping';
import { registerPlansRoutes } from './plans';
import { registerRateCardsRoutes } from './rate-cards';
import { type AppRouter, createRouter } from './router';
import { registerStripeWebhookRoutes } from './stripe-webhook';
import { registerSubscriptionRoutes } from './subscription';
import { registerUploadRoutes } from './upload';
import { registerUsageRoutes } from './usage';

/**
 * Every /api route, one register function per resource file. Append your line.
 * (The embedded auth at /auth/v1 and /dev/mailbox are mounted by app.ts.)
 */
export function buildApiRouter(deps: AppDeps): AppRouter {
  const router = createRouter();
  registerPingRoutes(router, deps);
  registerOpenApiRoutes(router);
  registerAuthSyncRoutes(router, deps);
  registerPlansRoutes(router, deps);
  registerAmendmentRoutes(router, deps);
  registerRateCardsRoutes(router, deps);
  registerUsageRoutes(router, deps);
  registerAccountRoutes(router, deps);
  registerUploadRoutes(router, deps);
  registerDevMailboxRoutes(router, deps);
  registerSubscriptionRoutes(router, deps);
  registerCheckoutRoutes(router, deps);
  registerStripeWebhookRoutes(router, deps);
  registerAdminRoutes(router, deps);
  registerChatRoutes(router, deps);
  return router;
}
