import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { collections } from '@shared/contract/collections';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { collectionRef, docRef } from '../support/admin';
import { maildevBase } from '../support/api';
import { signInInBrowser } from '../support/browser-session';
import { pickInterviewTime } from '../support/schedule-modal';
import { createTestInterviews } from '../support/interviews';
import { waitForMail } from '../support/maildev';
import { createTestOrg } from '../support/users';

const counter = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const names = (page: Page) =>
  page.locator('tbody tr td:first-child p:first-child').allTextContents();

test('staff schedule an interview, see it live, get the invitation, and cancel it', async ({
  page,
  context,
}) => {
  const org = await createTestOrg('Playwright Inc');
  await signInInBrowser(page, org.staff.email, org.staff.password);

  await expect(page.getByRole('heading', { name: 'Interview Dashboard' })).toBeVisible();
  await expect(
    page.getByText('No interviews found. Click "New Interview" to create one.'),
  ).toBeVisible();
  await expect(counter(page, 'Total')).toContainText('0');

  // The modal: validation messages first.
  await page.getByRole('button', { name: '+ New Interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule New Interview' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
  await expect(dialog.getByText('Candidate name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('Schedule time is required')).toBeVisible();
  await expectAccessible(page);

  const candidateEmail = `e2e-${randomUUID().slice(0, 8)}@example-corp.test`;
  await dialog.getByLabel('Candidate Name').fill('Margaret Hamilton');
  await dialog.getByLabel('Candidate Email').fill('margaret@');
  await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
  await expect(dialog.getByText('Invalid email format')).toBeVisible();
  await dialog.getByLabel('Candidate Email').fill(candidateEmail);

  await dialog.getByLabel('Interview Type', { exact: true }).click();
  await page.getByRole('option', { name: 'System Design' }).click();
  await dialog.getByLabel('Experience Level', { exact: true }).click();
  await page.getByRole('option', { name: 'Senior' }).click();

  // Date-time picker: the 15th of next month, 10:30.
  await pickInterviewTime(page, dialog, () => expectAccessible(page));
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
  await expect(dialog).toBeHidden();

  // It appears in the table and in the counters, live.
  const row = page.getByRole('row', { name: /Margaret Hamilton/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(candidateEmail);
  await expect(row).toContainText('System Design');
  await expect(row).toContainText('Senior');
  await expect(row).toContainText('scheduled');
  await expect(row).toContainText(/15, \d{4}/);
  await expect(counter(page, 'Total')).toContainText('1');
  await expect(counter(page, 'Scheduled')).toContainText('1');

  // View Link: origin + sessionId, in a new tab.
  const snap = await collectionRef(collections.interviews)
    .where('candidateEmail', '==', candidateEmail)
    .get();
  expect(snap.size).toBe(1);
  const interview = snap.docs[0];
  const sessionId = interview.get('sessionId') as string;
  const link = row.getByRole('link', { name: 'View Link' });
  await expect(link).toHaveAttribute('href', new URL(`/${sessionId}`, page.url()).href);
  await expect(link).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(`/${sessionId}`);
  await expect(tab.getByRole('button', { name: 'Start Interview' })).toBeVisible();
  await expectAccessible(tab);
  await tab.close();

  // The invitation with its calendar invite.
  const mail = await waitForMail(
    candidateEmail,
    (m) => m.subject === 'Your interview with Playwright Inc',
  );
  expect(mail.text).toContain(`/${sessionId}`);
  const ics = mail.attachments?.find((a) => (a.generatedFileName ?? a.fileName)?.endsWith('.ics'));
  expect(ics, 'an .ics attachment').toBeTruthy();
  const raw = await (
    await fetch(
      `${maildevBase}/email/${mail.id}/attachment/${ics!.generatedFileName ?? ics!.fileName}`,
    )
  ).text();
  expect(raw).toContain('BEGIN:VEVENT');

  // A change written by the server elsewhere shows without reload.
  await interview.ref.update({ status: 'completed' });
  await expect(row).toContainText('completed');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(counter(page, 'Completed')).toContainText('1');
  await expect(counter(page, 'Scheduled')).toContainText('0');
  await interview.ref.update({ status: 'scheduled' });
  await expect(row).toContainText('scheduled');

  // Cancel, with the confirmation.
  await row.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel interview' });
  await expect(confirm.getByText('Are you sure you want to cancel this interview?')).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel Interview' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('cancelled');
  await expect(row.getByRole('link', { name: 'View Link' })).toHaveCount(0);
  await expect(counter(page, 'Cancelled')).toContainText('1');
  await expect(counter(page, 'Scheduled')).toContainText('0');
  await expect(counter(page, 'Total')).toContainText('1');
  await waitForMail(candidateEmail, (m) => m.subject.includes('has been cancelled'));
});

test('sorting by a header: ascending first, then descending (aria-sort)', async ({ page }) => {
  const org = await createTestOrg('Sorters');
  const base = Date.now() + 7 * 86_400_000;
  await createTestInterviews(
    org.orgId,
    ['Carol', 'alice', 'Bob'].map((name, i) => ({
      candidateName: name,
      candidateEmail: `${name.toLowerCase()}@x.test`,
      level: (['senior', 'junior', 'mid'] as const)[i],
      date: new Date(base + i * 86_400_000).toISOString(),
    })),
  );
  await signInInBrowser(page, org.staff.email, org.staff.password);
  await expect.poll(() => names(page)).toEqual(['Bob', 'alice', 'Carol']);
  const header = page.getByRole('columnheader', { name: /Candidate/ });
  await expect(page.getByRole('columnheader', { name: /Date & Time/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => names(page)).toEqual(['alice', 'Bob', 'Carol']);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => names(page)).toEqual(['Carol', 'Bob', 'alice']);
  // Level sorts by seniority, not by name; the keyboard works the headers.
  const level = page.getByRole('columnheader', { name: /Level/ });
  await level.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(level).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => names(page)).toEqual(['alice', 'Bob', 'Carol']);
  await page.keyboard.press('Enter');
  await expect.poll(() => names(page)).toEqual(['Carol', 'Bob', 'alice']);
});

test('more than a page: Previous and Next page through the server-sorted list', async ({
  page,
}) => {
  const org = await createTestOrg('Pagers');
  const count = 32;
  const base = Date.now() + 2 * 86_400_000;
  // Mixed case: by code point every "Cand…" would come before every "cand…".
  const nameOf = (i: number) => `${i % 2 ? 'Cand' : 'cand'} ${String(i).padStart(2, '0')}`;
  const created = await createTestInterviews(
    org.orgId,
    Array.from({ length: count }, (_, i) => ({
      candidateName: nameOf(i),
      date: new Date(base + ((i * 7) % count) * 3_600_000).toISOString(),
    })),
  );
  const byName = Array.from({ length: count }, (_, i) => nameOf(i));
  await signInInBrowser(page, org.staff.email, org.staff.password);
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(25);
  await expect(previous).toBeDisabled();

  // Default order (date, newest first) across the two pages: every interview exactly once.
  const firstPage = await names(page);
  await next.click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(count - 25);
  await expect(next).toBeDisabled();
  const secondPage = await names(page);
  const newestFirst = created
    .map((_, i) => ({ name: nameOf(i), at: (i * 7) % count }))
    .sort((a, b) => b.at - a.at)
    .map((c) => c.name);
  expect([...firstPage, ...secondPage]).toEqual(newestFirst);
  await previous.click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect.poll(() => names(page)).toEqual(firstPage);

  // From page 2, a sort goes back to page 1; candidate order ignores case across pages.
  await next.click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await page
    .getByRole('columnheader', { name: /Candidate/ })
    .getByRole('button')
    .click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect.poll(() => names(page)).toEqual(byName.slice(0, 25));
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => names(page)).toEqual(byName.slice(25));
  await page
    .getByRole('columnheader', { name: /Candidate/ })
    .getByRole('button')
    .click();
  await expect.poll(() => names(page)).toEqual([...byName].reverse().slice(0, 25));
  await next.click();
  await expect.poll(() => names(page)).toEqual([...byName].reverse().slice(25));

  // The open page is live: a server-side change to one of its rows shows without reload.
  const shown = created[0];
  await docRef(collections.interviews, shown.id).update({ status: 'completed' });
  const row = page.locator(`tr[data-interview-id="${shown.id}"]`);
  await expect(row).toContainText('completed');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
});

test('the dashboard works at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const org = await createTestOrg('Mobile Co');
  await signInInBrowser(page, org.staff.email, org.staff.password);
  await expect(page.getByRole('button', { name: '+ New Interview' })).toBeVisible();
  await expect(counter(page, 'Cancelled')).toBeVisible();
  await page.getByRole('button', { name: '+ New Interview' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Schedule New Interview' })
      .getByRole('button', { name: 'Schedule Interview' }),
  ).toBeInViewport();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
