/* global window, document, requestAnimationFrame, MutationObserver -- page functions run in the browser */
// A follow-up question must cost the candidate no more wait than the next question does: on the
// throttled phone (bench/phone.mjs), from the press on "Next Question" under an answer that leaves
// out a key point to the follow-up on screen, beside (the floor) the press under an answer to a
// question without follow-ups to the next question on screen, in the same interview and run.
// Target: the follow-up ≤ 1.2× the next question. Part of `npm run bench`.
import { PHONE_NOTE, visit } from './phone.mjs';
import { createOrgWithStaff, interviewBody, invitationsSent, median } from './support.mjs';

const RATIO_TARGET = 1.2;
// The screen's words (functions/src/shared/messages/candidate.ts; Node cannot import TypeScript).
const START = 'Start Interview';
const NEXT = 'Next Question';
const START_NOW = 'Start now';
const TYPE_LABEL = 'Type your answer';
const FOLLOW_UP_BADGE = 'Follow-up question';
const CONSENT =
  'I agree that my video, audio and answers are recorded and shared with the hiring team as described above';
const questionOf = (n, total) => `Question ${n} of ${total}`;

const PROMPT = 'What did you measure before you changed anything?';
const typed = {
  thinkTimeSec: 0,
  answerLimitSec: null,
  retakes: 0,
  answerMode: 'type',
};
/** Question 1 asks a follow-up when its answer gives no evidence of measuring; 2 and 3 never do. */
const SET = {
  name: 'Follow-up bench',
  followUpsPerQuestion: 1,
  questions: [
    {
      id: 'qperf',
      text: 'Tell us about a time you made something faster.',
      rubric: [
        'Measures the problem before changing anything (profiling, metrics, logs)',
        'States the result with a number',
      ],
      probes: [{ prompt: PROMPT, askIfMissing: true }, null],
      ...typed,
    },
    { id: 'qtwo', text: 'What do you enjoy about your work?', ...typed },
    { id: 'qthree', text: 'What would you like to learn next?', ...typed },
  ],
};
const NO_MEASURING =
  'Our checkout page was slow, so I rewrote the product query to fetch everything in one call ' +
  'instead of one call per item, because the loop was obviously wasteful. After the change the ' +
  'page loaded in under a second instead of four seconds.';
const PLAIN = 'I enjoy working with people who care about the details and ship things together.';

async function api(origin, idToken, method, path, body) {
  const res = await fetch(`${origin}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * In the page: arms a timer for the next press on a button named `button` (the page's own click
 * handler runs after it) to the frame in which an element reading `text` is shown.
 */
function armTimer({ button, text }) {
  const timer = { clickAt: null, shownAt: null };
  window.__followUpTimer = timer;
  const onClick = (event) => {
    if (event.target.closest('button')?.textContent.trim() !== button) return;
    timer.clickAt = performance.now();
    document.removeEventListener('click', onClick, true);
  };
  document.addEventListener('click', onClick, true);
  const look = () => {
    if (timer.clickAt === null) return;
    const found = [...document.querySelectorAll('body *')].some(
      (e) => e.children.length === 0 && e.textContent.trim() === text && e.checkVisibility(),
    );
    if (!found) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (timer.shownAt = performance.now())));
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** Presses Next under `answer` and times the press to `text` shown, in the page. */
async function timedNext(page, answer, text) {
  await page.getByLabel(TYPE_LABEL).fill(answer);
  await page.evaluate(armTimer, { button: NEXT, text });
  await page.getByRole('button', { name: NEXT }).click();
  await page.waitForFunction(() => window.__followUpTimer.shownAt !== null, null, {
    timeout: 60_000,
  });
  const { clickAt, shownAt } = await page.evaluate(() => window.__followUpTimer);
  return Math.round(shownAt - clickAt);
}

/** One candidate: question 1 (→ its follow-up), the follow-up, question 2 (→ question 3). */
const takeInterview = (browser, url) =>
  visit(
    browser,
    url,
    () => undefined,
    async (page) => {
      await page.getByRole('checkbox', { name: CONSENT }).check({ timeout: 60_000 });
      await page.getByRole('button', { name: START }).click();
      await page.getByText(questionOf(1, 3)).waitFor({ timeout: 60_000 });
      // On screen: the text the candidate must answer (a badge or a counter shows earlier).
      const followUpMs = await timedNext(page, NO_MEASURING, PROMPT);
      await page.getByText(FOLLOW_UP_BADGE).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: START_NOW }).click();
      await page.getByLabel(TYPE_LABEL).fill(PLAIN);
      await page.getByRole('button', { name: NEXT }).click();
      await page.getByText(questionOf(2, 3)).waitFor({ timeout: 60_000 });
      const nextMs = await timedNext(page, PLAIN, SET.questions[2].text);
      await page.getByText(questionOf(3, 3)).waitFor({ timeout: 60_000 });
      return { followUpMs, nextMs };
    },
  );

export async function measure({ hostingOrigin, chromiumPath, chromiumArgs, log, quick }) {
  const runs = quick ? 2 : 7;
  const { staff } = await createOrgWithStaff('Follow-up Corp');
  const { questionSet } = await api(hostingOrigin, staff.idToken, 'POST', '/question-sets', SET);
  const interviews = [];
  for (let i = 0; i <= runs; i++) {
    const body = { ...interviewBody(`Follow-up ${i}`, i), questionSetId: questionSet.id };
    interviews.push(
      (await api(hostingOrigin, staff.idToken, 'POST', '/interviews', body)).interview,
    );
  }
  await invitationsSent(interviews);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const followUp = [];
  const next = [];
  try {
    // Warm-up (function workers, the engine's first read of its model): one untimed candidate.
    await takeInterview(browser, `${hostingOrigin}/${interviews[0].sessionId}`);
    for (let i = 1; i <= runs; i++) {
      const seen = await takeInterview(browser, `${hostingOrigin}/${interviews[i].sessionId}`);
      followUp.push(seen.followUpMs);
      next.push(seen.nextMs);
      log(`follow-ups run ${i}/${runs}: follow-up ${seen.followUpMs} ms, next ${seen.nextMs} ms`);
    }
  } finally {
    await browser.close();
  }
  const floor = median(next);
  const value = median(followUp);
  const ratio = Number((value / floor).toFixed(2));
  return {
    title: 'Follow-up question on screen (throttled phone)',
    rows: [
      { metric: 'floor: Next Question → the next question shown', value: floor, unit: 'ms' },
      {
        metric: 'Next Question → the follow-up shown',
        value,
        unit: 'ms',
        floor,
      },
      {
        metric: 'follow-up ÷ next question',
        value: ratio,
        unit: '×',
        target: `≤ ${RATIO_TARGET}`,
        ok: ratio <= RATIO_TARGET,
      },
    ],
    notes: [
      "Timed in the page from the press on Next Question to the frame showing the text to answer: the follow-up's (it comes with the save's response) or the next question's (it comes when the question is opened, after the save); both saves are typed answers of about the same length in the same interview.",
      `Median of ${runs} candidates after one untimed; ${PHONE_NOTE}.`,
    ],
    raw: { followUp, next },
  };
}
