import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Fills the embedded provider's login form (en or de) and submits it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel(/^(E-mail|E-Mail)$/).fill(email);
  await page.getByLabel(/^(Password|Passwort)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }).click();
}

/** Accepts the terms dialog if it is shown. */
export async function acceptTermsIfAsked(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  if (await dialog.isVisible().catch(() => false)) {
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

export async function expectVisible(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible' });
  expect(await page.getByText(text).first().isVisible()).toBe(true);
}

/** The console's language switch: in the header on a desktop, in the navigation drawer on a phone. */
export async function switchLanguage(
  page: Page,
  from: 'Language' | 'Sprache',
  to: 'Deutsch' | 'English',
  phone = false,
): Promise<void> {
  if (phone)
    await page.getByRole('button', { name: from === 'Language' ? 'Open navigation' : 'Navigation öffnen' }).click();
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
  if (phone) await page.keyboard.press('Escape');
}
