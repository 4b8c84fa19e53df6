import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { mailLink } from './harness';

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
