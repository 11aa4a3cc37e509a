import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '@shared/messages/api';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { DEFAULT_ORG_SETTINGS } from '@shared/schemas/team';
import type { OrgSettings as OrgSettingsValues } from '@shared/schemas/team';
import { ApiError } from '@/lib/api-client';
import { render } from '@/test/render';
import { OrgSettings } from './org-settings';

const mocks = vi.hoisted(() => ({ updateOrgSettings: vi.fn() }));
vi.mock('../api/update-org-settings', () => ({ updateOrgSettings: mocks.updateOrgSettings }));

const noticeSwitch = () =>
  screen.getByRole('switch', { name: TEAM_MESSAGES.notifyOnCompleteLabel });
const modeRadio = (mode: 'video' | 'audio') =>
  screen.getByRole('radio', { name: TEAM_MESSAGES.recordingModeLabels[mode] });
const retentionInput = () =>
  screen.getByRole('textbox', { name: TEAM_MESSAGES.retentionDaysLabel });
const expiryInput = () => screen.getByRole('textbox', { name: TEAM_MESSAGES.linkExpiryDaysLabel });
const saveRetention = () => screen.getByRole('button', { name: TEAM_MESSAGES.retentionSave });

const settings = (over: Partial<OrgSettingsValues> = {}) => ({ ...DEFAULT_ORG_SETTINGS, ...over });

beforeEach(() => {
  mocks.updateOrgSettings.mockReset();
  mocks.updateOrgSettings.mockImplementation(async (input: Partial<OrgSettingsValues>) => ({
    settings: settings(input),
  }));
});

