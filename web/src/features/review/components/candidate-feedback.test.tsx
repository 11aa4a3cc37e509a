import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_TEMPLATES } from '@shared/messages/feedback';
import { ApiError } from '@/lib/api-client';
import { render } from '@/test/render';
import { CandidateFeedback } from './candidate-feedback';

const mocks = vi.hoisted(() => ({ sendCandidateFeedback: vi.fn() }));
vi.mock('../api/send-candidate-feedback', () => ({
  sendCandidateFeedback: mocks.sendCandidateFeedback,
}));

const SENT_AT = '2026-11-27T10:00:00.000Z';

beforeEach(() => {
  mocks.sendCandidateFeedback.mockReset();
  mocks.sendCandidateFeedback.mockResolvedValue({
    sent: true,
    candidateFeedback: { sentAt: SENT_AT, sentBy: 'u1', sentByName: 'Sam' },
  });
});

const renderFeedback = (sentAt?: string, template = FEEDBACK_TEMPLATES.reject) =>
  render(
    <CandidateFeedback
      interviewId="i1"
      candidateName="Ada Lovelace"
      orgName="Acme"
      template={template}
      sentAt={sentAt}
    />,
  );

const messageBox = () => screen.getByRole('textbox', { name: 'Message to the candidate' });

describe('CandidateFeedback', () => {
  it('opens a message prefilled from the decision, which the reviewer edits and sends', async () => {
    renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback to the candidate' }));
    const box = messageBox();
    expect((box as HTMLTextAreaElement).value).toMatch(/^Dear Ada,/);
    expect((box as HTMLTextAreaElement).value).toContain('interview with Acme');
    expect((box as HTMLTextAreaElement).value).toContain('not to move forward');
    await userEvent.clear(box);
    await userEvent.type(box, 'Thank you, Ada.');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(mocks.sendCandidateFeedback).toHaveBeenCalledWith('i1', 'Thank you, Ada.');
    expect(await screen.findByTestId('feedback-sent')).toHaveTextContent(/^Feedback sent on /);
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Message to the candidate' })).toBeNull(),
    );
  });

  it("starts from the org's own template, its placeholders filled", async () => {
    renderFeedback(undefined, 'Hi {firstName}, {orgName} will call you on Monday. {firstName}?');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback to the candidate' }));
    expect((messageBox() as HTMLTextAreaElement).value).toBe(
      'Hi Ada, Acme will call you on Monday. Ada?',
    );
  });

  it("shows the server's refusal in the dialog and sends nothing else", async () => {
    mocks.sendCandidateFeedback.mockRejectedValue(
      new ApiError(
        'Feedback was already sent to this candidate. Only one message can be sent.',
        409,
      ),
    );
    renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback to the candidate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Feedback was already sent to this candidate. Only one message can be sent.',
    );
    expect(screen.queryByTestId('feedback-sent')).toBeNull();
  });

  it("refuses an emptied message in the field, with the API's words, and sends nothing", async () => {
    renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback to the candidate' }));
    await userEvent.clear(messageBox());
    await userEvent.type(messageBox(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(messageBox()).toBeInvalid();
    expect(messageBox()).toHaveAccessibleDescription('Write a message to the candidate');
    expect(mocks.sendCandidateFeedback).not.toHaveBeenCalled();
  });

  it('once sent shows "Feedback sent" and no button', () => {
    renderFeedback(SENT_AT);
    expect(screen.getByTestId('feedback-sent')).toHaveTextContent(/^Feedback sent on /);
    expect(screen.queryByRole('button', { name: 'Send feedback to the candidate' })).toBeNull();
  });
});
