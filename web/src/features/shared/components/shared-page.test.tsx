import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shareEndpoints } from '@shared/contract/endpoints/shares';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import { ApiError } from '@/lib/api-client';
import { render } from '@/test/render';
import { SharedPage } from './shared-page';

const mocks = vi.hoisted(() => ({
  requestShareCode: vi.fn(),
  verifyShareCode: vi.fn(),
  viewShare: vi.fn(),
  saveShareFeedback: vi.fn(),
  sharedRecordingUrl: (shareId: string, interviewId: string, q: string, grant: string) =>
    `/api/public/shares/${shareId}/recordings/${q}?grant=${grant}&interview=${interviewId}`,
}));
vi.mock('../api/shared-interview', () => mocks);

const TOKEN = 'v'.repeat(43);

const candidate = {
  interviewId: 'iv1',
  candidateName: 'Candidate A',
  interviewType: 'technical',
  interviewLevel: 'mid',
  completedAt: '2026-11-27T10:00:00.000Z',
  questions: [
    {
      id: 'q1',
      text: 'Tell us about yourself.',
      transcript: 'I built an analytical engine.',
      hasRecording: true,
      recordingKind: 'video',
      aiNotes: null,
    },
  ],
  feedback: null,
};

const page = {
  orgName: 'Share Co',
  viewerEmail: 'hm@partner.test',
  expiresAt: '2026-12-04T10:00:00.000Z',
  message: 'Please look at the first answer.',
  candidates: [candidate],
  grant: 'g'.repeat(43),
};

beforeEach(() => {
  localStorage.clear();
  mocks.requestShareCode.mockReset().mockResolvedValue({ sent: true });
  mocks.verifyShareCode.mockReset().mockResolvedValue({ viewerToken: TOKEN });
  mocks.viewShare.mockReset().mockResolvedValue(page);
  mocks.saveShareFeedback.mockReset().mockResolvedValue({ saved: true, feedback: {} });
});

