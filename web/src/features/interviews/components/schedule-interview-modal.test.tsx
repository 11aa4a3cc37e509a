import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnreadableDocument } from '@shared/contract/read-document';
import { render } from '@/test/render';
import {
  ScheduleInterviewModal,
  initialScheduleValues,
  questionSetGroups,
  toPayload,
  validateSchedule,
} from './schedule-interview-modal';

const mocks = vi.hoisted(() => ({
  useQuestionSetOptions: vi.fn(),
}));
vi.mock('@/lib/auth/use-session', () => ({
  useSession: () => ({
    status: 'signed-in',
    user: { uid: 'u1', email: 'ada@acme.test' },
    claims: { role: 'staff', orgId: 'acme.test' },
  }),
}));
vi.mock('../data/question-set-options', () => ({
  useQuestionSetOptions: mocks.useQuestionSetOptions,
}));

beforeEach(() => {
  mocks.useQuestionSetOptions.mockReset();
  mocks.useQuestionSetOptions.mockReturnValue({
    status: 'success',
    data: [{ id: 'set-onboarding', name: 'Onboarding round' }],
  });
});

describe('Schedule New Interview form', () => {
  it('defaults to technical / mid, its library set, and no extra time', () => {
    expect(initialScheduleValues.type).toBe('technical');
    expect(initialScheduleValues.level).toBe('mid');
    expect(initialScheduleValues.questionSetId).toBe('library-technical-mid');
    expect(initialScheduleValues.extraTime).toBe('none');
  });

  it("groups the sets: every library set by type and level, then the org's usable sets", () => {
    const [library, own] = questionSetGroups([{ id: 's1', name: 'Onboarding round' }]);
    expect(library?.group).toBe('HiQ library');
    expect(library?.items).toHaveLength(9);
    expect(library?.items).toContainEqual({
      value: 'library-system-design-senior',
      label: 'System Design · Senior',
    });
    expect(own).toEqual({
      group: 'Your sets',
      items: [{ value: 's1', label: 'Onboarding round' }],
    });
    expect(questionSetGroups([])).toHaveLength(1);
  });

  it('lists an own set that could not be read as such, and it cannot be chosen', () => {
    const [, own] = questionSetGroups([
      { id: 's1', name: 'Onboarding round' },
      new UnreadableDocument('s2', 'questions.0.text: Invalid input'),
    ]);
    expect(own?.items).toEqual([
      { value: 's1', label: 'Onboarding round' },
      { value: 's2', label: 'This record could not be read (s2)', disabled: true },
    ]);
  });

  it('builds the API payload with an ISO date', () => {
    const payload = toPayload({
      ...initialScheduleValues,
      candidateName: ' Ada ',
      candidateEmail: 'ada@x.test',
      scheduledTime: '2030-05-06 14:30:00',
    });
    expect(Object.keys(payload).sort()).toEqual([
      'candidateEmail',
      'candidateName',
      'date',
      'extraTime',
      'level',
      'questionSetId',
      'scheduledTime',
      'type',
    ]);
    expect(payload.questionSetId).toBe('library-technical-mid');
    expect(payload.extraTime).toBe('none');
    expect(payload.candidateName).toBe('Ada');
    expect(payload.scheduledTime).toBe('2030-05-06 14:30:00');
    expect(new Date(payload.date).getTime()).toBe(new Date(2030, 4, 6, 14, 30).getTime());
  });

  it('puts each field its first message; time errors on the picker', () => {
    expect(validateSchedule(initialScheduleValues)).toEqual({
      candidateName: 'Candidate name is required',
      candidateEmail: 'Email is required',
      scheduledTime: 'Schedule time is required',
    });
    const past = validateSchedule({
      ...initialScheduleValues,
      candidateName: 'A',
      candidateEmail: 'bad',
      scheduledTime: '2001-01-01 10:00:00',
    });
    expect(past).toEqual({
      candidateEmail: 'Invalid email format',
      scheduledTime: 'Cannot schedule interviews in the past',
    });
  });

  it('shows the fields with their labels and the validation messages on submit', async () => {
    render(<ScheduleInterviewModal opened onClose={() => {}} />);
    expect(
      await screen.findByRole('dialog', { name: 'Schedule New Interview' }),
    ).toBeInTheDocument();
    for (const label of [
      'Candidate Name',
      'Candidate Email',
      'Interview Type',
      'Experience Level',
      'Question set',
      'Extra time',
      'Interview Time',
    ]) {
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Interview' }));
    expect(await screen.findByText('Candidate name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Schedule time is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Candidate Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Interview' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });

  it('the set follows type and level until one is picked; extra time is chosen from its labels', async () => {
    render(<ScheduleInterviewModal opened onClose={() => {}} />);
    await screen.findByRole('dialog', { name: 'Schedule New Interview' });
    const setSelect = () => screen.getByRole('combobox', { name: 'Question set' });
    expect(setSelect()).toHaveValue('Technical · Mid');
    expect(screen.getByRole('combobox', { name: 'Extra time' })).toHaveValue('None');

    await userEvent.click(screen.getByRole('combobox', { name: 'Experience Level' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Senior' }));
    expect(setSelect()).toHaveValue('Technical · Senior');

    await userEvent.click(setSelect());
    expect(screen.getByRole('option', { name: 'Onboarding round' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Onboarding round' }));
    expect(setSelect()).toHaveValue('Onboarding round');
    // Picked: a later type change leaves it.
    await userEvent.click(screen.getByRole('combobox', { name: 'Interview Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Behavioral' }));
    expect(setSelect()).toHaveValue('Onboarding round');

    await userEvent.click(screen.getByRole('combobox', { name: 'Extra time' }));
    await userEvent.click(await screen.findByRole('option', { name: '+50 %' }));
    expect(screen.getByRole('combobox', { name: 'Extra time' })).toHaveValue('+50 %');
  });
});
