import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/render';
import {
  ScheduleInterviewModal,
  initialScheduleValues,
  toPayload,
  validateSchedule,
} from './schedule-interview-modal';

describe('Schedule New Interview form', () => {
  it('defaults to technical / mid', () => {
    expect(initialScheduleValues.type).toBe('technical');
    expect(initialScheduleValues.level).toBe('mid');
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
      'level',
      'scheduledTime',
      'type',
    ]);
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
});
