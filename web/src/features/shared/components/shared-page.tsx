import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  PinInput,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { REVIEW_DECISIONS } from '@shared/constants/domain';
import type { ReviewDecision } from '@shared/constants/domain';
import { SHARE_LIMITS } from '@shared/constants/limits';
import type { ResponseOf } from '@shared/contract/endpoint';
import { shareEndpoints } from '@shared/contract/endpoints/shares';
import { DECISION_LABELS } from '@shared/messages/review';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import type { ShareFeedbackInput } from '@shared/schemas/shares';
import { ApiError } from '@/lib/api-client';
import { formatInterviewDate } from '@/lib/format-date';
import { schemaValidator, unlessBlocked } from '@/lib/schema-form';
import { useMutation } from '@/lib/use-mutation';
import {
  requestShareCode,
  saveShareFeedback,
  sharedRecordingUrl,
  verifyShareCode,
  viewShare,
} from '../api/shared-interview';
import { WatermarkedPlayer } from './watermarked-player';

type Page = ResponseOf<typeof shareEndpoints.viewShare>;
type Candidate = Page['candidates'][number];

/** This browser's viewer token for a share: kept here so a reload needs no new code. */
const tokenKey = (shareId: string) => `hiq-share-viewer:${shareId}`;
const storedToken = (shareId: string) => {
  try {
    return localStorage.getItem(tokenKey(shareId));
  } catch {
    return null;
  }
};
const storeToken = (shareId: string, token: string | null) => {
  try {
    if (token) localStorage.setItem(tokenKey(shareId), token);
    else localStorage.removeItem(tokenKey(shareId));
  } catch {
    // Storage refused (private mode): the page works until it is reloaded.
  }
};

const RATINGS = ['1', '2', '3', '4', '5'];

interface CodeValues {
  code: string;
}
/** The endpoint's own schema checks the code before it is sent. */
const validateCode = schemaValidator<CodeValues>(shareEndpoints.verifyShareCode.request);

interface FeedbackValues {
  /** Question id → its rating, 1 to 5; an unrated question is absent. */
  ratings: Record<string, number>;
  /** '' until one is chosen. */
  recommendation: ReviewDecision | '';
  comment: string;
}

/** What is sent for the form's values: the form as it stands (the server trims the comment). */
const feedbackBody = (
  { ratings, recommendation, comment }: FeedbackValues,
  viewerToken: string,
  interviewId: string,
): ShareFeedbackInput => ({
  viewerToken,
  interviewId,
  ratings,
  // '' (none chosen) is refused by the schema before anything is sent.
  recommendation: recommendation as ReviewDecision,
  comment,
});

