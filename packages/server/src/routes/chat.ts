import { chatRoutes } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import type { AppRouter } from './router';

/** POST /api/chat/message: one chat turn on the client's plan (docs/product.md, Journeys and rules: Chatting). */
export function registerChatRoutes(router: AppRouter, deps: AppDeps): void {
  const route = chatRoutes.message;
  router.post(route.path, requireUser(deps), validate(route), async (ctx) => {
    ctx.body = await deps.generator.chat({ user: currentUser(ctx), request: ctx.input.body });
  });
}
