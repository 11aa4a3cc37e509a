import { useEffect } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { render } from '@/test/render';
import { useMembership } from '@/lib/auth/membership';
import { MembershipGate } from './membership-gate';

const mocks = vi.hoisted(() => ({
  useOwnMembership: vi.fn(),
  signOut: vi.fn(),
  unmounted: vi.fn(),
}));
vi.mock('../data/team-firestore', () => ({ useOwnMembership: mocks.useOwnMembership }));
vi.mock('firebase/auth', () => ({ signOut: mocks.signOut }));
vi.mock('@/lib/firebase/auth', () => ({ auth: {} }));

/** Stands for a signed-in screen: shows the role it is given, and says when it goes away. */
function Screen() {
  const membership = useMembership();
  useEffect(() => mocks.unmounted, []);
  return <p>dashboard {membership.status === 'member' ? membership.role : membership.status}</p>;
}

const tree = () => (
  <MemoryRouter initialEntries={['/dashboard']}>
    <Routes>
      <Route
        path="/dashboard"
        element={
          <MembershipGate orgId="acme.com" uid="u-ada">
            <Screen />
          </MembershipGate>
        }
      />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>
  </MemoryRouter>
);
const renderGate = () => render(tree());

const member = { uid: 'u-ada', email: 'ada@acme.com', displayName: 'Ada', invitedBy: null };

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.signOut.mockResolvedValue(undefined);
});

describe('Membership gate', () => {
  it('renders the screens while the membership is loading (no blocked first paint)', () => {
    mocks.useOwnMembership.mockReturnValue({ status: 'loading' });
    renderGate();
    expect(mocks.useOwnMembership).toHaveBeenCalledWith('acme.com', 'u-ada');
    expect(screen.getByText('dashboard loading')).toBeInTheDocument();
  });

  it('gives the screens the org role while the member document exists', () => {
    mocks.useOwnMembership.mockReturnValue({
      status: 'success',
      data: { ...member, role: 'owner' },
    });
    renderGate();
    expect(screen.getByText('dashboard owner')).toBeInTheDocument();
    expect(screen.queryByText(TEAM_MESSAGES.accessEndedTitle)).not.toBeInTheDocument();
  });

  it('once the member document is gone: unmounts the screens and shows that access ended', () => {
    mocks.useOwnMembership.mockReturnValue({
      status: 'success',
      data: { ...member, role: 'member' },
    });
    const { rerender } = renderGate();
    expect(screen.getByText('dashboard member')).toBeInTheDocument();
    expect(mocks.unmounted).not.toHaveBeenCalled();
    // The server deletes the member document: the listener's next value is null.
    mocks.useOwnMembership.mockReturnValue({ status: 'success', data: null });
    rerender(tree());
    expect(mocks.unmounted).toHaveBeenCalled();
    expect(screen.queryByText(/dashboard/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: TEAM_MESSAGES.accessEndedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(TEAM_MESSAGES.accessEndedText)).toBeInTheDocument();
  });

  it('a denied read of the member document also ends access; Sign out goes to /login', async () => {
    mocks.useOwnMembership.mockReturnValue({ status: 'error', errorCode: 'permission-denied' });
    renderGate();
    expect(screen.queryByText(/dashboard/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEAM_MESSAGES.signOut }));
    expect(mocks.signOut).toHaveBeenCalled();
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('any other failed read keeps the screens (the role is then unknown)', () => {
    mocks.useOwnMembership.mockReturnValue({ status: 'error', errorCode: 'unavailable' });
    renderGate();
    expect(screen.getByText('dashboard error')).toBeInTheDocument();
  });
});
