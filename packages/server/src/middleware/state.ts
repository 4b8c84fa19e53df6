import type { ParameterizedContext } from 'koa';
import type { AuthUser } from '../types';

/** What the middleware chain puts on ctx.state. */
export interface AppState {
  requestId: string;
  user?: AuthUser;
}

export type AppContext = ParameterizedContext<AppState>;
