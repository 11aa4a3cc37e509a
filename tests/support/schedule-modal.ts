import type { Locator, Page } from '@playwright/test';

/**
 * In the Schedule New Interview modal, picks the 15th of next month at 10:30 with the date-time
 * picker, as a person would. `whileOpen` runs with the calendar open (e.g. an accessibility scan).
 */
export async function pickInterviewTime(
  page: Page,
  dialog: Locator,
  whileOpen?: () => Promise<void>,
) {
  const next = new Date();
  next.setDate(1);
  next.setMonth(next.getMonth() + 1);
  await dialog.getByRole('button', { name: 'Interview Time' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await whileOpen?.();
  const dayLabel = `15 ${next.toLocaleString('en-US', { month: 'long' })} ${next.getFullYear()}`;
  await page.getByRole('button', { name: dayLabel, exact: true }).click();
  await page.getByLabel('Hours').fill('10');
  await page.getByLabel('Minutes').fill('30');
  await page.getByRole('button', { name: 'Confirm date and time' }).click();
}
