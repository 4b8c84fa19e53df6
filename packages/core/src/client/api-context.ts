import { AuthenticationError, MissingSessionError } from './errors';
import { type ClientOptions, read, readAsync } from './options';
import type { SessionKeeper } from './session';
import { type CallSpec, performWithHeaders, type TransportSettings } from './transport';

/** How a product call authenticates: a token is required, sent when present, or never sent. */
export type AuthMode = 'required' | 'optional' | 'none';

/** A product call: a path under the base URL plus how it authenticates. */
export type ApiCall<T> = Omit<CallSpec<T>, 'url'> & { path: string; auth?: AuthMode; identity?: boolean };

/**
 * What every resource needs: the product server's base URL, the transport and the session.
 * Adds the bearer token and, when configured, the web's X-User-Email / X-Customer-ID headers (docs/product.md, How clients call the server).
 */
export class ApiContext {
  constructor(
    readonly baseUrl: string,
    readonly transport: TransportSettings,
    readonly keeper: SessionKeeper | null,
    private readonly options: ClientOptions,
  ) {}

  /** The access token for a call, or undefined when none is available and none is required. */
  async token(mode: AuthMode): Promise<string | undefined> {
    if (mode === 'none') return undefined;
    const fixed = await readAsync(this.options.accessToken);
    if (fixed) return fixed;
    if (!this.keeper) {
      if (mode === 'required') throw new MissingSessionError();
      return undefined;
    }
    if (mode === 'required') return this.keeper.accessToken();
    try {
      return (await this.keeper.current())?.access_token;
    } catch {
      return undefined;
    }
  }

  private async headers(token: string | undefined, identity: boolean): Promise<Record<string, string>> {
    const headers: Record<string, string> = { ...this.options.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    const id = this.options.identity;
    if (id && identity) {
      const email =
        (await readAsync(id.email)) ?? (await this.keeper?.current().catch(() => null))?.user.email;
      const customerId = read(id.customerId);
      if (email) headers['x-user-email'] = email;
      if (customerId) headers['x-customer-id'] = customerId;
    }
    return headers;
  }

  /** Performs a product call; after a 401 with a stored session it refreshes once and retries. */
  async call<T>(spec: ApiCall<T>): Promise<T> {
    return (await this.callWithHeaders(spec)).data;
  }

  /** `call`, also giving the answer's headers. */
  async callWithHeaders<T>(spec: ApiCall<T>): Promise<{ data: T; headers: Headers }> {
    const { path, auth = 'required', identity = true, ...rest } = spec;
    const run = async (token: string | undefined) =>
      performWithHeaders(this.transport, {
        ...rest,
        url: `${this.baseUrl}${path}`,
        headers: { ...(await this.headers(token, identity)), ...rest.headers },
      });
    const token = await this.token(auth);
    try {
      return await run(token);
    } catch (error) {
      const canRefresh =
        error instanceof AuthenticationError &&
        token &&
        this.keeper &&
        !(await readAsync(this.options.accessToken));
      if (!canRefresh || !this.keeper) throw error;
      let fresh: string;
      try {
        fresh = (await this.keeper.forceRefresh()).access_token;
      } catch {
        throw error;
      }
      return run(fresh);
    }
  }

  /** The WebSocket URL for a path: http -> ws, https -> wss; a relative base uses the page origin. */
  socketUrl(path: string): string {
    const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? '';
    const base = /^https?:\/\//.test(this.baseUrl) ? this.baseUrl : `${origin}${this.baseUrl}`;
    return `${base.replace(/^http/, 'ws')}${path}`;
  }
}
