import Koa from 'koa';
import { buildAuthRouter } from './auth/routes';
import type { AppDeps } from './deps';
import { bodyParser } from './middleware/body';
import { errorHandler } from './middleware/error-handler';
import { requestContext } from './middleware/request-context';
import { cors, securityHeaders } from './middleware/security';
import type { AppState } from './middleware/state';
import { answerUncaughtErrors } from './middleware/uncaught-errors';
import { defaultWebDir, webApp } from './middleware/web-app';
import { buildApiRouter } from './routes/index';
import type { AppRouter } from './routes/router';

/** The Koa app with its /api router exposed (tests walk the route list). */
export interface StaffPlanApp extends Koa<AppState> {
  apiRouter: AppRouter;
}

/** Builds the Koa app: request ids, errors, headers, CORS, bodies, /api, the web app. */
export function createApp(deps: AppDeps): StaffPlanApp {
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy }) as StaffPlanApp;
  // Errors that escape every middleware are logged through deps.logger and answered as JSON.
  answerUncaughtErrors(app, deps);
  app.use(requestContext(deps));
  // Right after the request id, so errors in the headers, CORS and web-app layers get the
  // API's JSON answer and one log line too.
  app.use(errorHandler(deps));
  app.use(securityHeaders(deps.config));
  app.use(cors(deps.config));
  app.use(webApp(deps.config.webDir ?? defaultWebDir()));
  app.use(bodyParser());
  if (deps.embeddedAuth) {
    const auth = buildAuthRouter(deps, { db: deps.db, clock: deps.clock, ...deps.embeddedAuth });
    // Every auth route is under /auth/v1: other requests skip matching its routes.
    const routes = auth.routes();
    const allowed = auth.allowedMethods();
    // The router's own middleware types expect its context; it adds what it needs itself.
    type RoutesContext = Parameters<typeof routes>[0];
    type AllowedContext = Parameters<typeof allowed>[0];
    app.use((ctx, next) => {
      if (!ctx.path.startsWith('/auth/v1/')) return next();
      return routes(ctx as RoutesContext, () => allowed(ctx as unknown as AllowedContext, next));
    });
  }
  const api = buildApiRouter(deps);
  app.apiRouter = api;
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
      ctx.status = 404;
      ctx.body = {
        error: `No route ${ctx.method} ${ctx.path}`,
        code: 'not_found',
        requestId: ctx.state.requestId,
      };
    }
  });
  return app;
}
