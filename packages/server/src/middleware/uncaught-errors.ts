import type Koa from 'koa';
import type { AppDeps } from '../deps';
import { errorAnswer } from './error-handler';
import type { AppState } from './state';

type AppContext = Koa.ParameterizedContext<AppState>;

/**
 * The last resort for errors no middleware caught (thrown before the error handler runs, or
 * by a response stream after the headers left): Koa would print them to stderr, or nothing
 * at all with `app.silent`, and answer plain text. Here each is logged once through the
 * server's logger and, while the response can still be written, answered with the API's
 * JSON error shape.
 * @example
 * answerUncaughtErrors(app, deps);
 */
export function answerUncaughtErrors(app: Koa<AppState>, deps: Pick<AppDeps, 'logger'>): void {
  app.on('error', (error: unknown, ctx?: AppContext) => {
    // Koa's own rule for what to print: not 404s and not errors meant for the client.
    const { status, expose } = (error ?? {}) as { status?: unknown; expose?: unknown };
    if (status === 404 || expose === true) return;
    deps.logger.error({ err: error, requestId: ctx?.state.requestId, path: ctx?.path }, 'unhandled error');
  });
  app.context.onerror = function onerror(this: AppContext, error: unknown) {
    if (error === null || error === undefined) return;
    this.app.emit('error', error, this);
    if (this.headerSent || !this.writable) return;
    const requestId: string | undefined = this.state?.requestId;
    const answer = errorAnswer(error, requestId);
    const body = JSON.stringify(answer.body);
    const res = this.res;
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.statusCode = answer.status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (requestId) res.setHeader('X-Request-Id', requestId);
    res.end(body);
  };
}
