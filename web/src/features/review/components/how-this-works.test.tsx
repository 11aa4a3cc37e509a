import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCAL_ENGINE_QUALITY } from '@shared/insights-quality';
import { render } from '@/test/render';
import { HowThisWorks } from './how-this-works';

const local = { name: 'local', version: '2+wink-eng-lite-web-model@1.8.1' } as const;
const button = () => screen.getByRole('button', { name: 'How this works' });

describe('How this works', () => {
  it('opens from a keyboard-reachable button that says whether it is open', async () => {
    render(<HowThisWorks engine={local} />);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    const card = document.getElementById(button().getAttribute('aria-controls')!)!;
    expect(card).not.toBeVisible();
    await userEvent.tab();
    expect(button()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(card).toBeVisible();
    expect(card).toHaveTextContent('It reads the words of the transcript only.');
    expect(card).toHaveTextContent("It never reads the candidate's face, voice, tone or accent.");
    expect(card.textContent).not.toMatch(/language model/);
    await userEvent.keyboard('{Enter}');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the offline engine's measured figures from the one record the bench keeps", async () => {
    render(<HowThisWorks engine={local} />);
    await userEvent.click(button());
    const { version, heldOut, measuredOn } = LOCAL_ENGINE_QUALITY;
    const card = document.getElementById(button().getAttribute('aria-controls')!)!;
    expect(card).toHaveTextContent(
      `Offline engine version ${version}, measured on ${heldOut.answers} held-out answers (${measuredOn})`,
    );
    expect(card).toHaveTextContent(`precision ${Math.round(heldOut.precision * 100)}%`);
    expect(card).toHaveTextContent(`recall ${Math.round(heldOut.recall * 100)}%`);
  });

  it('shows shares as whole percentages', async () => {
    const quality = {
      version: '2',
      heldOut: { answers: 40, precision: 0.873, recall: 0.805 },
      measuredOn: '2026-11-27',
    };
    render(<HowThisWorks engine={local} quality={quality} />);
    await userEvent.click(button());
    const card = document.getElementById(button().getAttribute('aria-controls')!)!;
    expect(card).toHaveTextContent('measured on 40 held-out answers (2026-11-27)');
    expect(card).toHaveTextContent('precision 87%');
    expect(card).toHaveTextContent('recall 81%');
  });

  it("names the language model that made the suggestions and says the figures are the offline engine's", async () => {
    render(<HowThisWorks engine={{ name: 'llm', version: 'gpt-4o-mini' }} />);
    await userEvent.click(button());
    const card = document.getElementById(button().getAttribute('aria-controls')!)!;
    expect(card).toHaveTextContent(
      "A language model (gpt-4o-mini) produced these suggestions; the figures below are the offline engine's.",
    );
    expect(card).toHaveTextContent(`Offline engine version ${LOCAL_ENGINE_QUALITY.version}`);
  });
});
