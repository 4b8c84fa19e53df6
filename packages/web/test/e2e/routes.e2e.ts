import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerInteractiveMs } from './browser-app.mjs';
import { openPlannerWithDevAccess, PASSWORD, signUpAndConfirm, subscribedPage } from './flows';
import { type App, mailLink, newPage, screenshot, startApp } from './harness';

let app: App;
const ADMIN = `admin-${Date.now()}@example.com`;

beforeAll(async () => {
  app = await startApp({ ADMIN_EMAILS: ADMIN, DEV_ACCESS: '1' });
});

afterAll(async () => {
  await app?.close();
});

const PUBLIC_ROUTES: Array<[string, string, string]> = [
  ['/', 'landing', 'From solicitation to staffing plan'],
  ['/auth', 'auth', 'Sign in'],
  ['/forgot-password', 'forgot-password', 'Send reset instructions'],
  ['/reset-password', 'reset-password', 'Reset password'],
  ['/verify-email?email=someone%40example.com', 'verify-email', 'someone@example.com'],
  ['/pricing', 'pricing', 'Launch Week Special'],
  ['/pricing?highlight=1', 'pricing-highlight', 'Choose a plan to start using the staffing planner.'],
  ['/privacy', 'privacy', 'Privacy Policy'],
  ['/terms', 'terms', 'Terms of Service'],
  ['/no-such-page', 'not-found', '404 Page Not Found'],
];

