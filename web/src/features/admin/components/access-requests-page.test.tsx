import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessRequestStatus } from '@shared/constants/domain';
import { ADMIN_MESSAGES } from '@shared/messages/access';
import { APP_MESSAGES } from '@shared/messages/common';
import { render } from '@/test/render';
import { storedDoc } from '@/test/stored-docs';
import type { AccessRequestRow } from '@/domain/access-request';
import type * as AccessRequests from '../data/access-requests';
import type { AccessRequestsState } from '../data/access-requests';
import { AccessRequestsPage } from './access-requests-page';

const { useSession, useAccessRequests, useExistingOrg, approveAccessRequest, rejectAccessRequest } =
  vi.hoisted(() => ({
    useSession: vi.fn(),
    useAccessRequests: vi.fn(),
    useExistingOrg: vi.fn(),
    approveAccessRequest: vi.fn(),
    rejectAccessRequest: vi.fn(),
  }));
vi.mock('@/lib/auth/use-session', () => ({ useSession }));
vi.mock('../data/access-requests', () => ({ useAccessRequests }));
vi.mock('../data/existing-org', () => ({ useExistingOrg }));
vi.mock('../api/approve-access-request', () => ({ approveAccessRequest }));
vi.mock('../api/reject-access-request', () => ({ rejectAccessRequest }));

const when = new Date(2026, 10, 20, 9, 30);
const row = (over: Partial<AccessRequestRow>): AccessRequestRow => ({
  id: 'r1',
  workDomain: 'acme.com',
  email: 'ada@acme.com',
  teamSize: 12,
  message: null,
  status: 'pending',
  rejectionReason: null,
  createdAt: { toDate: () => when } as AccessRequestRow['createdAt'],
  ...over,
});
const data: Record<AccessRequestStatus, AccessRequestRow[]> = {
  pending: [row({}), row({ id: 'r2', email: 'bo@beta.io', workDomain: 'beta.io', teamSize: null })],
  approved: [row({ id: 'r3', email: 'cy@gamma.dev', workDomain: 'gamma.dev', status: 'approved' })],
  rejected: [row({ id: 'r4', email: 'di@delta.org', workDomain: 'delta.org', status: 'rejected' })],
};

beforeEach(() => {
  useSession.mockReset().mockReturnValue({
    status: 'signed-in',
    user: { email: 'admin@hiq.test' },
    claims: { role: 'admin' },
  });
  useAccessRequests
    .mockReset()
    .mockImplementation((status: AccessRequestStatus): AccessRequestsState => ({
      status: 'success',
      rows: data[status],
    }));
  useExistingOrg.mockReset().mockReturnValue(null);
  approveAccessRequest.mockReset().mockResolvedValue({});
  rejectAccessRequest.mockReset().mockResolvedValue({});
});

