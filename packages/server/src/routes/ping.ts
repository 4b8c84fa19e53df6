import { healthRoutes, type PingResponse } from '@staffplan/core';
import type { AppDeps } from '../deps';
import type { AppRouter } from './router';

export function registerPingRoutes(router: AppRouter, deps: AppDeps): void {
  router.get(healthRoutes.ping.path, (ctx) => {
    const body: PingResponse = { ok: true, time: deps.clock().toISOString() };
    ctx.body = body;
  });
}