async function serious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('every route renders without console errors', () => {
  for (const width of [1440, 390]) {
    it(`public routes at ${width} px`, async () => {
      const { page, errors, context } = await newPage(app.browser, width);
      for (const [path, name, text] of PUBLIC_ROUTES) {
        await page.goto(`${app.url}${path}`);
        await page.getByText(text).first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        await screenshot(page, `${name}-${width}`);
      }
      await page.goto(`${app.url}/login`);
      await page.waitForURL(/\/auth$/);
      await page.goto(`${app.url}/staffing-planner`);
      await page.waitForURL(/\/auth$/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('follows the dark colour scheme of the operating system', async () => {
    const context = await app.browser.newContext({
      viewport: { width: 1440, height: 900 },
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    for (const [path, name] of [
      ['/', 'landing-dark'],
      ['/pricing', 'pricing-dark'],
      ['/auth', 'auth-dark'],
    ]) {
      await page.goto(`${app.url}${path}`);
      await page.waitForLoadState('networkidle');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(11, 15, 23)');
      await screenshot(page, `${name}-1440`);
    }
    await context.close();
  });

  it('has no serious or critical axe violations on landing, auth and pricing', async () => {
    const { page, context } = await newPage(app.browser);
    for (const path of ['/', '/auth', '/pricing']) {
      await page.goto(`${app.url}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await serious(page), path).toEqual([]);
    }
    await context.close();
  });
});

describe('landing page without the auth client', () => {
  it('shows the visitor and the signed-in states from the stored session and loads the client only on action', async () => {
    const { page, errors, context } = await newPage(app.browser);
    const authClient: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/supabase-client-[^/]+\.js$/.test(r.url())) authClient.push(r.url());
    });
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.waitForTimeout(1000);
    expect(authClient).toEqual([]);

    const email = `landing-${Date.now()}@example.com`;
    await signUpAndConfirm(page, app.url, email);
    authClient.length = 0;
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Go to Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    await page.getByText(email).waitFor();
    await page.waitForTimeout(1000);
    expect(authClient).toEqual([]);
    // Acting loads it: no subscription, so Go to Dashboard leads to pricing.
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(/\/pricing$/);
    expect(authClient.length).toBe(1);
    // Sign Out from the landing page (the client loads for it, no session sync races it).
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('signed-in screens', () => {
  it('a user without a subscription is sent to /pricing?highlight=1 and sees the Free account', async () => {
    const { page, errors, context } = await newPage(app.browser);
    const email = `free-${Date.now()}@example.com`;
    await signUpAndConfirm(page, app.url, email);
    await page.goto(`${app.url}/staffing-planner`);
    await page.waitForURL(/\/pricing\?highlight=1$/);
    await page.goto(`${app.url}/account`);
    await page.getByText('No active subscription').waitFor();
    await page.getByText('You need an active subscription to view your usage statistics.').waitFor();
    await page.getByRole('tab', { name: 'Billing' }).click();
    await page.getByText('No Active Subscription', { exact: true }).waitFor();
    // Not an admin: the API answers 403 and the page is the not-found page.
    await page.goto(`${app.url}/admin`);
    await page.getByText('404 Page Not Found').waitFor();
    // The only failures allowed are the admin API's expected 403 (and the browser's echo of it).
    const unexpected = errors.filter((e) => !e.includes('/api/admin/') && !/\/admin: .*403/.test(e));
    expect(unexpected).toEqual([]);

    // Return from checkout with a session id the server does not know: error toast, flag stored.
    await page.goto(`${app.url}/?session_id=cs_unknown`);
    await page
      .getByText(/(Could not|Failed to) verify subscription\. Please try again or contact support\./)
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('subscription_error'))).toBe('true');

    // Delete account (Profile tab), confirmed by typing the e-mail: signed out, and gone.
    await page.goto(`${app.url}/account`);
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Delete account' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await confirm.click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const signIn = await fetch(`${app.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: 'anon' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(400);
    await context.close();
  });

  it('a second user cannot see the first user’s plans; planner screens and axe at both widths', async () => {
    const first = await subscribedPage(app, 'owner');
    const created = await first.page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
      const token = JSON.parse(localStorage.getItem(key ?? '') ?? '{}').access_token as string;
      const response = await fetch('/api/staffing/plans', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Private plan',
          rfp_text: 'The contractor shall provide a program manager and two developers for 12 months.',
        }),
      });
      return (await response.json()) as { id: string };
    });
    expect(created.id).toBeTruthy();
    await first.page.reload();
    await first.page.getByRole('button', { name: /^Private plan/ }).waitFor();
    expect(await serious(first.page)).toEqual([]);
    for (const width of [1440, 390]) {
      await first.page.setViewportSize({ width, height: 900 });
      await first.page.getByRole('button', { name: /^Private plan/ }).click();
      await first.page.getByTestId('total-hours').waitFor();
      await first.page.waitForTimeout(800); // let the row animation finish
      await screenshot(first.page, `planner-loaded-${width}`);
      await first.page.goto(`${app.url}/account`);
      await first.page.getByText('Professional Plan').waitFor();
      await screenshot(first.page, `account-${width}`);
      await first.page.getByRole('tab', { name: 'Billing' }).click();
      await first.page.getByRole('button', { name: 'Manage Subscription' }).click();
      await first.page.getByText('Active, renews monthly').waitFor();
      await screenshot(first.page, `subscription-dialog-${width}`);
      await first.page.getByRole('button', { name: 'Change plan' }).click();
      await first.page.getByRole('radio', { name: /Enterprise/ }).waitFor();
      await screenshot(first.page, `change-plan-${width}`);
      await first.page.keyboard.press('Escape');
      await first.page.keyboard.press('Escape');
      await first.page.goto(`${app.url}/staffing-planner`);
    }
    // Subscription lifecycle: cancel (confirmed) keeps access to the period end, then reactivate.
    await first.page.goto(`${app.url}/account`);
    await first.page.getByRole('tab', { name: 'Billing' }).click();
    await first.page.getByRole('button', { name: 'Manage Subscription' }).click();
    await first.page.getByRole('button', { name: 'Cancel subscription' }).click();
    await first.page.getByRole('button', { name: 'Yes, cancel' }).click();
    await first.page.getByText('Cancels at period end').waitFor();
    await first.page.getByRole('button', { name: 'Reactivate subscription' }).click();
    await first.page.getByText('Active, renews monthly').waitFor();
    expect(first.errors).toEqual([]);

    const second = await newPage(app.browser);
    await signUpAndConfirm(second.page, app.url, `other-${Date.now()}@example.com`);
    const status = await second.page.evaluate(async (id) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
      const token = JSON.parse(localStorage.getItem(key ?? '') ?? '{}').access_token as string;
      const one = await fetch(`/api/staffing/plans/${id}`, { headers: { Authorization: `Bearer ${token}` } });
      const list = await fetch('/api/staffing/plans', { headers: { Authorization: `Bearer ${token}` } });
      return { one: one.status, list: (await list.json()) as unknown[] };
    }, created.id);
    expect(status.one).toBe(404);
    expect(status.list).toEqual([]);
    await first.context.close();
    await second.context.close();
  });
});

describe('password reset', () => {
  it('forgot password -> e-mailed link -> new password -> sign in routes an unsubscribed user to pricing', async () => {
    const { page, errors, context } = await newPage(app.browser);
    const email = `reset-${Date.now()}@example.com`;
    await signUpAndConfirm(page, app.url, email);
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/auth$/);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    // The sign-in form has an Email field too: fill the reset form's, once it is on screen.
    await page.waitForURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'Send reset instructions' }).waitFor();
    await page.getByLabel('Email').fill(email);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await page.getByText('Check your email!').waitFor();
    await page.getByText("We've sent you a password reset link.").waitFor();
    const link = await mailLink(app.url, email, /type=recovery/);
    await page.goto(link);
    await page.waitForURL(/\/reset-password/);
    const fresh = 'Another-Sturdy-2027!';
    await page.getByLabel('New Password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm New Password').fill(fresh);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password updated!').waitFor();
    await page.waitForURL(/\/auth$/, { timeout: 10_000 });
    // Already signed in by the recovery link: the auth page guard sends the user on.
    await page.waitForURL(/\/pricing\?highlight=1$/);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${app.url}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(fresh);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL(/\/pricing\?highlight=1$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin and development access', () => {
  it('an admin sees the real dashboard; dev=1 opens the planner within 1.5 s', async () => {
    const { page, errors, context } = await newPage(app.browser);
    await signUpAndConfirm(page, app.url, ADMIN);
    await openPlannerWithDevAccess(page, app.url);
    // Planner interactive: navigation start to an enabled Generate Plan button.
    await page.goto(`${app.url}/staffing-planner`);
    expect(await plannerInteractiveMs(page)).toBeLessThan(1500);
    expect(await serious(page)).toEqual([]);
    await screenshot(page, 'planner-empty-1440');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('cell', { name: ADMIN }).waitFor();
    await screenshot(page, 'admin-1440');
    await page.setViewportSize({ width: 390, height: 900 });
    await screenshot(page, 'admin-390');
    await page.goto(`${app.url}/staffing-planner`);
    await page.getByRole('button', { name: 'How to Use' }).click();
    await page.getByRole('dialog', { name: 'How to Use' }).waitFor();
    await screenshot(page, 'how-to-use-390');
    await page.keyboard.press('Escape');
    await screenshot(page, 'planner-empty-390');

    // A generation the server refuses with 401: 'Authentication Error', then /login after 3 s.
    await page.getByLabel('Plan Name').fill('Auth failure');
    await page.evaluate((key) => {
      const draft = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(
        key,
        JSON.stringify({
          ...draft,
          rfpText: 'The contractor shall staff a help desk.',
          planName: 'Auth failure',
        }),
      );
    }, `staffing_planner_draft_${ADMIN.toLowerCase()}`);
    await page.reload();
    await page.getByRole('button', { name: 'Generate Plan' }).waitFor();
    await page.route('**/api/staffing/plans', (route) =>
      route.continue({
        headers: { ...route.request().headers(), authorization: 'Bearer not-a-valid-token' },
      }),
    );
    const toLogin = page.waitForURL(/\/(login|auth)$/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await page.getByText('Authentication Error').waitFor();
    await toLogin;
    await page.unroute('**/api/staffing/plans');
    const expected401 = (e: string) => /\/api\/staffing\/plans/.test(e) || /staffing-planner: .*401/.test(e);
    expect(errors.filter((e) => !expected401(e))).toEqual([]);
    await context.close();
  });
});
