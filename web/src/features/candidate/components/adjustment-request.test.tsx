import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { ApiError, callApi } from '@/lib/api-client';
import { render } from '@/test/render';
import { AdjustmentRequest } from './adjustment-request';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callApi: vi.fn(),
}));

const form = () => render(<AdjustmentRequest sessionId="session-1" orgName="Acme" />);
const field = () => screen.getByRole('textbox', { name: 'What would help you?' });
const sendButton = () => screen.getByRole('button', { name: 'Send request' });

describe('AdjustmentRequest', () => {
  afterEach(() => vi.mocked(callApi).mockReset());

  it('is a titled section with a labelled text box and a send button', () => {
    form();
    expect(
      screen.getByRole('region', { name: 'Ask for another format or an adjustment' }),
    ).toBeInTheDocument();
    expect(field()).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('sends nothing for an empty or blank request, and says what is missing', async () => {
    form();
    await userEvent.click(sendButton());
    expect(
      await screen.findByText('Please tell the hiring team what would help you.'),
    ).toBeInTheDocument();
    await userEvent.type(field(), '   ');
    await userEvent.click(sendButton());
    expect(field()).toHaveAccessibleDescription('Please tell the hiring team what would help you.');
    expect(callApi).not.toHaveBeenCalled();
  });

  it('sends nothing over 1000 characters, and says so at the field until corrected', async () => {
    form();
    await userEvent.click(field());
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(sendButton());
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(
        'Please keep your request under 1,000 characters.',
      ),
    );
    expect(field()).toBeInvalid();
    expect(callApi).not.toHaveBeenCalled();
    await userEvent.type(field(), '{Backspace}');
    expect(field()).not.toBeInvalid();
  });

  it('a request of exactly 1000 characters is sent once, however often Send is pressed', async () => {
    let answer: (value: unknown) => void = () => {};
    vi.mocked(callApi).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    form();
    await userEvent.click(field());
    await userEvent.paste('y'.repeat(1000));
    await userEvent.click(sendButton());
    await userEvent.click(sendButton());
    await waitFor(() => expect(callApi).toHaveBeenCalledTimes(1));
    await userEvent.click(sendButton());
    answer({ sent: true, requestsLeft: 2 });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(vi.mocked(callApi).mock.calls[0][1]).toMatchObject({
      body: { message: 'y'.repeat(1000) },
    });
  });

  it('sends the trimmed words and confirms in plain words that the link still works', async () => {
    vi.mocked(callApi).mockResolvedValueOnce({ sent: true, requestsLeft: 2 });
    form();
    await userEvent.type(field(), '  More time, please  ');
    await userEvent.click(sendButton());
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(
      'Your request was sent to the hiring team at Acme. They will reply to you by email. Your interview link still works: you can wait for their answer, or start the interview now.',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(vi.mocked(callApi).mock.calls[0][1]).toMatchObject({
      params: { sessionId: 'session-1' },
      body: { message: 'More time, please' },
    });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("shows the server's refusal (the fourth request) and keeps the words typed", async () => {
    const limit =
      'You have already sent 3 requests for this interview. The hiring team will reply to you by email.';
    vi.mocked(callApi).mockRejectedValueOnce(new ApiError(limit, 409, { error: limit }));
    form();
    await userEvent.type(field(), 'A person, please');
    await userEvent.click(sendButton());
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(field()).toHaveValue('A person, please');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
