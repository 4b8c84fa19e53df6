import { isLoopbackAddress } from '../config/startup-warnings';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import type { AppContext } from '../middleware/state';
import type { AppRouter } from './router';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A request made on this machine, not relayed by a proxy (whose headers could be forged). */
function fromThisMachine(ctx: AppContext): boolean {
  const relayed = ctx.get('x-forwarded-for') || ctx.get('forwarded') || ctx.get('x-real-ip');
  return !relayed && isLoopbackAddress(ctx.req.socket.remoteAddress);
}

/**
 * GET /dev/mailbox(.json): the outbox for a person running locally without SMTP, so they can
 * confirm their account. Served to requests from this machine only, unless DEV_MAILBOX=1
 * (its reset links would let anyone on the network take accounts over); 404 in production
 * or when SMTP_URL is set.
 */
export function registerDevMailboxRoutes(router: AppRouter, deps: AppDeps): void {
  const enabled = !deps.config.production && !deps.config.smtpUrl;
  const mails = async (ctx: AppContext) => {
    if (!enabled || !(deps.config.devMailbox || fromThisMachine(ctx)))
      throw new AppError('not_found', 'Not found');
    const rows = await deps.db.kysely
      .selectFrom('outbox_emails')
      .select(['to', 'subject', 'text', 'links', 'sent_at'])
      .orderBy('sent_at', 'desc')
      .limit(200)
      .execute();
    return rows.map((r) => ({
      to: r.to,
      subject: r.subject,
      text: r.text,
      links: r.links,
      sentAt: r.sent_at.toISOString(),
    }));
  };
  router.get('/dev/mailbox.json', async (ctx) => {
    ctx.body = await mails(ctx);
  });
  router.get('/dev/mailbox', async (ctx) => {
    const list = await mails(ctx);
    const items = list
      .map(
        (
          m,
        ) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>
<pre>${escapeHtml(m.text)}</pre>${m.links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`).join('')}</article>`,
      )
      .join('\n');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>StaffPlan dev mailbox</title>
<style>body{font:14px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Dev mailbox</h1><p>E-mails the server would have sent (no SMTP_URL configured). Newest first.</p>${items || '<p>No e-mails yet.</p>'}</body></html>`;
  });
}