describe('SharedPage', () => {
  it('asks for a code, opens with it, and shows the answer with a watermark and no download', async () => {
    render(<SharedPage shareId="sh1" />);
    expect(screen.getByRole('heading', { name: 'Shared interview' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SHARE_MESSAGES.sendCode }));
    expect(mocks.requestShareCode).toHaveBeenCalledWith('sh1');
    expect(await screen.findByText(SHARE_MESSAGES.codeSent)).toBeInTheDocument();
    const [first] = screen.getAllByRole('textbox');
    await userEvent.click(first);
    await userEvent.keyboard('123456');
    await userEvent.click(screen.getByRole('button', { name: SHARE_MESSAGES.openWithCode }));
    expect(mocks.verifyShareCode).toHaveBeenCalledWith('sh1', '123456');
    expect(
      await screen.findByRole('heading', { name: 'Shared interview: Candidate A' }),
    ).toBeInTheDocument();
    expect(mocks.viewShare).toHaveBeenCalledWith('sh1', TOKEN);
    expect(localStorage.getItem('hiq-share-viewer:sh1')).toBe(TOKEN);
    const video = screen.getByLabelText('Video answer to question 1');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('controlslist')).toContain('nodownload');
    expect(video.getAttribute('src')).toBe(
      `/api/public/shares/sh1/recordings/q1?grant=${page.grant}&interview=iv1`,
    );
    expect(screen.getByTestId('watermark')).toHaveTextContent('hm@partner.test');
    expect(screen.getByTestId('shared-transcript')).toHaveTextContent(
      'I built an analytical engine.',
    );
  });

  it('a browser that entered a code opens at once; its feedback is sent with its token', async () => {
    localStorage.setItem('hiq-share-viewer:sh1', TOKEN);
    render(<SharedPage shareId="sh1" />);
    const form = await screen.findByRole('region', { name: SHARE_MESSAGES.feedbackTitle });
    await userEvent.click(
      within(within(form).getByRole('radiogroup', { name: 'Rating for question 1' })).getByRole(
        'radio',
        { name: '4' },
      ),
    );
    await userEvent.click(within(form).getByRole('radio', { name: 'Advance' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Strong.');
    await userEvent.click(within(form).getByRole('button', { name: SHARE_MESSAGES.sendFeedback }));
    expect(mocks.saveShareFeedback).toHaveBeenCalledWith('sh1', {
      viewerToken: TOKEN,
      interviewId: 'iv1',
      ratings: { q1: 4 },
      recommendation: 'advance',
      comment: 'Strong.',
    });
    expect(await within(form).findByRole('status')).toHaveTextContent(SHARE_MESSAGES.feedbackSaved);
  });

  it('a shortlist shows each candidate in order with a feedback form of their own', async () => {
    localStorage.setItem('hiq-share-viewer:sh1', TOKEN);
    mocks.viewShare.mockResolvedValue({
      ...page,
      candidates: [
        candidate,
        {
          ...candidate,
          interviewId: 'iv2',
          candidateName: 'Candidate B',
          questions: [{ ...candidate.questions[0], transcript: 'I wrote the first program.' }],
        },
      ],
    });
    render(<SharedPage shareId="sh1" />);
    const sections = await screen.findAllByTestId('shared-candidate');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shared interview');
    expect(sections.map((s) => within(s).getAllByRole('heading')[0].textContent)).toEqual([
      'Candidate A',
      'Candidate B',
    ]);
    expect(within(sections[1]).getByTestId('shared-transcript')).toHaveTextContent(
      'I wrote the first program.',
    );
    expect(within(sections[1]).getByLabelText('Video answer to question 1')).toHaveAttribute(
      'src',
      `/api/public/shares/sh1/recordings/q1?grant=${page.grant}&interview=iv2`,
    );
    const form = screen.getByRole('region', { name: 'Your feedback on Candidate B' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Reject' }));
    await userEvent.click(within(form).getByRole('button', { name: SHARE_MESSAGES.sendFeedback }));
    expect(mocks.saveShareFeedback).toHaveBeenCalledWith('sh1', {
      viewerToken: TOKEN,
      interviewId: 'iv2',
      ratings: {},
      recommendation: 'reject',
      comment: '',
    });
  });

  it('sends the code only with all 6 digits, once however often Enter is pressed', async () => {
    let answer: (value: unknown) => void = () => {};
    mocks.verifyShareCode.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render(<SharedPage shareId="sh1" />);
    await userEvent.click(screen.getByRole('button', { name: SHARE_MESSAGES.sendCode }));
    await screen.findByText(SHARE_MESSAGES.codeSent);
    const open = screen.getByRole('button', { name: SHARE_MESSAGES.openWithCode });
    await userEvent.click(screen.getAllByRole('textbox')[0]);
    await userEvent.keyboard('12345{Enter}');
    expect(open).toBeDisabled();
    expect(mocks.verifyShareCode).not.toHaveBeenCalled();
    await userEvent.keyboard('6{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(mocks.verifyShareCode).toHaveBeenCalledTimes(1);
    expect(mocks.verifyShareCode).toHaveBeenCalledWith('sh1', '123456');
    expect(shareEndpoints.verifyShareCode.request.safeParse({ code: '123456' }).success).toBe(true);
    answer({ viewerToken: TOKEN });
    expect(
      await screen.findByRole('heading', { name: 'Shared interview: Candidate A' }),
    ).toBeInTheDocument();
  });

  it("a wrong code is said in the server's words; the next one is checked again", async () => {
    mocks.verifyShareCode.mockRejectedValueOnce(new ApiError(SHARE_MESSAGES.codeWrong(4), 400));
    render(<SharedPage shareId="sh1" />);
    await userEvent.click(screen.getByRole('button', { name: SHARE_MESSAGES.sendCode }));
    await screen.findByText(SHARE_MESSAGES.codeSent);
    await userEvent.click(screen.getAllByRole('textbox')[0]);
    await userEvent.keyboard('111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. 4 tries left.',
    );
    await userEvent.click(screen.getAllByRole('textbox')[0]);
    await userEvent.keyboard('222222{Enter}');
    expect(mocks.verifyShareCode).toHaveBeenLastCalledWith('sh1', '222222');
    expect(
      await screen.findByRole('heading', { name: 'Shared interview: Candidate A' }),
    ).toBeInTheDocument();
  });

  it('feedback without a recommendation is not sent: the alert says so until one is chosen', async () => {
    localStorage.setItem('hiq-share-viewer:sh1', TOKEN);
    render(<SharedPage shareId="sh1" />);
    const form = await screen.findByRole('region', { name: SHARE_MESSAGES.feedbackTitle });
    await userEvent.click(within(form).getByRole('radio', { name: '4' }));
    await userEvent.click(within(form).getByRole('button', { name: SHARE_MESSAGES.sendFeedback }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Recommendation must be advance, hold or reject',
    );
    expect(within(form).getByRole('status')).toHaveTextContent('');
    expect(mocks.saveShareFeedback).not.toHaveBeenCalled();
    await userEvent.click(within(form).getByRole('radio', { name: 'Hold' }));
    expect(within(form).queryByRole('alert')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: SHARE_MESSAGES.sendFeedback }));
    const body = {
      viewerToken: TOKEN,
      interviewId: 'iv1',
      ratings: { q1: 4 },
      recommendation: 'hold',
      comment: '',
    };
    expect(mocks.saveShareFeedback).toHaveBeenCalledTimes(1);
    expect(mocks.saveShareFeedback).toHaveBeenCalledWith('sh1', body);
    expect(shareEndpoints.saveShareFeedback.request.safeParse(body).success).toBe(true);
    expect(await within(form).findByRole('status')).toHaveTextContent(SHARE_MESSAGES.feedbackSaved);
  });

  it('feedback given before is filled in and sent again as it was, once while it is saving', async () => {
    localStorage.setItem('hiq-share-viewer:sh1', TOKEN);
    const earlier = {
      reviewerEmail: 'hm@partner.test',
      ratings: { q1: 2 },
      recommendation: 'reject',
      comment: 'Earlier words.',
      updatedAt: '2026-11-28T10:00:00.000Z',
    };
    mocks.viewShare.mockResolvedValue({
      ...page,
      candidates: [{ ...candidate, feedback: earlier }],
    });
    let answer: (value: unknown) => void = () => {};
    mocks.saveShareFeedback.mockReturnValueOnce(new Promise((_, reject) => (answer = reject)));
    render(<SharedPage shareId="sh1" />);
    const form = await screen.findByRole('region', { name: SHARE_MESSAGES.feedbackTitle });
    expect(within(form).getByRole('radio', { name: '2' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Reject' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveValue('Earlier words.');
    const send = within(form).getByRole('button', { name: SHARE_MESSAGES.sendFeedback });
    await userEvent.click(send);
    expect(send).toBeDisabled();
    // Enter on a chosen option would send the form again: not while it is saving.
    within(form).getByRole('radio', { name: 'Reject' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(mocks.saveShareFeedback).toHaveBeenCalledTimes(1);
    expect(mocks.saveShareFeedback).toHaveBeenCalledWith('sh1', {
      viewerToken: TOKEN,
      interviewId: 'iv1',
      ratings: { q1: 2 },
      recommendation: 'reject',
      comment: 'Earlier words.',
    });
    answer(new ApiError(SHARE_MESSAGES.accessEnded, 410));
    expect(await within(form).findByRole('alert')).toHaveTextContent(SHARE_MESSAGES.accessEnded);
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveValue('Earlier words.');
  });

  it('says access ended when the share was revoked or expired', async () => {
    localStorage.setItem('hiq-share-viewer:sh1', TOKEN);
    mocks.viewShare.mockRejectedValue(new ApiError(SHARE_MESSAGES.accessEnded, 410));
    render(<SharedPage shareId="sh1" />);
    expect(await screen.findByTestId('share-ended')).toHaveTextContent(SHARE_MESSAGES.accessEnded);
  });

  it('a token this share does not know leads back to the code step', async () => {
    localStorage.setItem('hiq-share-viewer:sh1', TOKEN);
    mocks.viewShare.mockRejectedValue(new ApiError(SHARE_MESSAGES.viewerInvalid, 401));
    render(<SharedPage shareId="sh1" />);
    expect(
      await screen.findByRole('button', { name: SHARE_MESSAGES.sendCode }),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('hiq-share-viewer:sh1')).toBeNull());
  });
});
