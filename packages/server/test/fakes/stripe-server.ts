import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FormObject, formRecord, formString, parseStripeForm } from './stripe-form';
import { stripeFixture } from './stripe-fixtures';

type Json = Record<string, unknown>;

/** One request the fake received, as the Stripe SDK sent it. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: FormObject;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

interface Fault {
  method: string;
  path: RegExp;
  status: number;
  times: number;
}

const MONTH_SECONDS = 30 * 24 * 3600;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * A local stand-in for the Stripe API, reached by the real `stripe` library through its
 * host/port/protocol options. It keeps customers, Checkout Sessions and subscriptions in
 * memory, answers with Stripe's fixture objects (fixtures3.json) patched with the request's
 * values, replays idempotent POSTs, records every request and can be told to fail.
 */
export class FakeStripe {
  readonly requests: RecordedStripeRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private readonly faults: Fault[] = [];
  private readonly sessionPrices = new Map<string, string>();
  private readonly server = createServer((req, res) => void this.handle(req, res));
  now: () => number = () => Math.floor(Date.now() / 1000);
  port = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Makes the next `times` requests matching method and path answer `status`. */
  failNext(method: string, path: RegExp, status = 500, times = 1): void {
    this.faults.push({ method, path, status, times });
  }

  requestsTo(method: string, path: RegExp): RecordedStripeRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  /** What Stripe does when the customer pays: the session completes and a subscription starts. */
  completeCheckout(sessionId: string): { session: Json; subscription: Json } {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`unknown session ${sessionId}`);
    const price = this.sessionPrices.get(sessionId) ?? '';
    const subscription = this.createSubscription(String(session.customer), price, session.metadata as Json);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    return { session, subscription };
  }

  createSubscription(customer: string, price: string, metadata: Json = {}): Json {
    const now = this.now();
    const sub = stripeFixture('subscription');
    const items = sub.items as { data: Json[] };
    const item = items.data[0] as Json;
    Object.assign(item, {
      id: id('si'),
      price: { ...(item.price as Json), id: price },
      current_period_start: now,
      current_period_end: now + MONTH_SECONDS,
    });
    Object.assign(sub, {
      id: id('sub'),
      customer,
      status: 'active',
      metadata,
      created: now,
      start_date: now,
      billing_cycle_anchor: now,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      cancel_at_period_end: false,
      trial_start: null,
      trial_end: null,
      pending_update: null,
      pause_collection: null,
      latest_invoice: null,
    });
    items.data = [item];
    this.subscriptions.set(String(sub.id), sub);
    return sub;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(req);
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const record: RecordedStripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: req.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(raw),
      idempotencyKey: header('idempotency-key'),
      authorization: header('authorization'),
    };
    this.requests.push(record);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    const fault = this.faults.find((f) => f.method === record.method && f.path.test(record.path));
    if (fault) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults.splice(this.faults.indexOf(fault), 1);
      send(fault.status, { error: { type: 'api_error', message: 'Injected failure' } });
      return;
    }
    const replayKey =
      record.method === 'POST' && record.idempotencyKey ? `${record.idempotencyKey}` : undefined;
    const replay = replayKey ? this.idempotent.get(replayKey) : undefined;
    if (replay) {
      send(replay.status, replay.body);
      return;
    }
    const [status, body] = this.route(record);
    if (replayKey && status < 500) this.idempotent.set(replayKey, { status, body });
    send(status, body);
  }

  private route(r: RecordedStripeRequest): [number, unknown] {
    const missing = (what: string): [number, unknown] => [
      404,
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
    ];
    const m = (re: RegExp) => r.path.match(re);
    let match = m(/^\/v1\/customers$/);
    if (match && r.method === 'POST') return [200, this.createCustomer(r.body)];
    match = m(/^\/v1\/customers\/([^/]+)$/);
    if (match)
      return this.customers.has(match[1] ?? '')
        ? [200, this.customers.get(match[1] ?? '')]
        : missing('customer');
    match = m(/^\/v1\/checkout\/sessions$/);
    if (match && r.method === 'POST') return this.createSession(r.body);
    match = m(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (match)
      return this.sessions.has(match[1] ?? '')
        ? [200, this.sessions.get(match[1] ?? '')]
        : missing('session');
    match = m(/^\/v1\/subscriptions\/([^/]+)$/);
    if (match) {
      const sub = this.subscriptions.get(match[1] ?? '');
      if (!sub) return missing('subscription');
      if (r.method === 'POST') return [200, this.updateSubscription(sub, r.body)];
      if (r.method === 'DELETE') Object.assign(sub, { status: 'canceled', ended_at: this.now() });
      return [200, sub];
    }
    match = m(/^\/v1\/billing_portal\/sessions$/);
    if (match && r.method === 'POST') {
      const portal = stripeFixture('billing_portal.session');
      Object.assign(portal, { id: id('bps'), customer: formString(r.body, 'customer') });
      Object.assign(portal, {
        return_url: formString(r.body, 'return_url'),
        url: `https://portal.test/${portal.id}`,
      });
      return [200, portal];
    }
    return missing(`route ${r.method} ${r.path}`);
  }

  private createCustomer(body: FormObject): Json {
    const customer = stripeFixture('customer');
    Object.assign(customer, {
      id: id('cus'),
      email: formString(body, 'email') ?? null,
      metadata: formRecord(body, 'metadata'),
      created: this.now(),
      discount: null,
    });
    this.customers.set(String(customer.id), customer);
    return customer;
  }

  private createSession(body: FormObject): [number, unknown] {
    const price = formString(body, 'line_items', 0, 'price');
    if (!price) {
      return [
        400,
        { error: { type: 'invalid_request_error', message: 'Missing line_items', param: 'line_items' } },
      ];
    }
    const session = stripeFixture('checkout.session');
    const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
    Object.assign(session, {
      id: sessionId,
      mode: formString(body, 'mode') ?? 'payment',
      customer: formString(body, 'customer') ?? null,
      client_reference_id: formString(body, 'client_reference_id') ?? null,
      success_url: formString(body, 'success_url') ?? null,
      cancel_url: formString(body, 'cancel_url') ?? null,
      metadata: formRecord(body, 'metadata'),
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
      created: this.now(),
      url: `https://checkout.test/c/pay/${sessionId}`,
    });
    this.sessionPrices.set(sessionId, price);
    this.sessions.set(sessionId, session);
    return [200, session];
  }

  private updateSubscription(sub: Json, body: FormObject): Json {
    const cancel = formString(body, 'cancel_at_period_end');
    if (cancel !== undefined) sub.cancel_at_period_end = cancel === 'true';
    const price = formString(body, 'items', 0, 'price');
    const itemId = formString(body, 'items', 0, 'id');
    const items = (sub.items as { data: Json[] }).data;
    const item = items.find((i) => i.id === itemId) ?? items[0];
    if (price && item) item.price = { ...(item.price as Json), id: price };
    const metadata = formRecord(body, 'metadata');
    if (Object.keys(metadata).length > 0) sub.metadata = { ...(sub.metadata as Json), ...metadata };
    return sub;
  }
}

/** Starts a fake Stripe on a random 127.0.0.1 port. */
export function startFakeStripe(): Promise<FakeStripe> {
  return new FakeStripe().start();
}
