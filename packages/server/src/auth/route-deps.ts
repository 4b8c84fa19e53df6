import type { AppDeps } from '../deps';
import type { AppContext } from '../middleware/state';
import type { FlowDeps } from './flows';
import type { SessionDeps } from './sessions';

/** What the /auth/v1 handlers share: the app, sessions, e-mail flows and the rate limit. */
export interface AuthRouteDeps {
  app: AppDeps;
  session: SessionDeps;
  flow: FlowDeps;
  /** Counts a call per IP (and per e-mail when given); GoTrue's 429 past the limit. */
  limit: (ctx: AppContext, email?: string) => void;
}

export type Body = Record<string, unknown>;

/** The JSON body of a request, or {} when it is not an object. */
export function bodyOf(ctx: AppContext): Body {
  const body = (ctx.request as { body?: unknown }).body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

/** Who opens a session, and how (the `amr` claim). */
export function sessionMeta(ctx: AppContext, method: string) {
  return { ip: ctx.ip, userAgent: ctx.get('user-agent'), method };
}
