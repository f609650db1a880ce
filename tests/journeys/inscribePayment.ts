import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Waits until the drawer's progress says the order is inscribed (the service sends its reveals). */
export async function untilInscribed(drawer: Locator): Promise<void> {
  await drawer.locator('[aria-current="step"]', { hasText: 'Inscribed' }).waitFor({ timeout: 60_000 });
}

/** Presses a drawer's pay button once it is ready, then reads and closes the payment snack. */
export async function payWith(page: Page, button: Locator): Promise<void> {
  await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true);
  await button.click();
  await page.getByText('Payment success').first().waitFor({ timeout: 30_000 });
  await closePaymentSnack(page);
}

/** The payment snack the spec shows after paying: read, then closed, as a person would. */
export async function closePaymentSnack(page: Page): Promise<void> {
  const snack = page.getByRole('dialog').filter({ hasText: 'Payment successful!' });
  await snack.getByRole('button', { name: /close/i }).click();
  await snack.waitFor({ state: 'detached' });
}