/** The one-time code step: ask for a code by mail, then enter it. */
function CodeStep({ shareId, onViewer }: { shareId: string; onViewer: (token: string) => void }) {
  const [sent, setSent] = useState(false);
  const form = useForm<CodeValues>({ initialValues: { code: '' }, validate: validateCode });
  const sending = useMutation(() => requestShareCode(shareId), {
    fallback: SHARE_MESSAGES.codeFailed,
    show: [400, 404, 410, 429],
  });
  const checking = useMutation((entered: string) => verifyShareCode(shareId, entered), {
    fallback: SHARE_MESSAGES.codeFailed,
    show: [400, 404, 410, 429],
  });
  const send = async () => {
    if ((await sending.run()).ok) setSent(true);
  };
  const check = async ({ code }: CodeValues) => {
    const result = await checking.run(code);
    if (result.ok) onViewer(result.value.viewerToken);
  };
  // A refused code replaces the last check's outcome, as the server's refusal does.
  const submit = unlessBlocked(
    checking.busy,
    form.onSubmit((values) => void check(values), checking.reset),
  );
  const error = sending.error ?? form.errors.code ?? checking.error;
  return (
    <Stack gap="md">
      <Text>{sent ? SHARE_MESSAGES.codeSent : SHARE_MESSAGES.codeIntro}</Text>
      {sent && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" align="flex-start">
            <Text fw={500} size="sm" aria-hidden="true">
              {SHARE_MESSAGES.codeLabel}
            </Text>
            <PinInput
              length={SHARE_LIMITS.codeDigits}
              type="number"
              oneTimeCode
              value={form.values.code}
              onChange={(code) => form.setFieldValue('code', code)}
              // Its message is the alert below: the six boxes have no line of their own.
              error={Boolean(form.errors.code)}
              aria-label={SHARE_MESSAGES.codeLabel}
            />
            <Button
              type="submit"
              loading={checking.busy}
              disabled={form.values.code.length < SHARE_LIMITS.codeDigits}
            >
              {SHARE_MESSAGES.openWithCode}
            </Button>
          </Stack>
        </form>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button
          variant={sent ? 'default' : 'filled'}
          onClick={() => void send()}
          loading={sending.busy}
        >
          {SHARE_MESSAGES.sendCode}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The outside reviewer's feedback on one candidate: a rating per answer, a recommendation and a
 * comment, stored against that candidate's interview.
 */
function FeedbackForm({
  shareId,
  viewerToken,
  candidate,
  titleId,
  title,
}: {
  shareId: string;
  viewerToken: string;
  candidate: Candidate;
  titleId: string;
  title: string;
}) {
  const toBody = (values: FeedbackValues) =>
    feedbackBody(values, viewerToken, candidate.interviewId);
  const form = useForm<FeedbackValues>({
    initialValues: {
      ratings: candidate.feedback?.ratings ?? {},
      recommendation: candidate.feedback?.recommendation ?? '',
      comment: candidate.feedback?.comment ?? '',
    },
    // The endpoint's own schema checks the body that would be sent.
    validate: schemaValidator<FeedbackValues>(shareEndpoints.saveShareFeedback.request, toBody),
  });
  const [saved, setSaved] = useState(false);
  const saving = useMutation((body: ShareFeedbackInput) => saveShareFeedback(shareId, body), {
    fallback: SHARE_MESSAGES.feedbackFailed,
    show: [400, 410],
  });
  const save = async (values: FeedbackValues) => {
    setSaved(false);
    if ((await saving.run(toBody(values))).ok) setSaved(true);
  };
  const submit = unlessBlocked(
    saving.busy,
    form.onSubmit(
      (values) => void save(values),
      // A refused form replaces the last outcome, as the server's refusal does.
      () => {
        setSaved(false);
        saving.reset();
      },
    ),
  );
  // The schema's first message (in the alert, where the server's refusal shows too).
  const invalid = Object.values(form.errors).find(Boolean);
  const error = invalid ?? saving.error;
  const { ratings } = form.values;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          {candidate.questions.map((q, i) => (
            <Radio.Group
              key={q.id}
              label={SHARE_MESSAGES.ratingLabel(i + 1)}
              value={ratings[q.id] ? String(ratings[q.id]) : ''}
              onChange={(v) => form.setFieldValue('ratings', (r) => ({ ...r, [q.id]: Number(v) }))}
            >
              <Group gap="md" mt={4}>
                {RATINGS.map((r) => (
                  <Radio key={r} value={r} label={r} />
                ))}
              </Group>
            </Radio.Group>
          ))}
          <Radio.Group
            label={SHARE_MESSAGES.recommendationLabel}
            value={form.values.recommendation}
            onChange={(v) => form.setFieldValue('recommendation', v as ReviewDecision)}
            required
          >
            <Group gap="md" mt={4}>
              {REVIEW_DECISIONS.map((d) => (
                <Radio key={d} value={d} label={DECISION_LABELS[d]} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label={SHARE_MESSAGES.commentLabel}
            value={form.values.comment}
            onChange={(e) => form.setFieldValue('comment', e.currentTarget.value)}
            maxLength={SHARE_LIMITS.commentMax}
            rows={3}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="space-between">
            <Text size="sm" c="green" role="status">
              {saved && !saving.busy ? SHARE_MESSAGES.feedbackSaved : ''}
            </Text>
            <Button type="submit" loading={saving.busy}>
              {SHARE_MESSAGES.sendFeedback}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * One candidate's chosen answers (recordings watermarked, transcripts, AI notes when included) and
 * the feedback form on them. On a shortlist the candidate has a heading of their own.
 */
function CandidateAnswers({
  shareId,
  viewerToken,
  page,
  candidate,
  position,
  shortlist,
  today,
}: {
  shareId: string;
  viewerToken: string;
  page: Page;
  candidate: Candidate;
  position: number;
  shortlist: boolean;
  today: string;
}) {
  const key = `${position}`;
  const answers = candidate.questions.map((q, i) => (
    <Paper
      key={q.id}
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={`question-${key}-${q.id}`}
    >
      <Stack gap="sm">
        <Title order={shortlist ? 3 : 2} size="h4" id={`question-${key}-${q.id}`}>
          {SHARE_MESSAGES.answerTitle(i + 1, q.text)}
        </Title>
        {q.hasRecording && q.recordingKind && (
          <WatermarkedPlayer
            src={sharedRecordingUrl(shareId, candidate.interviewId, q.id, page.grant)}
            kind={q.recordingKind}
            label={
              q.recordingKind === 'video'
                ? SHARE_MESSAGES.videoLabel(i + 1)
                : SHARE_MESSAGES.audioLabel(i + 1)
            }
            viewerEmail={page.viewerEmail}
            date={today}
          />
        )}
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="shared-transcript">
          {q.transcript || SHARE_MESSAGES.noTranscript}
        </Text>
        {q.aiNotes && q.aiNotes.length > 0 && (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {SHARE_MESSAGES.aiNotesTitle}
            </Text>
            <ul style={{ margin: 0 }}>
              {q.aiNotes.map((note) => (
                <li key={note}>
                  <Text size="sm">{note}</Text>
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </Stack>
    </Paper>
  ));
  const feedback = (
    <FeedbackForm
      shareId={shareId}
      viewerToken={viewerToken}
      candidate={candidate}
      titleId={`feedback-title-${key}`}
      title={
        shortlist
          ? SHARE_MESSAGES.feedbackTitleFor(candidate.candidateName)
          : SHARE_MESSAGES.feedbackTitle
      }
    />
  );
  if (!shortlist)
    return (
      <>
        {answers}
        {feedback}
      </>
    );
  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby={`candidate-${key}`}
      data-testid="shared-candidate"
    >
      <Stack gap={4}>
        <Title order={2} id={`candidate-${key}`}>
          {candidate.candidateName}
        </Title>
        <Text c="dimmed" size="sm">
          {formatInterviewDate(candidate.completedAt)}
        </Text>
      </Stack>
      {answers}
      {feedback}
    </Stack>
  );
}

function SharedContent({
  shareId,
  viewerToken,
  page,
}: {
  shareId: string;
  viewerToken: string;
  page: Page;
}) {
  // The date the viewer watched, as it is laid over the video.
  const [today] = useState(() => new Date().toLocaleDateString());
  const shortlist = page.candidates.length > 1;
  const [only] = page.candidates;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          {shortlist
            ? SHARE_MESSAGES.pageTitle
            : `${SHARE_MESSAGES.pageTitle}: ${only?.candidateName ?? ''}`}
        </Title>
        <Text c="dimmed" size="sm">
          {SHARE_MESSAGES.sharedBy(page.orgName)}
          {!shortlist && only ? ` · ${formatInterviewDate(only.completedAt)}` : ''}
        </Text>
      </Stack>
      {page.message && (
        <Paper withBorder radius="md" p="md">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{page.message}</Text>
        </Paper>
      )}
      {page.candidates.map((candidate, i) => (
        <CandidateAnswers
          key={candidate.interviewId}
          shareId={shareId}
          viewerToken={viewerToken}
          page={page}
          candidate={candidate}
          position={i}
          shortlist={shortlist}
          today={today}
        />
      ))}
    </Stack>
  );
}

type State =
  | { step: 'code' }
  | { step: 'loading'; viewerToken: string }
  | { step: 'shown'; viewerToken: string; page: Page }
  | { step: 'ended'; message: string };

/**
 * /shared/:shareId: an interview, or a shortlist of several, shared with someone outside the team.
 * No account: a one-time code mailed to the recipient gives this browser access; then each
 * candidate's chosen answers, the recordings with a watermark, and a feedback form per candidate. Ended (revoked, expired, over its views): says so.
 */
export function SharedPage({ shareId }: { shareId: string }) {
  const [state, setState] = useState<State>(() => {
    const token = storedToken(shareId);
    return token ? { step: 'loading', viewerToken: token } : { step: 'code' };
  });
  const loaded = useRef<string | null>(null);

  const load = useCallback(
    (viewerToken: string) => {
      viewShare(shareId, viewerToken).then(
        (page) => setState({ step: 'shown', viewerToken, page }),
        (error: unknown) => {
          const status = error instanceof ApiError ? error.status : 0;
          if (status === 401) {
            // Not this browser's (or no longer): a new code.
            storeToken(shareId, null);
            setState({ step: 'code' });
          } else
            setState({
              step: 'ended',
              message:
                status === 404 || status === 410
                  ? (error as ApiError).message
                  : SHARE_MESSAGES.loadFailed,
            });
        },
      );
    },
    [shareId],
  );

  useEffect(() => {
    if (state.step !== 'loading' || loaded.current === state.viewerToken) return;
    loaded.current = state.viewerToken;
    load(state.viewerToken);
  }, [state, load]);

  const onViewer = (viewerToken: string) => {
    storeToken(shareId, viewerToken);
    setState({ step: 'loading', viewerToken });
  };

  return (
    <Container component="main" size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      {state.step === 'shown' ? (
        <SharedContent shareId={shareId} viewerToken={state.viewerToken} page={state.page} />
      ) : (
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md" maw={520} mx="auto">
          <Stack gap="md">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {SHARE_MESSAGES.pageTitle}
            </Title>
            {state.step === 'code' && <CodeStep shareId={shareId} onViewer={onViewer} />}
            {state.step === 'loading' && (
              <Loader role="progressbar" aria-label={SHARE_MESSAGES.loading} />
            )}
            {state.step === 'ended' && (
              <Alert color="yellow" role="alert" data-testid="share-ended">
                {state.message}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