describe('OrgSettings: the completion notice', () => {
  it('an owner turns the completion notice off: the API is called and the switch stays off', async () => {
    const { rerender } = render(<OrgSettings settings={settings()} editable />);
    expect(screen.getByRole('heading', { name: TEAM_MESSAGES.settingsTitle })).toBeInTheDocument();
    expect(noticeSwitch()).toBeChecked();
    await userEvent.click(noticeSwitch());
    expect(mocks.updateOrgSettings).toHaveBeenCalledWith({ notifyOnComplete: false });
    expect(await screen.findByText(TEAM_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(noticeSwitch()).not.toBeChecked();
    // The live org document catches up.
    rerender(<OrgSettings settings={settings({ notifyOnComplete: false })} editable />);
    expect(noticeSwitch()).not.toBeChecked();
  });

  it('a failed save says so and the switch shows the stored value again', async () => {
    mocks.updateOrgSettings.mockRejectedValue(new ApiError(API_MESSAGES.forbidden, 403));
    render(<OrgSettings settings={settings()} editable />);
    await userEvent.click(noticeSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.forbidden);
    await waitFor(() => expect(noticeSwitch()).toBeChecked());
    expect(screen.queryByText(TEAM_MESSAGES.settingsSaved)).toBeNull();
  });
});

describe('OrgSettings: recording', () => {
  it('a radio group of the two modes; choosing audio by keyboard saves it and it stays chosen', async () => {
    const { rerender } = render(<OrgSettings settings={settings()} editable />);
    expect(
      screen.getByRole('radiogroup', { name: TEAM_MESSAGES.recordingModeLabel }),
    ).toBeInTheDocument();
    expect(modeRadio('video')).toBeChecked();
    await userEvent.tab(); // the switch
    await userEvent.tab(); // the checked radio
    expect(modeRadio('video')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(mocks.updateOrgSettings).toHaveBeenCalledWith({ recordingMode: 'audio' }),
    );
    expect(await screen.findByText(TEAM_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(modeRadio('audio')).toBeChecked();
    rerender(<OrgSettings settings={settings({ recordingMode: 'audio' })} editable />);
    expect(modeRadio('audio')).toBeChecked();
  });

  it('a failed save shows the stored mode again', async () => {
    mocks.updateOrgSettings.mockRejectedValue(new ApiError('Server says no', 500));
    render(<OrgSettings settings={settings()} editable />);
    await userEvent.click(modeRadio('audio'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server says no');
    await waitFor(() => expect(modeRadio('video')).toBeChecked());
  });
});

describe('OrgSettings: data retention', () => {
  it('shows the stored days; an owner changes both and saves them in one call', async () => {
    const { rerender } = render(
      <OrgSettings settings={settings({ retentionDays: 90 })} editable />,
    );
    expect(retentionInput()).toHaveValue('90');
    // What a change does to interviews that already exist is said beside the field.
    expect(retentionInput()).toHaveAccessibleDescription(TEAM_MESSAGES.retentionDaysHint);
    expect(expiryInput()).toHaveValue(String(DEFAULT_ORG_SETTINGS.linkExpiryDays));
    await userEvent.clear(retentionInput());
    await userEvent.type(retentionInput(), '30');
    await userEvent.clear(expiryInput());
    await userEvent.type(expiryInput(), '3{Enter}');
    expect(mocks.updateOrgSettings).toHaveBeenCalledWith({ retentionDays: 30, linkExpiryDays: 3 });
    expect(await screen.findByText(TEAM_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(mocks.updateOrgSettings).toHaveBeenCalledTimes(1);
    expect(retentionInput()).toHaveValue('30');
    rerender(
      <OrgSettings settings={settings({ retentionDays: 30, linkExpiryDays: 3 })} editable />,
    );
    expect(retentionInput()).toHaveValue('30');
    expect(expiryInput()).toHaveValue('3');
    // Another owner's change shows once the document moves.
    rerender(
      <OrgSettings settings={settings({ retentionDays: 60, linkExpiryDays: 3 })} editable />,
    );
    expect(retentionInput()).toHaveValue('60');
  });

  it('out of range or empty: the shared rule is shown at the field and nothing is sent', async () => {
    render(<OrgSettings settings={settings()} editable />);
    await userEvent.clear(retentionInput());
    await userEvent.type(retentionInput(), '6');
    await userEvent.clear(expiryInput());
    await userEvent.click(saveRetention());
    // The rule, then the field's standing hint.
    expect(retentionInput()).toHaveAccessibleDescription(
      `${TEAM_MESSAGES.retentionDaysInvalid(7, 3650)} ${TEAM_MESSAGES.retentionDaysHint}`,
    );
    expect(retentionInput()).toBeInvalid();
    expect(expiryInput()).toHaveAccessibleDescription(TEAM_MESSAGES.linkExpiryDaysInvalid(1, 90));
    expect(mocks.updateOrgSettings).not.toHaveBeenCalled();
    // Correcting a field clears its message.
    await userEvent.type(expiryInput(), '7');
    expect(expiryInput()).not.toBeInvalid();
  });

  it('a live update does not overwrite days being typed; once saved, the next update shows', async () => {
    const { rerender } = render(<OrgSettings settings={settings()} editable />);
    await userEvent.clear(retentionInput());
    await userEvent.type(retentionInput(), '45');
    // Another owner changes the setting while this one is typing.
    rerender(<OrgSettings settings={settings({ retentionDays: 60 })} editable />);
    expect(retentionInput()).toHaveValue('45');
    await userEvent.click(saveRetention());
    expect(mocks.updateOrgSettings).toHaveBeenCalledWith({
      retentionDays: 45,
      linkExpiryDays: DEFAULT_ORG_SETTINGS.linkExpiryDays,
    });
    expect(await screen.findByText(TEAM_MESSAGES.settingsSaved)).toBeInTheDocument();
    rerender(<OrgSettings settings={settings({ retentionDays: 45 })} editable />);
    rerender(<OrgSettings settings={settings({ retentionDays: 90 })} editable />);
    expect(retentionInput()).toHaveValue('90');
  });

  it('Enter again while a save is under way sends nothing more', async () => {
    let finish: (value: unknown) => void = () => {};
    mocks.updateOrgSettings.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<OrgSettings settings={settings()} editable />);
    await userEvent.clear(retentionInput());
    await userEvent.type(retentionInput(), '30{Enter}');
    expect(saveRetention()).toBeDisabled();
    await userEvent.type(retentionInput(), '{Enter}');
    expect(mocks.updateOrgSettings).toHaveBeenCalledTimes(1);
    finish({ settings: settings({ retentionDays: 30 }) });
    expect(await screen.findByText(TEAM_MESSAGES.settingsSaved)).toBeInTheDocument();
  });

  it("a refused save shows the server's message and keeps what was typed", async () => {
    mocks.updateOrgSettings.mockRejectedValue(new ApiError('Retention refused', 400));
    render(<OrgSettings settings={settings()} editable />);
    await userEvent.clear(retentionInput());
    await userEvent.type(retentionInput(), '45');
    await userEvent.click(saveRetention());
    expect(await screen.findByRole('alert')).toHaveTextContent('Retention refused');
    expect(retentionInput()).toHaveValue('45');
  });
});

describe('OrgSettings: a member', () => {
  it('sees every setting but can change none, and has no save button', () => {
    render(
      <OrgSettings
        settings={settings({ notifyOnComplete: false, recordingMode: 'audio', retentionDays: 30 })}
        editable={false}
      />,
    );
    expect(noticeSwitch()).not.toBeChecked();
    expect(noticeSwitch()).toBeDisabled();
    expect(modeRadio('audio')).toBeChecked();
    expect(modeRadio('audio')).toBeDisabled();
    expect(modeRadio('video')).toBeDisabled();
    expect(retentionInput()).toHaveValue('30');
    expect(retentionInput()).toBeDisabled();
    expect(expiryInput()).toBeDisabled();
    expect(screen.queryByRole('button', { name: TEAM_MESSAGES.retentionSave })).toBeNull();
  });
});

describe('OrgSettings: AI assist', () => {
  const aiAssistBox = () => screen.getByRole('checkbox', { name: TEAM_MESSAGES.aiAssistLabel });

  it('an owner unticks AI assist: it is saved as { aiAssist: false } and stays unticked', async () => {
    const { rerender } = render(<OrgSettings settings={settings()} editable />);
    expect(screen.getByRole('heading', { name: TEAM_MESSAGES.aiAssistTitle })).toBeInTheDocument();
    expect(aiAssistBox()).toBeChecked();
    await userEvent.click(aiAssistBox());
    expect(mocks.updateOrgSettings).toHaveBeenCalledWith({ aiAssist: false });
    expect(await screen.findByText(TEAM_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(aiAssistBox()).not.toBeChecked();
    rerender(<OrgSettings settings={settings({ aiAssist: false })} editable />);
    expect(aiAssistBox()).not.toBeChecked();
  });

  it('a failed save says so and the box shows the stored value again', async () => {
    mocks.updateOrgSettings.mockRejectedValue(new ApiError(API_MESSAGES.forbidden, 403));
    render(<OrgSettings settings={settings({ aiAssist: false })} editable />);
    await userEvent.click(aiAssistBox());
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.forbidden);
    await waitFor(() => expect(aiAssistBox()).not.toBeChecked());
  });

  it('a member sees it read-only', async () => {
    render(<OrgSettings settings={settings()} editable={false} />);
    expect(aiAssistBox()).toBeChecked();
    expect(aiAssistBox()).toBeDisabled();
    await userEvent.click(aiAssistBox());
    expect(mocks.updateOrgSettings).not.toHaveBeenCalled();
  });
});

describe('OrgSettings: follow-up questions', () => {
  const followUpsBox = () => screen.getByRole('checkbox', { name: TEAM_MESSAGES.followUpsLabel });

  it('on by default; an owner unticks it: saved as { followUps: false } and stays unticked', async () => {
    const { rerender } = render(<OrgSettings settings={settings()} editable />);
    expect(
      screen.getByRole('heading', { name: TEAM_MESSAGES.followUpsTitle, level: 3 }),
    ).toBeInTheDocument();
    expect(followUpsBox()).toBeChecked();
    await userEvent.click(followUpsBox());
    expect(mocks.updateOrgSettings).toHaveBeenCalledWith({ followUps: false });
    expect(await screen.findByText(TEAM_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(followUpsBox()).not.toBeChecked();
    rerender(<OrgSettings settings={settings({ followUps: false })} editable />);
    expect(followUpsBox()).not.toBeChecked();
  });

  it('a failed save shows the stored value again; a member sees it read-only', async () => {
    mocks.updateOrgSettings.mockRejectedValue(new ApiError(API_MESSAGES.forbidden, 403));
    const { unmount } = render(<OrgSettings settings={settings({ followUps: false })} editable />);
    await userEvent.click(followUpsBox());
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.forbidden);
    await waitFor(() => expect(followUpsBox()).not.toBeChecked());
    unmount();
    render(<OrgSettings settings={settings()} editable={false} />);
    expect(followUpsBox()).toBeDisabled();
  });
});

describe('OrgSettings: candidate feedback', () => {
  const feedbackBox = () =>
    screen.getByRole('checkbox', {
      name: 'Let reviewers send a candidate a short message after a decision (a person always reads and sends it)',
    });

  it('on by default; an owner unticks it: saved as { candidateFeedback: false }', async () => {
    render(<OrgSettings settings={settings()} editable />);
    expect(
      screen.getByRole('heading', { name: 'Candidate feedback', level: 3 }),
    ).toBeInTheDocument();
    expect(feedbackBox()).toBeChecked();
    await userEvent.click(feedbackBox());
    expect(mocks.updateOrgSettings).toHaveBeenCalledWith({ candidateFeedback: false });
    expect(await screen.findByText(TEAM_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(feedbackBox()).not.toBeChecked();
  });
});

describe('OrgSettings: feedback templates', () => {
  const templateBox = (decision: 'Advance' | 'Hold' | 'Reject') =>
    screen.getByRole('textbox', { name: `Message after ${decision}` });
  const saveTemplates = () => screen.getByRole('button', { name: 'Save feedback templates' });

  it("shows the defaults; an owner rewrites one and saves all three, the org's text then shows", async () => {
    const { rerender } = render(<OrgSettings settings={settings()} editable />);
    expect(
      screen.getByRole('heading', { name: 'Feedback templates', level: 3 }),
    ).toBeInTheDocument();
    expect(templateBox('Reject')).toHaveValue(DEFAULT_ORG_SETTINGS.feedbackTemplates.reject);
    await userEvent.clear(templateBox('Advance'));
    await userEvent.type(templateBox('Advance'), '  Hi {{firstName}, see you soon.  ');
    await userEvent.click(saveTemplates());
    const saved = {
      feedbackTemplates: {
        ...DEFAULT_ORG_SETTINGS.feedbackTemplates,
        advance: 'Hi {firstName}, see you soon.',
      },
    };
    expect(mocks.updateOrgSettings).toHaveBeenCalledWith(saved);
    expect(await screen.findByText(TEAM_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(mocks.updateOrgSettings).toHaveBeenCalledTimes(1);
    rerender(<OrgSettings settings={settings(saved)} editable />);
    expect(templateBox('Advance')).toHaveValue('Hi {firstName}, see you soon.');
  });

  it('a live update does not overwrite text being typed; with nothing being edited it shows', async () => {
    const { rerender } = render(<OrgSettings settings={settings()} editable />);
    const other = { ...DEFAULT_ORG_SETTINGS.feedbackTemplates, hold: 'Changed elsewhere' };
    rerender(<OrgSettings settings={settings({ feedbackTemplates: other })} editable />);
    expect(templateBox('Hold')).toHaveValue('Changed elsewhere');
    await userEvent.clear(templateBox('Advance'));
    await userEvent.type(templateBox('Advance'), 'Typed here');
    const again = { ...other, advance: 'Also changed elsewhere' };
    rerender(<OrgSettings settings={settings({ feedbackTemplates: again })} editable />);
    expect(templateBox('Advance')).toHaveValue('Typed here');
    expect(mocks.updateOrgSettings).not.toHaveBeenCalled();
  });

  it('an empty or over-2000-character template is refused at its field; nothing is sent', async () => {
    render(<OrgSettings settings={settings()} editable />);
    await userEvent.clear(templateBox('Hold'));
    await userEvent.click(templateBox('Reject'));
    await userEvent.clear(templateBox('Reject'));
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(saveTemplates());
    expect(templateBox('Hold')).toHaveAccessibleDescription(
      /Write a message, or restore the default text/,
    );
    expect(templateBox('Reject')).toHaveAccessibleDescription(
      /A template must be at most 2000 characters/,
    );
    expect(templateBox('Hold')).toBeInvalid();
    expect(mocks.updateOrgSettings).not.toHaveBeenCalled();
    // Correcting a field clears its message; restoring the defaults clears them all.
    await userEvent.type(templateBox('Hold'), 'Thanks');
    expect(templateBox('Hold')).not.toBeInvalid();
    await userEvent.click(screen.getByRole('button', { name: 'Restore the default texts' }));
    expect(templateBox('Reject')).not.toBeInvalid();
  });

  it("restoring the defaults fills them in for saving; a member reads the org's texts only", async () => {
    const own = { advance: 'A {orgName}', hold: 'H', reject: 'R' };
    const { unmount } = render(
      <OrgSettings settings={settings({ feedbackTemplates: own })} editable />,
    );
    expect(templateBox('Hold')).toHaveValue('H');
    await userEvent.click(screen.getByRole('button', { name: 'Restore the default texts' }));
    expect(templateBox('Hold')).toHaveValue(DEFAULT_ORG_SETTINGS.feedbackTemplates.hold);
    expect(mocks.updateOrgSettings).not.toHaveBeenCalled();
    await userEvent.click(saveTemplates());
    expect(mocks.updateOrgSettings).toHaveBeenCalledWith({
      feedbackTemplates: DEFAULT_ORG_SETTINGS.feedbackTemplates,
    });
    unmount();
    render(<OrgSettings settings={settings({ feedbackTemplates: own })} editable={false} />);
    expect(templateBox('Advance')).toHaveValue('A {orgName}');
    expect(templateBox('Advance')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save feedback templates' })).toBeNull();
  });
});
