import { ChatRequestSchema } from '@staffplan/core';
import type { AppDeps } from '../deps';
import { currentUser, requireUser } from '../middleware/auth';
import { inputOf, validate } from '../middleware/validate';
import type { AppRouter } from './router';

/** POST /api/chat/message: one chat turn on the client's plan (SPEC section 7). */
export function registerChatRoutes(router: AppRouter, deps: AppDeps): void {
  router.post('/api/chat/message', requireUser(deps), validate(ChatRequestSchema), async (ctx) => {
    ctx.body = await deps.generator.chat({
      user: currentUser(ctx),
      request: inputOf(ctx, ChatRequestSchema),
    });
  });
}
