import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import { ApiError } from '@/lib/api-client';
import { render } from '@/test/render';
import { ConfirmAccessPage } from './confirm-access-page';

const confirm = vi.fn();
vi.mock('../api/confirm-access-request', () => ({
  confirmAccessRequest: (...a: unknown[]) => confirm(...a),
}));

const TOKEN = 'abcdefghijklmnopqrstuv';
const renderPage = () =>
  render(
    <MemoryRouter>
      <ConfirmAccessPage token={TOKEN} />
    </MemoryRouter>,
  );

beforeEach(() => {
  confirm.mockReset();
});

describe('Confirm access request page', () => {
  it('says it is confirming while the call runs, then that the request is confirmed', async () => {
    let resolve: (v: unknown) => void = () => {};
    confirm.mockReturnValue(new Promise((r) => (resolve = r)));
    renderPage();
    expect(screen.getByRole('heading', { name: ACCESS_MESSAGES.confirming })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledExactlyOnceWith({ token: TOKEN });
    resolve({ status: 'confirmed' });
    expect(
      await screen.findByRole('heading', { name: ACCESS_MESSAGES.confirmedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ACCESS_MESSAGES.confirmedText);
  });

  it('an invalid or expired link says so, with a way back to the form', async () => {
    confirm.mockRejectedValue(
      new ApiError(ACCESS_MESSAGES.confirmLinkInvalid, 404, {
        error: ACCESS_MESSAGES.confirmLinkInvalid,
      }),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { name: ACCESS_MESSAGES.confirmFailedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ACCESS_MESSAGES.confirmLinkInvalid);
    expect(screen.getByRole('link', { name: ACCESS_MESSAGES.confirmSubmitAgain })).toHaveAttribute(
      'href',
      '/#request-access',
    );
  });

  it("a confirmed request already pending for the address: the form's own words", async () => {
    confirm.mockRejectedValue(
      new ApiError(ACCESS_MESSAGES.alreadyPendingServer, 409, {
        error: ACCESS_MESSAGES.alreadyPendingServer,
      }),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_MESSAGES.alreadyPending);
  });

  it('a server failure is one line', async () => {
    confirm.mockRejectedValue(new ApiError('boom', 500, { error: 'boom' }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_MESSAGES.confirmFailed);
  });
});
