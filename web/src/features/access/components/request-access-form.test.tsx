import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import { API_MESSAGES } from '@shared/messages/api';
import { ApiError } from '@/lib/api-client';
import { render } from '@/test/render';
import type * as SubmitModule from '../api/submit-access-request';
import type * as VerifyModule from '../api/verify-captcha';
import { RequestAccessForm } from './request-access-form';

const { getCaptcha, verifyCaptcha, submitAccessRequest } = vi.hoisted(() => ({
  getCaptcha: vi.fn(),
  verifyCaptcha: vi.fn(),
  submitAccessRequest: vi.fn(),
}));
vi.mock('../api/get-captcha', () => ({ getCaptcha }));
// The proof of work is solved in a worker (none in jsdom): its result is a stand-in here.
vi.mock('../lib/solve-pow', () => ({
  solvePow: async (challenge: unknown) => ({
    challenge,
    solution: { counter: 1, derivedKey: 'ab' },
  }),
}));
vi.mock('../api/verify-captcha', async (importOriginal) => ({
  ...(await importOriginal<typeof VerifyModule>()),
  verifyCaptcha,
}));
vi.mock('../api/submit-access-request', async (importOriginal) => ({
  ...(await importOriginal<typeof SubmitModule>()),
  submitAccessRequest,
}));

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>';
let n = 0;
const pow = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: 'aa',
    salt: 'bb',
    cost: 1,
    keyLength: 32,
    keyPrefix: 'cc',
  },
  signature: 'dd',
};
const challenge = () => ({ captchaId: `captcha-id-${++n}-xxxxxxxxxx`, svg, pow });