describe('Access Requests admin', () => {
  it('a signed-in non-admin sees Not authorised and no list is read', () => {
    useSession.mockReturnValue({
      status: 'signed-in',
      user: { email: 's@acme.test' },
      claims: { role: 'staff', orgId: 'acme.test' },
    });
    render(<AccessRequestsPage />);
    expect(screen.getByRole('heading', { name: APP_MESSAGES.notAuthorised })).toBeInTheDocument();
    expect(useAccessRequests).not.toHaveBeenCalled();
  });

  it('title, Status filter defaulting to Pending, the columns, N/A, badge and local date', () => {
    render(<AccessRequestsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: ADMIN_MESSAGES.title }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(useAccessRequests).toHaveBeenLastCalledWith('pending');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Company Domain', 'Email', 'Team Size', 'Status', 'Date', 'Actions']);
    expect(screen.getByRole('table', { name: 'Access requests' })).toBeInTheDocument();
    // On a narrow screen the table scrolls in a named box a keyboard can focus.
    expect(screen.getByRole('region', { name: 'Access requests' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('12')).toBeInTheDocument();
    expect(within(rows[1]).getByText('N/A')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]).getByText(when.toLocaleDateString())).toBeInTheDocument();
    expect(
      within(rows[0]).getByRole('button', { name: 'Approve ada@acme.com' }),
    ).toBeInTheDocument();
    expect(
      within(rows[0]).getByRole('button', { name: 'Reject ada@acme.com' }),
    ).toBeInTheDocument();
  });

  it('a request that does not match the contract is an error row among the others', async () => {
    const { toAccessRequests } =
      await vi.importActual<typeof AccessRequests>('../data/access-requests');
    const stored = {
      workDomain: 'acme.com',
      email: 'ada@acme.com',
      teamSize: 12,
      message: null,
      status: 'pending',
      createdAt: Timestamp.fromDate(when),
      decidedAt: null,
      decidedBy: null,
      rejectionReason: null,
      orgId: null,
    };
    useAccessRequests.mockReturnValue({
      status: 'success',
      rows: toAccessRequests([
        storedDoc('r1', stored),
        storedDoc('r2', { ...stored, email: 'bo@beta.io', teamSize: 'twelve' }),
      ]),
    });
    render(<AccessRequestsPage />);
    const [first, bad] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByRole('button', { name: 'Approve ada@acme.com' })).toBeInTheDocument();
    expect(within(bad).getByRole('cell')).toHaveAttribute('colspan', '6');
    expect(bad).toHaveTextContent(APP_MESSAGES.unreadableRecord);
    expect(bad).toHaveTextContent(/r2: teamSize: /);
  });

  it('a pending request from a company that already uses HiQ says so under its domain', async () => {
    useExistingOrg.mockImplementation((domain: string) =>
      domain === 'acme.com' ? { name: 'Acme', memberCount: 3 } : null,
    );
    render(<AccessRequestsPage />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getAllByRole('cell')[0]).toHaveTextContent(
      `acme.com${ADMIN_MESSAGES.existingCustomer('Acme', 3)}${ADMIN_MESSAGES.existingCustomerHint}`,
    );
    expect(within(rows[0]).getByText('Existing customer: Acme, 3 members')).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/Existing customer/)).toBeNull();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Company Domain', 'Email', 'Team Size', 'Status', 'Date', 'Actions']);

    // Decided requests are not looked up.
    useExistingOrg.mockClear();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    expect(useExistingOrg).not.toHaveBeenCalled();
    expect(screen.queryByText(/Existing customer/)).toBeNull();
  });

  it('switching the filter shows that status and no actions on decided rows', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AccessRequestsPage />);
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    expect(useAccessRequests).toHaveBeenLastCalledWith('approved');
    expect(screen.getByText('cy@gamma.dev')).toBeInTheDocument();
    expect(screen.queryByText('ada@acme.com')).toBeNull();
    expect(within(screen.getByRole('table')).getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(screen.getByText('di@delta.org')).toBeInTheDocument();
  });

  it('approve calls the API for that row', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AccessRequestsPage />);
    await user.click(screen.getByRole('button', { name: 'Approve bo@beta.io' }));
    expect(approveAccessRequest).toHaveBeenCalledWith('r2');
  });

  it("approve failure → 'Failed to approve request. Please try again.'", async () => {
    approveAccessRequest.mockRejectedValue(new Error('409'));
    const user = userEvent.setup({ delay: null });
    render(<AccessRequestsPage />);
    await user.click(screen.getByRole('button', { name: 'Approve ada@acme.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.approveFailed);
  });

  it('reject asks for a reason in a dialog and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AccessRequestsPage />);
    await user.click(screen.getByRole('button', { name: 'Reject ada@acme.com' }));
    const dialog = await screen.findByRole('dialog', { name: ADMIN_MESSAGES.rejectTitle });
    // The reason field, not Cancel, takes focus.
    await waitFor(() =>
      expect(within(dialog).getByLabelText(ADMIN_MESSAGES.rejectReasonLabel)).toHaveFocus(),
    );
    await user.type(
      within(dialog).getByLabelText(ADMIN_MESSAGES.rejectReasonLabel),
      '  Not a fit ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(rejectAccessRequest).toHaveBeenCalledWith('r1', { reason: 'Not a fit' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an empty reason cancels', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AccessRequestsPage />);
    await user.click(screen.getByRole('button', { name: 'Reject ada@acme.com' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(ADMIN_MESSAGES.rejectReasonLabel), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rejectAccessRequest).not.toHaveBeenCalled();
  });

  it("reject failure → 'Failed to reject request. Please try again.'", async () => {
    rejectAccessRequest.mockRejectedValue(new Error('x'));
    const user = userEvent.setup({ delay: null });
    render(<AccessRequestsPage />);
    await user.click(screen.getByRole('button', { name: 'Reject ada@acme.com' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(ADMIN_MESSAGES.rejectReasonLabel), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.rejectFailed);
  });

  it('loading, empty and load-failure states', () => {
    useAccessRequests.mockReturnValue({ status: 'loading' });
    const { unmount } = render(<AccessRequestsPage />);
    expect(screen.getByText(ADMIN_MESSAGES.loading)).toBeInTheDocument();
    unmount();
    useAccessRequests.mockReturnValue({ status: 'success', rows: [] });
    const second = render(<AccessRequestsPage />);
    expect(screen.getByText(ADMIN_MESSAGES.empty)).toBeInTheDocument();
    second.unmount();
    useAccessRequests.mockReturnValue({ status: 'error' });
    render(<AccessRequestsPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.loadFailed);
  });
});
