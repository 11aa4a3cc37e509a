// The requester's side of an access request in the browser: the confirmation link from their
// inbox (MailDev), opened in the page.
import type { Page } from '@playwright/test';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import { expect } from './e2e-test';
import { linkIn, waitForMail } from './maildev';

/** The confirmation link in the first such mail to the address. */
export async function confirmationLink(email: string): Promise<string> {
  const mail = await waitForMail(email, (m) => m.subject === ACCESS_MESSAGES.confirmationSubject);
  return linkIn(mail, /\/confirm-access\//);
}

/** Opens the mailed link and waits for the page to say the request is confirmed. */
export async function confirmFromInbox(page: Page, email: string): Promise<void> {
  await page.goto(await confirmationLink(email));
  await expect(page.getByRole('heading', { name: ACCESS_MESSAGES.confirmedTitle })).toBeVisible();
}
