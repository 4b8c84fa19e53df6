import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmail } from '../helpers/factories';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { createTestUser } from '../helpers/test-user';
import { supabaseFor } from './supabase-client';

describe('auth e-mail', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let withSmtp: TestServer;
  let local: TestServer;
  let production: TestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    [withSmtp, local, production] = await Promise.all([
      getTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } }),
      getTestServer(),
      getTestServer({ env: { NODE_ENV: 'production' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withSmtp?.close(), local?.close(), production?.close()]);
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('sends the confirmation through SMTP when SMTP_URL is set, and the link confirms the account', async () => {
    const email = buildEmail('smtp');
    const supabase = supabaseFor(withSmtp.url);
    const { error } = await supabase.auth.signUp({
      email,
      password: 'smtp-Pass-2026',
      options: { emailRedirectTo: `${withSmtp.config.publicUrl}/pricing` },
    });
    expect(error).toBeNull();
    const message = received.find((m) => m.includes(email));
    expect(message).toContain('Subject: Confirm your StaffPlan account');
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(
      message?.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '',
    )?.[1];
    expect(link).toBeDefined();
    const res = await fetch((link ?? '').replace(withSmtp.config.publicUrl, withSmtp.url), {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const code = new URL(res.headers.get('location') ?? '').searchParams.get('code');
    expect((await supabase.auth.exchangeCodeForSession(code ?? '')).error).toBeNull();
    const outbox = await withSmtp.deps.db.kysely.selectFrom('outbox_emails').selectAll().execute();
    expect(outbox).toEqual([]);
  });

  it('shows the outbox at /dev/mailbox(.json) locally; 404 with SMTP or in production', async () => {
    const user = await createTestUser(local, { confirmed: false });
    const json = (await (await fetch(`${local.url}/dev/mailbox.json`)).json()) as Array<
      Record<string, unknown>
    >;
    const mail = json.find((m) => m.to === user.email);
    expect(mail).toMatchObject({ subject: 'Confirm your StaffPlan account' });
    expect(Object.keys(mail ?? {}).sort()).toEqual(['links', 'sentAt', 'subject', 'text', 'to']);
    const link = String((mail?.links as string[] | undefined)?.[0]);
    expect(link).toContain('/auth/v1/verify?token=');
    expect(link).toContain(encodeURIComponent(`${local.config.publicUrl}/pricing`));
    const page = await fetch(`${local.url}/dev/mailbox`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(user.email);
    for (const server of [withSmtp, production]) {
      expect((await fetch(`${server.url}/dev/mailbox.json`)).status).toBe(404);
      expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(404);
    }
  });

  it('never redirects an e-mail link to a foreign host', async () => {
    const email = buildEmail('redirect');
    await fetch(
      `${local.url}/auth/v1/signup?redirect_to=${encodeURIComponent('https://evil.example/steal')}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'redirect-Pass-1' }),
      },
    );
    const json = (await (await fetch(`${local.url}/dev/mailbox.json`)).json()) as Array<{
      to: string;
      links: string[];
    }>;
    const link = json.find((m) => m.to === email)?.links[0] ?? '';
    const res = await fetch(link.replace(local.config.publicUrl, local.url), { redirect: 'manual' });
    expect(new URL(res.headers.get('location') ?? '').origin).toBe(new URL(local.config.publicUrl).origin);
  });
});