beforeEach(() => {
  getCaptcha.mockReset().mockImplementation(async () => challenge());
  verifyCaptcha.mockReset().mockResolvedValue({ verified: true });
  submitAccessRequest.mockReset().mockResolvedValue({ id: 'r1', status: 'pending' });
});

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { site?: string; email?: string; team?: string; message?: string } = {},
) {
  await user.type(screen.getByLabelText(/Company's website/), values.site ?? 'acme.com');
  await user.type(screen.getByLabelText(/Work Email/), values.email ?? 'Ada@Acme.com');
  if (values.team) await user.type(screen.getByLabelText('Team Size (optional)'), values.team);
  if (values.message)
    await user.type(screen.getByLabelText('Additional Message (optional)'), values.message);
}

/** Types an answer and presses Verify (whatever the server then says). */
async function answerCaptcha(user: ReturnType<typeof userEvent.setup>, answer = 'aB3dEf') {
  await user.type(await enabledCaptchaField(), answer);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

/**
 * Answers and waits until the form says the captcha is verified: verifying is asynchronous, and
 * Request Access stays disabled (a click on it does nothing) until then.
 */
async function passCaptcha(user: ReturnType<typeof userEvent.setup>, answer = 'aB3dEf') {
  await answerCaptcha(user, answer);
  await screen.findByText(/Captcha verified/);
}

/** The captcha field once a code has loaded (it is disabled before; typing then would be lost). */
async function enabledCaptchaField() {
  await screen.findByTestId('captcha-image');
  await waitFor(() => expect(screen.getByLabelText(/^Captcha/)).toBeEnabled());
  return screen.getByLabelText(/^Captcha/);
}

describe('Request Platform Access form', () => {
  it("shows the form's fields and keeps 'Request Access' disabled until the captcha is verified", async () => {
    const user = userEvent.setup({ delay: null });
    render(<RequestAccessForm />);
    expect(screen.getByLabelText(/Company's website/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Work Email/)).toBeInTheDocument();
    expect(screen.getByLabelText('Team Size (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Additional Message (optional)')).toBeInTheDocument();
    expect(await screen.findByTestId('captcha-image')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: ACCESS_MESSAGES.submit });
    expect(submit).toBeDisabled();
    await passCaptcha(user);
    // With the solved proof of work of the code's challenge.
    expect(verifyCaptcha).toHaveBeenCalledWith({
      captchaId: expect.stringMatching(/^captcha-id-/),
      answer: 'aB3dEf',
      pow: { challenge: pow, solution: { counter: 1, derivedKey: 'ab' } },
    });
    expect(await screen.findByText(/Captcha verified/)).toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('submits the trimmed, lower-cased email and the captcha id, then shows the success view', async () => {
    const user = userEvent.setup({ delay: null });
    render(<RequestAccessForm />);
    await fill(user, { email: '  Ada@Acme.com ', team: '25', message: 'Hello' });
    await passCaptcha(user);
    let resolve: (v: unknown) => void = () => {};
    submitAccessRequest.mockImplementation(() => new Promise((r) => (resolve = r)));
    await user.click(screen.getByRole('button', { name: ACCESS_MESSAGES.submit }));
    expect(await screen.findByRole('button', { name: ACCESS_MESSAGES.submitting })).toBeDisabled();
    expect(submitAccessRequest).toHaveBeenCalledWith({
      workDomain: 'acme.com',
      email: 'ada@acme.com',
      teamSize: 25,
      message: 'Hello',
      captchaId: expect.stringMatching(/^captcha-id-/),
    });
    resolve({ id: 'r1', status: 'pending' });
    expect(await screen.findByText(ACCESS_MESSAGES.receivedTitle)).toBeInTheDocument();
    expect(screen.getByText(/2-3 business days/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ACCESS_MESSAGES.submitAnother }));
    expect(screen.getByLabelText(/Work Email/)).toHaveValue('');
    await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: ACCESS_MESSAGES.submit })).toBeDisabled();
  });

  it.each([
    ['someone@gmail.com', 'acme.com', ACCESS_MESSAGES.workEmailRequired],
    ['not-an-email', 'acme.com', ACCESS_MESSAGES.invalidEmailFormat],
    ['ada@acme.com', '   ', ACCESS_MESSAGES.workDomainRequired],
  ])('email %s, website "%s" → %s, nothing sent', async (email, site, message) => {
    const user = userEvent.setup({ delay: null });
    render(<RequestAccessForm />);
    await user.type(screen.getByLabelText(/Company's website/), site);
    await user.type(screen.getByLabelText(/Work Email/), email);
    await passCaptcha(user);
    await user.click(await screen.findByRole('button', { name: ACCESS_MESSAGES.submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(submitAccessRequest).not.toHaveBeenCalled();
  });

  it.each(['2.5', 'ten', '0'])(
    'team size %s → the team size message, nothing sent',
    async (team) => {
      const user = userEvent.setup({ delay: null });
      render(<RequestAccessForm />);
      await fill(user, { team });
      await passCaptcha(user);
      await user.click(await screen.findByRole('button', { name: ACCESS_MESSAGES.submit }));
      expect(await screen.findByText(ACCESS_MESSAGES.teamSizeInvalid)).toBeInTheDocument();
      expect(submitAccessRequest).not.toHaveBeenCalled();
    },
  );

  it('a pending request from the email → the pending-request text', async () => {
    submitAccessRequest.mockRejectedValue(
      new ApiError(ACCESS_MESSAGES.alreadyPendingServer, 409, {
        error: ACCESS_MESSAGES.alreadyPendingServer,
      }),
    );
    const user = userEvent.setup({ delay: null });
    render(<RequestAccessForm />);
    await fill(user);
    await passCaptcha(user);
    await user.click(await screen.findByRole('button', { name: ACCESS_MESSAGES.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_MESSAGES.alreadyPending);
  });

  it.each([
    [
      new ApiError('Work domain is required', 400, { error: 'Work domain is required' }),
      'Work domain is required',
    ],
    [new ApiError(API_MESSAGES.unexpected, 500, { details: 'Detail text' }), 'Detail text'],
    [new ApiError(API_MESSAGES.unexpected, 500, { message: 'Message text' }), 'Message text'],
    [new ApiError(API_MESSAGES.unexpected, 500, 'oops'), ACCESS_MESSAGES.submitFailed],
    [new ApiError(API_MESSAGES.tooManyRequests, 429, {}), API_MESSAGES.tooManyRequests],
    [new Error('boom'), ACCESS_MESSAGES.submitFailed],
  ])(
    'other failures: error, then details, then message, then the fallback (%#)',
    async (error, shown) => {
      submitAccessRequest.mockRejectedValue(error);
      const user = userEvent.setup({ delay: null });
      render(<RequestAccessForm />);
      await fill(user);
      await passCaptcha(user);
      await user.click(await screen.findByRole('button', { name: ACCESS_MESSAGES.submit }));
      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    },
  );

  it('a captcha the server no longer accepts is replaced', async () => {
    submitAccessRequest.mockRejectedValue(
      new ApiError(ACCESS_MESSAGES.captchaRequired, 400, {
        error: ACCESS_MESSAGES.captchaRequired,
      }),
    );
    const user = userEvent.setup({ delay: null });
    render(<RequestAccessForm />);
    await fill(user);
    await passCaptcha(user);
    await user.click(await screen.findByRole('button', { name: ACCESS_MESSAGES.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_MESSAGES.captchaRequired);
    await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: ACCESS_MESSAGES.submit })).toBeDisabled();
  });
});

describe('captcha', () => {
  it("a wrong answer shows 'Incorrect captcha. Please try again.' and keeps the code", async () => {
    verifyCaptcha.mockRejectedValue(
      new ApiError(ACCESS_MESSAGES.captchaIncorrect, 400, {
        error: ACCESS_MESSAGES.captchaIncorrect,
      }),
    );
    const user = userEvent.setup({ delay: null });
    render(<RequestAccessForm />);
    const image = await screen.findByTestId('captcha-image');
    const id = image.getAttribute('data-captcha-id');
    await answerCaptcha(user, 'wrong1');
    expect(await screen.findByText(ACCESS_MESSAGES.captchaIncorrect)).toBeInTheDocument();
    expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-id')).toBe(id);
    expect(screen.getByLabelText(/^Captcha/)).toHaveValue('');
    expect(screen.getByRole('button', { name: ACCESS_MESSAGES.submit })).toBeDisabled();
  });

  it('the next attempt carries the proof of work of the challenge the wrong answer sent', async () => {
    const nextPow = { ...pow, signature: 'ee' };
    verifyCaptcha.mockRejectedValueOnce(
      new ApiError(ACCESS_MESSAGES.captchaIncorrect, 400, {
        error: ACCESS_MESSAGES.captchaIncorrect,
        details: { pow: nextPow },
      }),
    );
    const user = userEvent.setup({ delay: null });
    render(<RequestAccessForm />);
    await answerCaptcha(user, 'wrong1');
    expect(await screen.findByText(ACCESS_MESSAGES.captchaIncorrect)).toBeInTheDocument();
    await passCaptcha(user, 'aB3dEf');
    expect(await screen.findByText(/Captcha verified/)).toBeInTheDocument();
    expect(verifyCaptcha).toHaveBeenLastCalledWith(
      expect.objectContaining({ pow: expect.objectContaining({ challenge: nextPow }) }),
    );
  });

  it('the third failure shows the new captcha the server sent and its message', async () => {
    const next = { captchaId: 'replacement-captcha-0001', svg, pow };
    verifyCaptcha.mockRejectedValue(
      new ApiError(ACCESS_MESSAGES.captchaTooManyAttempts, 400, {
        error: ACCESS_MESSAGES.captchaTooManyAttempts,
        details: { captcha: next },
      }),
    );
    const user = userEvent.setup({ delay: null });
    render(<RequestAccessForm />);
    await answerCaptcha(user, 'wrong3');
    expect(await screen.findByText(ACCESS_MESSAGES.captchaTooManyAttempts)).toBeInTheDocument();
    // The new image may render a moment after the message.
    await waitFor(() =>
      expect(screen.getByTestId('captcha-image').getAttribute('data-captcha-id')).toBe(
        next.captchaId,
      ),
    );
  });

  it("a network failure → 'Captcha verification failed. Please try again.'", async () => {
    verifyCaptcha.mockRejectedValue(new ApiError(API_MESSAGES.network, 0));
    const user = userEvent.setup({ delay: null });
    render(<RequestAccessForm />);
    await answerCaptcha(user);
    expect(await screen.findByText(ACCESS_MESSAGES.captchaFailed)).toBeInTheDocument();
  });

  it('the refresh button loads a new code', async () => {
    const user = userEvent.setup({ delay: null });
    render(<RequestAccessForm />);
    await screen.findByTestId('captcha-image');
    await user.click(screen.getByRole('button', { name: 'Show a new code' }));
    await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(2));
  });

  it('Enter in the captcha verifies it instead of submitting', async () => {
    const user = userEvent.setup({ delay: null });
    render(<RequestAccessForm />);
    await user.type(await enabledCaptchaField(), 'aB3dEf{Enter}');
    await waitFor(() => expect(verifyCaptcha).toHaveBeenCalledTimes(1));
    expect(submitAccessRequest).not.toHaveBeenCalled();
  });
});
