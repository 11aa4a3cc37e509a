import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { collections } from '@shared/contract/collections';
import { INTERVIEW_MESSAGES, SCHEDULE_DESIGN_MESSAGES } from '@shared/messages/interviews';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { collectionRef } from '../support/admin';
import { signInInBrowser } from '../support/browser-session';
import { pickInterviewTime } from '../support/schedule-modal';
import { createTestUser } from '../support/users';

const ACME = 'acme.test';

const question = (page: Page, n: number) =>
  page.getByRole('group', { name: M.questionLabel(n), exact: true });

/** How far the page scrolls sideways (0 when it fits its viewport). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Question sets end to end, as a member of Acme: a set made in the editor (two questions, reordered
 * by keyboard) is saved and listed, a library set is duplicated, the set is archived and restored,
 * and an interview is scheduled from it in the dashboard's modal.
 */
test('question sets: create and reorder by keyboard, duplicate from the library, archive and restore, schedule with it', async ({
  page,
}) => {
  const staff = await createTestUser({ role: 'staff', orgId: ACME, orgRole: 'member' }, ACME);
  const name = `E2E round ${randomUUID().slice(0, 6)}`;
  await signInInBrowser(page, staff.email, staff.password, '/dashboard');

  await page.getByRole('link', { name: M.navLink }).first().click();
  await expect(page).toHaveURL(/\/question-sets$/);
  await expect(page.getByRole('heading', { name: M.listTitle, level: 1 })).toBeVisible();
  const library = page.getByRole('table', { name: M.libraryTitle });
  await expect(library.getByRole('columnheader')).toHaveText([
    M.columns.name,
    M.columns.questions,
    M.columns.actions,
  ]);
  await expectAccessible(page);

  // A new set with two questions.
  await page.getByRole('link', { name: M.newSet }).click();
  await expect(page.getByRole('heading', { name: M.editorNewTitle, level: 1 })).toBeVisible();
  await page.getByLabel(M.nameLabel, { exact: true }).fill(name);
  await question(page, 1).getByLabel(M.textLabel).fill('What did you ship last?');
  for (const [n, point] of ['Scope', 'Impact'].entries()) {
    await question(page, 1).getByRole('button', { name: M.addRubricPoint }).click();
    await question(page, 1)
      .getByRole('textbox', { name: M.rubricPointLabel(n + 1) })
      .fill(point);
  }
  await page.getByRole('button', { name: M.addQuestion }).click();
  await question(page, 2).getByLabel(M.textLabel).fill('Why do you want this job?');
  await question(page, 2).getByLabel(M.answerLimitLabel).click();
  await page.getByRole('option', { name: '1 min', exact: true }).click();
  await question(page, 2).getByRole('radio', { name: 'Type', exact: true }).check();
  await expectAccessible(page);

  // By mouse: question 2 dragged by its handle onto question 1.
  // (Both questions on screen, so the drop point is inside the viewport; moved in steps, as the
  // drop target needs dragover events before the drop.)
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.getByTitle(M.dragHandle(2)).hover();
  await page.mouse.down();
  const target = (await question(page, 1).boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
  await page.mouse.up();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(question(page, 1).getByLabel(M.textLabel)).toHaveValue('Why do you want this job?');
  await expect(question(page, 2).getByLabel(M.textLabel)).toHaveValue('What did you ship last?');

  // By keyboard: question 2 moves back up, and focus stays on the moved question's controls.
  await page.getByRole('button', { name: M.moveUpLabel(2) }).focus();
  await page.keyboard.press('Enter');
  await expect(question(page, 1).getByLabel(M.textLabel)).toHaveValue('What did you ship last?');
  await expect(question(page, 2).getByLabel(M.textLabel)).toHaveValue('Why do you want this job?');
  await expect(page.getByRole('button', { name: M.moveDownLabel(1) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(page, 1).getByLabel(M.textLabel)).toHaveValue('Why do you want this job?');
  await expect(page.getByRole('button', { name: M.moveUpLabel(2) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(page, 1).getByLabel(M.textLabel)).toHaveValue('What did you ship last?');
  await expect(page.getByRole('button', { name: M.moveDownLabel(1) })).toBeFocused();
  // Tab reaches the same question's Remove button next.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: M.removeLabel(1) })).toBeFocused();

  // The editor fits a phone.
  await page.setViewportSize({ width: 375, height: 667 });
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: M.save }).click();
  await expect(page).toHaveURL(/\/question-sets$/);
  await expect(page.getByText(M.saved)).toBeVisible();
  const own = page.getByRole('table', { name: M.ownTitle });
  await expect(own.getByRole('columnheader')).toHaveText([
    M.columns.name,
    M.columns.questions,
    M.columns.updated,
    M.columns.actions,
  ]);
  const row = own.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(M.questionCount(2));

  const stored = await collectionRef(collections.questionSets, ACME)
    .where('name', '==', name)
    .get();
  expect(stored.size).toBe(1);
  const setId = stored.docs[0]!.id;
  const questions = stored.docs[0]!.get('questions') as {
    text: string;
    answerLimitSec: number | null;
    answerMode: string;
    rubric: string[];
  }[];
  expect(questions.map((q) => q.text)).toEqual([
    'What did you ship last?',
    'Why do you want this job?',
  ]);
  expect(questions[0]!.rubric).toEqual(['Scope', 'Impact']);
  expect(questions[1]).toMatchObject({ answerLimitSec: 60, answerMode: 'type' });

  // A library set opens read-only; duplicated, it opens as the org's own copy in the editor.
  await library.getByRole('link', { name: M.rowAction(M.view, 'Technical · Mid') }).click();
  await expect(page.getByText(M.readOnlyNote)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: M.backToList }).click();
  await library.getByRole('button', { name: M.rowAction(M.duplicate, 'Technical · Mid') }).click();
  await expect(page.getByRole('heading', { name: M.editorEditTitle, level: 1 })).toBeVisible();
  await expect(page.getByLabel(M.nameLabel, { exact: true })).toHaveValue(
    M.copyName('Technical · Mid'),
  );
  await expect(question(page, 1).getByLabel(M.textLabel)).not.toHaveValue('');
  await page.getByRole('link', { name: M.backToList }).click();

  // Archive (after confirming): hidden until archived sets are shown, then restored.
  await row.getByRole('button', { name: M.rowAction(M.archive, name) }).click();
  const confirm = page.getByRole('dialog', { name: M.archiveConfirmTitle });
  await expect(confirm).toContainText(M.archiveConfirm(name));
  await expectAccessible(page);
  await confirm.getByRole('button', { name: M.archive }).click();
  await expect(page.getByText(M.archivedDone(name))).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel(M.showArchived).check();
  await expect(row).toContainText(M.archivedBadge);
  await row.getByRole('button', { name: M.rowAction(M.restore, name) }).click();
  await expect(page.getByText(M.restoredDone(name))).toBeVisible();
  await expect(row).not.toContainText(M.archivedBadge);
  await expect(row.getByRole('button', { name: M.rowAction(M.archive, name) })).toBeVisible();

  // Scheduled from the dashboard with the set and extra time.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('button', { name: '+ New Interview' }).click();
  const dialog = page.getByRole('dialog', { name: INTERVIEW_MESSAGES.modalTitle });
  const candidateEmail = `qs-${randomUUID().slice(0, 8)}@example-corp.test`;
  await dialog.getByLabel('Candidate Name').fill('Grace Hopper');
  await dialog.getByLabel('Candidate Email').fill(candidateEmail);
  const setSelect = dialog.getByLabel(SCHEDULE_DESIGN_MESSAGES.questionSetLabel, { exact: true });
  await expect(setSelect).toHaveValue('Technical · Mid');
  await setSelect.click();
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByLabel(SCHEDULE_DESIGN_MESSAGES.extraTimeLabel, { exact: true }).click();
  await page.getByRole('option', { name: '+25 %', exact: true }).click();
  await pickInterviewTime(page, dialog);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: INTERVIEW_MESSAGES.schedule }).click();
  await expect(dialog).toBeHidden();

  const interviews = await collectionRef(collections.interviews)
    .where('candidateEmail', '==', candidateEmail)
    .get();
  expect(interviews.size).toBe(1);
  const interview = interviews.docs[0]!.data();
  expect(interview).toMatchObject({
    questionSetId: setId,
    questionSetName: name,
    extraTime: 'plus25',
  });
  expect(interview.questions.map((q) => q.text)).toEqual([
    'What did you ship last?',
    'Why do you want this job?',
  ]);
});
