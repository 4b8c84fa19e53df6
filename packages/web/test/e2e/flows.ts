import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type App, mailLink, newPage } from './harness';

export const PASSWORD = 'Sturdy-Plan-2026!';

/** Signs up through /auth, confirms through the outbox link, and lands on /pricing signed in. */
export async function signUpAndConfirm(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/auth`);
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL(/\/verify-email\?email=/);
  const link = await mailLink(base, email, /verify|confirm/i);
  await page.goto(link);
  await page.waitForURL(/\/pricing/);
  await expect.poll(() => page.getByText(email).first().isVisible(), { timeout: 15_000 }).toBe(true);
}

/** Chooses a plan on /pricing and confirms the local test-mode checkout. */
export async function subscribe(page: Page, tier = 'Professional'): Promise<void> {
  await page.getByRole('button', { name: `Choose ${tier}` }).click();
  await page.waitForURL(/\/billing\/checkout\//);
  await page.getByRole('button', { name: /Confirm/ }).click();
  await page.waitForURL(/\/staffing-planner/, { timeout: 30_000 });
}

/** A new address for one test's user: `prefix`, the time, @example.com. */
export const freshEmail = (prefix: string): string => `${prefix}-${Date.now()}@example.com`;

/** A new page of a new user (address from `prefix`) who has signed up, confirmed and subscribed. */
export async function subscribedPage(app: App, prefix: string) {
  const opened = await newPage(app.browser);
  const email = freshEmail(prefix);
  await signUpAndConfirm(opened.page, app.url, email);
  await subscribe(opened.page);
  return { ...opened, email };
}

/** Opens the planner through development access (`/?dev=1`), which needs no subscription. */
export async function openPlannerWithDevAccess(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/?dev=1`);
  await page.waitForURL(/\/staffing-planner$/);
}

/** Exports the plan on screen through the Export menu, as CSV or Excel; answers the download. */
export async function exportPlan(page: Page, as: 'CSV' | 'Excel'): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: `Export as ${as}` }).click(),
  ]);
  return download;
}

/** The text of a downloaded file. */
export async function downloadedText(download: Download): Promise<string> {
  return readFileSync((await download.path()) ?? '', 'utf8');
}
