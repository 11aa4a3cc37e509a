import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '@shared/messages/common';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { ApiError } from '@/lib/api-client';
import { render } from '@/test/render';
import { OrgSettings } from './org-settings';

const mocks = vi.hoisted(() => ({ updateOrgSettings: vi.fn() }));
vi.mock('../api/update-org-settings', () => ({ updateOrgSettings: mocks.updateOrgSettings }));

const noticeSwitch = () =>
  screen.getByRole('switch', { name: TEAM_MESSAGES.notifyOnCompleteLabel });

beforeEach(() => {
  mocks.updateOrgSettings.mockReset();
  mocks.updateOrgSettings.mockResolvedValue({ settings: { notifyOnComplete: false } });
});

describe('OrgSettings', () => {
  it('an owner turns the completion notice off: the API is called and the switch stays off', async () => {
    const { rerender } = render(<OrgSettings notifyOnComplete editable />);
    expect(screen.getByRole('heading', { name: TEAM_MESSAGES.settingsTitle })).toBeInTheDocument();
    expect(noticeSwitch()).toBeChecked();
    await userEvent.click(noticeSwitch());
    expect(mocks.updateOrgSettings).toHaveBeenCalledWith({ notifyOnComplete: false });
    expect(await screen.findByText(TEAM_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(noticeSwitch()).not.toBeChecked();
    // The live org document catches up.
    rerender(<OrgSettings notifyOnComplete={false} editable />);
    expect(noticeSwitch()).not.toBeChecked();
  });

  it('a member sees the setting but cannot change it', () => {
    render(<OrgSettings notifyOnComplete={false} editable={false} />);
    expect(noticeSwitch()).not.toBeChecked();
    expect(noticeSwitch()).toBeDisabled();
  });

  it('a failed save says so and the switch shows the stored value again', async () => {
    mocks.updateOrgSettings.mockRejectedValue(new ApiError(API_MESSAGES.forbidden, 403));
    render(<OrgSettings notifyOnComplete editable />);
    await userEvent.click(noticeSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.forbidden);
    await waitFor(() => expect(noticeSwitch()).toBeChecked());
    expect(screen.queryByText(TEAM_MESSAGES.settingsSaved)).toBeNull();
  });
});
