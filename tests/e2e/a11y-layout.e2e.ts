import type { Locator, Page } from '@playwright/test';
import { ACCESS_MESSAGES, ADMIN_MESSAGES } from '@shared/messages/access';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { expect, expectAccessible, test } from '../support/e2e-test';
import { pendingRequest } from '../support/access';
import { agreeToRecording, signInInBrowser } from '../support/browser-session';
import { createTestInterview } from '../support/interviews';
import { createTestOrg, createTestUser } from '../support/users';

// Every screen at the widths people use: a 375 px phone, and a 1280 px window zoomed to 200 %
// (WCAG reflow: a 640 px wide CSS viewport). At both the page never scrolls sideways and its
// primary action can be reached on screen; keyboard focus on the main controls is drawn; and with
// reduced motion asked for (playwright.config.ts asks), nothing animates or eases.

const WIDTHS = [
  { name: 'phone, 375 px', width: 375, height: 667 },
  { name: '1280 px window at 200 % zoom', width: 640, height: 400 },
] as const;

/** Longest transition or animation allowed with reduced motion: effectively none. */
const MAX_MOTION_SECONDS = 0.01;

/** How far the page scrolls sideways (0 when it fits its viewport). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The action is on screen once scrolled to, whole and not cut off at the sides. */
async function expectReachable(action: Locator): Promise<void> {
  // Centred, so a fractional pixel at a viewport edge cannot count as cut off.
  await action.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  await expect(action).toBeInViewport({ ratio: 1 });
}

/**
 * At each width the page fits (no sideways scroll) and every action in `actions()` is reachable.
 * `actions` is called at each width, so a screen may show different controls (a menu on phones).
 */
async function expectReflows(page: Page, screen: string, actions: () => Locator[]): Promise<void> {
  for (const { name, width, height } of WIDTHS) {
    await test.step(`${screen} at ${name}`, async () => {
      await page.setViewportSize({ width, height });
      await expect
        .poll(() => horizontalOverflow(page), { message: `${screen}: sideways scroll at ${name}` })
        .toBeLessThanOrEqual(0);
      for (const action of actions()) await expectReachable(action);
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Every element (and pseudo-element) whose transition or animation lasts longer than allowed. */
function motionOverLimit(page: Page): Promise<string[]> {
  return page.evaluate((limit) => {
    const seconds = (list: string) =>
      Math.max(
        0,
        ...list
          .split(',')
          .map((item) => item.trim())
          .map((item) => (item.endsWith('ms') ? parseFloat(item) / 1000 : parseFloat(item) || 0)),
      );
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className.slice(0, 60)}"` : ''}>`;
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        const transition = seconds(style.transitionDuration) + seconds(style.transitionDelay);
        const animation =
          style.animationName === 'none'
            ? 0
            : seconds(style.animationDuration) + seconds(style.animationDelay);
        if (transition > limit)
          found.push(`${describe(el)}${pseudo ?? ''} transition ${style.transitionDuration}`);
        if (animation > limit)
          found.push(
            `${describe(el)}${pseudo ?? ''} animation ${style.animationName} ${style.animationDuration}`,
          );
      }
    }
    return found;
  }, MAX_MOTION_SECONDS);
}

async function expectNoMotion(page: Page, screen: string): Promise<void> {
  expect(await motionOverLimit(page), `${screen}: motion with prefers-reduced-motion`).toEqual([]);
}

/**
 * Keyboard focus on `control` is drawn: an outline or a box-shadow, or for a text field (Mantine
 * draws its focus as the border) a border that changes colour.
 */
async function expectFocusVisible(page: Page, control: Locator): Promise<void> {
  // The unfocused border is read live and, on a loaded machine, now and then still shows the focus
  // colour, and the candidate's prerendered Ready screen may be replaced by the app's between
  // finding a control and reading it; a control whose focus is not drawn fails all three tries.
  let result = await measureFocus(page, control);
  for (let attempt = 1; attempt < 3 && !(result.drawn && result.style.focusVisible); attempt++)
    result = await measureFocus(page, control);
  expect(result.style.focusVisible, `${result.what} matches :focus-visible`).toBe(true);
  expect(result.drawn, `${result.what} is drawn: ${JSON.stringify(result.style)}`).toBe(true);
}

/** One measurement: the control's look unfocused, then with keyboard focus. */
async function measureFocus(page: Page, control: Locator) {
  // A key press first, so the browser treats the focus as keyboard focus (:focus-visible).
  await page.keyboard.press('Shift');
  // Unfocused first (a dialog focuses its first field when it opens), to see what focus changes.
  // Styles are read two frames after each change: even a 0.01 ms transition reports its start
  // value until the next frame.
  // The app may hand focus back (a new question focuses its answer field), so blur until it stays
  // away for two frames.
  const before = await control.evaluate(async (el) => {
    const twoFrames = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let tries = 0; tries < 20 && document.activeElement === el; tries++) {
      if (el instanceof HTMLElement) el.blur();
      await twoFrames();
    }
    return { border: getComputedStyle(el).borderTopColor, focused: document.activeElement === el };
  });
  expect(before.focused, 'the control can be left unfocused').toBe(false);
  await control.focus();
  await expect(control).toBeFocused();
  const style = await control.evaluate(async (el) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const computed = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: computed.outlineStyle !== 'none' && parseFloat(computed.outlineWidth) > 0,
      boxShadow: computed.boxShadow !== 'none',
      border: computed.borderTopColor,
      field: el.matches('input, textarea, select'),
    };
  });
  const what = `focus on ${await control.evaluate((el) => el.outerHTML.slice(0, 100))}`;
  const drawn = style.outline || style.boxShadow || (style.field && style.border !== before.border);
  return { style, drawn, what };
}

