import { TIERS } from '@staffplan/core';
import type { LocalCheckout } from './local-provider';
import { formatCents } from './tiers';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
  body { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; background: #f6f7f9; color: #111827; margin: 0; }
  main { max-width: 440px; margin: 64px auto; background: #fff; border: 1px solid #e5e7eb; border-radius: 12px; padding: 32px; }
  .banner { background: #fef3c7; color: #78350f; border: 1px solid #f59e0b; border-radius: 8px; padding: 12px 14px; font-weight: 600; }
  h1 { font-size: 20px; margin: 24px 0 4px; }
  .price { font-size: 32px; font-weight: 700; font-variant-numeric: tabular-nums; margin: 8px 0; }
  .muted { color: #4b5563; font-size: 14px; }
  button { width: 100%; margin-top: 24px; padding: 12px; font-size: 16px; font-weight: 600; color: #fff; background: #2563eb; border: 0; border-radius: 8px; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
  a { display: block; text-align: center; margin-top: 16px; color: #1d4ed8; }
  @media (max-width: 480px) { main { margin: 24px 12px; padding: 24px; } }
  @media (prefers-color-scheme: dark) {
    body { background: #0b0f17; color: #e5e7eb; } main { background: #111827; border-color: #1f2937; }
    .muted { color: #9ca3af; } a { color: #93c5fd; }
  }`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * The local provider's checkout page: says plainly that it is test mode and charges no card,
 * shows the tier and its price, and confirms with a POST (like Stripe Checkout's Pay button).
 */
export function renderCheckoutPage(checkout: LocalCheckout, publicUrl: string): string {
  const tier = TIERS[checkout.tier];
  const pricing = `${publicUrl}/pricing`;
  if (checkout.state !== 'open') {
    const why =
      checkout.state === 'complete'
        ? 'This checkout is already complete.'
        : 'This checkout session has expired.';
    return layout(
      'StaffPlan checkout',
      `<p class="banner">TEST MODE</p><h1>${why}</h1><a href="${escapeHtml(pricing)}">Back to pricing</a>`,
    );
  }
  return layout(
    `Subscribe to ${tier.name} (test mode)`,
    `<p class="banner" role="note">TEST MODE: no card is charged. This checkout is run by this StaffPlan server because no payment provider is configured.</p>
<h1>StaffPlan ${escapeHtml(tier.name)}</h1>
<p class="price">${formatCents(tier.priceCents)} <span class="muted">/ month</span></p>
<p class="muted">${tier.plansPerMonth} staffing plans a month. Billed monthly, renews automatically, cancel anytime.</p>
<form method="post" action="/billing/checkout/${escapeHtml(checkout.id)}/confirm">
  <button type="submit">Confirm test subscription</button>
</form>
<a href="${escapeHtml(pricing)}">Cancel and return to pricing</a>`,
  );
}

/** The page's own policy: no scripts at all, inline style only, the form posts here. */
export function checkoutPagePolicy(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origin}; base-uri 'none'; frame-ancestors 'none'`;
}