/** All three checks for one screen as it is now. */
async function checkScreen(
  page: Page,
  screen: string,
  { actions, focus }: { actions: () => Locator[]; focus: Locator[] },
): Promise<void> {
  await expectNoMotion(page, screen);
  for (const control of focus) await expectFocusVisible(page, control);
  await expectReflows(page, screen, actions);
}

test('public screens reflow at 375 px and 200 % zoom, show focus, and keep still', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.getByRole('form', { name: 'Request Platform Access' });
  const requestAccess = form.getByRole('button', { name: ACCESS_MESSAGES.submit });
  await expect(requestAccess).toBeVisible();
  await checkScreen(page, 'landing', {
    actions: () => [requestAccess],
    // The submit button stays disabled (unfocusable) until the captcha is verified.
    focus: [form.getByLabel('Work Email'), page.getByRole('link', { name: 'Sign In' }).first()],
  });

  await page.goto('/login');
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeEnabled();
  await checkScreen(page, 'login', {
    actions: () => [signIn],
    focus: [page.getByLabel('Email', { exact: true }), signIn],
  });

  await page.goto('/forgot-password');
  const send = page.getByRole('button', { name: 'Send reset link' });
  await expect(send).toBeVisible();
  await checkScreen(page, 'forgot password', {
    actions: () => [send],
    focus: [send],
  });

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Registration is by invitation' })).toBeVisible();
  const requestLink = page.getByRole('main').getByRole('link', { name: 'Request access' });
  await checkScreen(page, 'register', {
    actions: () => [requestLink],
    focus: [requestLink],
  });
});

test('staff screens reflow at 375 px and 200 % zoom, show focus, and keep still', async ({
  page,
}) => {
  const org = await createTestOrg('Reflow Co');
  const interview = await createTestInterview({
    orgId: org.orgId,
    orgName: 'Reflow Co',
    candidateName: 'Robin Reflow',
    status: 'completed',
  });
  await signInInBrowser(page, org.staff.email, org.staff.password);

  const newInterview = page.getByRole('button', { name: '+ New Interview' });
  await expect(newInterview).toBeVisible();
  await expect(page.getByRole('link', { name: 'Robin Reflow' })).toBeVisible();
  await checkScreen(page, 'dashboard', {
    actions: () => [newInterview],
    focus: [newInterview, page.getByRole('link', { name: 'Robin Reflow' })],
  });

  await newInterview.click();
  const dialog = page.getByRole('dialog', { name: 'Schedule New Interview' });
  const schedule = dialog.getByRole('button', { name: 'Schedule Interview' });
  await expect(schedule).toBeVisible();
  await checkScreen(page, 'schedule dialog', {
    actions: () => [schedule],
    focus: [dialog.getByRole('textbox').first(), schedule],
  });
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/team');
  const invite = page.getByRole('button', { name: TEAM_MESSAGES.inviteSubmit });
  await expect(invite).toBeVisible();
  await checkScreen(page, 'team', {
    actions: () => [invite],
    focus: [invite],
  });

  await page.goto(`/interviews/${interview.id}`);
  await expect(
    page.getByRole('heading', { name: `${REVIEW_MESSAGES.title}: Robin Reflow` }),
  ).toBeVisible();
  const save = page.getByRole('button', { name: REVIEW_MESSAGES.saveReview });
  await expect(save).toBeVisible();
  await checkScreen(page, 'review', {
    actions: () => [save],
    focus: [save],
  });
});

test('the admin screen reflows at 375 px and 200 % zoom, shows focus, and keeps still', async ({
  page,
}) => {
  const admin = await createTestUser({ role: 'admin' });
  const request = await pendingRequest();
  await signInInBrowser(page, admin.email, admin.password, '/admin/access-requests');
  await expect(page.getByRole('heading', { name: ADMIN_MESSAGES.title })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: request.email });
  const approve = row.getByRole('button', { name: /Approve/ });
  await expect(approve).toBeVisible();
  await checkScreen(page, 'access requests', {
    actions: () => [approve],
    focus: [approve],
  });
});

test('the candidate screens reflow at 375 px and 200 % zoom, show focus, keep still, and have one polite transcript', async ({
  page,
}) => {
  const interview = await createTestInterview({ orgName: 'Reflow Corp' });
  await page.route('**/speech-token', (route) => route.fulfill({ json: { mode: 'none' } }));
  await page.goto(`/${interview.sessionId}`);

  await expect(page.getByRole('heading', { name: 'Ready to begin your interview?' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start Interview' });
  const consent = await agreeToRecording(page);
  await expect(start).toBeEnabled();
  await checkScreen(page, 'candidate ready', {
    actions: () => [start],
    focus: [consent, start],
  });

  await start.click();
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  const answer = page.getByRole('textbox', { name: 'Type your answer' });
  await answer.fill('An answer long enough to enable the button.');
  const next = page.getByRole('button', { name: 'Next Question' });
  await expect(next).toBeEnabled();
  await checkScreen(page, 'candidate question', {
    actions: () => [answer, next],
    focus: [answer, next],
  });

  // The transcript is the page's one live region, polite, inside the current question.
  const live = page.locator('[aria-live]');
  await expect(live).toHaveCount(1);
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toHaveAttribute('data-testid', 'live-transcript');
  await expect(
    page.getByRole('region', { name: 'Question 1', exact: true }).getByTestId('live-transcript'),
  ).toHaveCount(1);
});
