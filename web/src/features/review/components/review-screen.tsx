import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { REVIEW_DECISIONS } from '@shared/constants/domain';
import { REVIEW_TEXT_MAX } from '@shared/constants/limits';
import { followUpsOf } from '@shared/follow-up-order';
import type { ReviewDecision } from '@shared/constants/domain';
import { DECISION_LABELS, REVIEW_MESSAGES } from '@shared/messages/review';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import { interviewLevelLabel, interviewTypeLabel } from '@/domain/interview';
import { InterviewStatusBadge } from '@/domain/interview-status-badge';
import { useSession } from '@/lib/auth/use-session';
import { formatInterviewDate } from '@/lib/format-date';
import { useMutation } from '@/lib/use-mutation';
import { APP_MESSAGES } from '@shared/messages/common';
import { isUnreadable } from '@shared/contract/read-document';
import type { UnreadableDocument } from '@shared/contract/read-document';
import { UnreadableNotice } from '@/components/feedback/unreadable-notice';
import { saveReview } from '../api/save-review';
import type { ReviewInput } from '../api/save-review';
import {
  useAnswerInsights,
  useCandidateFeedbackSettings,
  useExternalReviews,
  useInterviewReview,
} from '../data/review-firestore';
import { NO_REVIEW, reviewInputOf, reviewValidator, reviewValuesOf } from '../lib/review-form';
import type { ReviewValues } from '../lib/review-form';
import { usePlaybackGrant } from '../lib/use-playback-grant';
import type { ExternalReview, ReviewInterview, ReviewerReview } from '../types';
import { currentInsight } from './ai-assist-panel';
import { AnswerCard } from './answer-card';
import { CandidateFeedback } from './candidate-feedback';
import { SharePanel } from './share-panel';
import { InterviewOverview, coverageAcross } from './interview-overview';

const DECISION_COLORS: Record<ReviewDecision, string> = {
  advance: 'green',
  hold: 'yellow',
  reject: 'red',
};

const FACTS = REVIEW_MESSAGES.facts;

function Facts({ interview }: { interview: ReviewInterview }) {
  const none = APP_MESSAGES.noValue;
  const facts: [keyof typeof FACTS, React.ReactNode][] = [
    ['candidate', `${interview.candidateName || none} (${interview.candidateEmail || none})`],
    ['type', interviewTypeLabel(interview.type) || none],
    ['level', interviewLevelLabel(interview.level) || none],
    ['scheduled', formatInterviewDate(interview.date)],
    ['completed', formatInterviewDate(interview.completedAt)],
    ['status', <InterviewStatusBadge key="s" status={interview.status} />],
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {FACTS[term]}
            </Text>
            <Text component="dd" m={0} data-testid={`fact-${term}`}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function OtherDecisions({
  reviews,
  external,
  unreadable,
}: {
  reviews: ReviewerReview[];
  /** Outside reviewers' feedback through shares, beside the team's. */
  external: ExternalReview[];
  unreadable: UnreadableDocument[];
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="other-reviews">
      <Title order={2} size="h4" id="other-reviews" mb="sm">
        {REVIEW_MESSAGES.otherReviews}
      </Title>
      {reviews.length === 0 && external.length === 0 && unreadable.length === 0 ? (
        <Text c="dimmed" size="sm">
          {REVIEW_MESSAGES.noOtherReviews}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {reviews.map((r) => (
            <li key={r.reviewerUid} data-testid="other-review">
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{r.reviewerName || r.reviewerEmail}</Text>
                {r.decision && (
                  <Badge color={DECISION_COLORS[r.decision]}>{DECISION_LABELS[r.decision]}</Badge>
                )}
                <Text size="xs" c="dimmed">
                  {formatInterviewDate(r.updatedAt)}
                </Text>
              </Group>
              {r.note && <Text size="sm">{r.note}</Text>}
            </li>
          ))}
          {external.map((r) => (
            <li key={r.shareId} data-testid="external-review">
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{SHARE_MESSAGES.externalReviewer(r.reviewerEmail)}</Text>
                <Badge color={DECISION_COLORS[r.recommendation]}>
                  {DECISION_LABELS[r.recommendation]}
                </Badge>
                <Text size="xs" c="dimmed">
                  {formatInterviewDate(r.updatedAt)}
                </Text>
              </Group>
              {r.comment && <Text size="sm">{r.comment}</Text>}
            </li>
          ))}
          {unreadable.map((item) => (
            <li key={item.id} data-testid="other-review">
              <UnreadableNotice item={item} />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function Review({ id, uid, orgId }: { id: string; uid: string; orgId: string }) {
  const live = useInterviewReview(id);
  const feedback = useCandidateFeedbackSettings(orgId);
  const aiAssist = live.interview?.aiAssist ?? false;
  const insights = useAnswerInsights(id, aiAssist);
  const externalReviews = useExternalReviews(id);
  const playback = usePlaybackGrant(id, Object.keys(live.recordings).length > 0);
  const mine = live.reviews.find((r) => r.reviewerUid === uid);
  const others = useMemo(
    () => live.reviews.filter((r) => r.reviewerUid !== uid),
    [live.reviews, uid],
  );
  const [savedAt, setSavedAt] = useState<number | null>(null);
  // A refused review shows the server's reason; anything else one line.
  const saving = useMutation((input: ReviewInput) => saveReview(id, input), {
    fallback: REVIEW_MESSAGES.saveFailed,
    show: [400],
  });
  const { busy, error } = saving;
  const questionKey = (live.interview?.questions ?? []).map((q) => q.id).join(' ');
  const questionIds = useMemo(() => new Set(questionKey.split(' ')), [questionKey]);
  const form = useForm<ReviewValues>({
    initialValues: NO_REVIEW,
    validate: reviewValidator(questionIds),
  });

  // The form starts from my saved review when the reviews first arrive. With none saved it keeps
  // what the reviewer may already have chosen; later updates (my own save coming back) leave it be.
  const reviewsRead = useRef(false);
  const { initialize } = form;
  useEffect(() => {
    if (reviewsRead.current || live.reviewsStatus !== 'success') return;
    reviewsRead.current = true;
    if (mine) initialize(reviewValuesOf(mine));
  }, [initialize, live.reviewsStatus, mine]);

  if (live.status === 'error') {
    return (
      <Alert color="red" role="alert">
        {REVIEW_MESSAGES.loadFailed}
      </Alert>
    );
  }
  if (live.status === 'loading') {
    return (
      <Text role="status" c="dimmed" ta="center" py="xl">
        {REVIEW_MESSAGES.loading}
      </Text>
    );
  }
  if (!live.interview) {
    return (
      <Alert color="yellow" role="alert">
        {REVIEW_MESSAGES.notFound}
      </Alert>
    );
  }
  const interview = live.interview;
  // A cancelled interview is shown (what was asked, anything said) but takes no review.
  const cancelled = interview.status === 'cancelled';
  const coverage = aiAssist
    ? coverageAcross(interview, (qid) => {
        const read = live.answers[qid];
        const answer = isUnreadable(read) ? undefined : read;
        const insight = currentInsight(
          insights.byQuestion[qid],
          answer?.transcript ?? '',
          answer?.take,
        );
        return insight && !isUnreadable(insight) ? insight : null;
      })
    : null;
  // The template follows my saved decision, else the first one another reviewer recorded.
  const feedbackDecision = mine?.decision ?? live.reviews.find((r) => r.decision)?.decision ?? null;
  const sentAt = interview.feedbackSentAt;
  const showFeedback =
    Boolean(sentAt) ||
    (feedback.on && interview.status === 'completed' && !interview.erased && feedbackDecision);
  const onSave = form.onSubmit((values) => {
    if (busy) return;
    void saving.run(reviewInputOf(values, questionIds)).then((result) => {
      if (result.ok) setSavedAt(Date.now());
    });
  });

  return (
    <Stack gap="lg">
      <Title order={1}>
        {REVIEW_MESSAGES.title}: {interview.candidateName || APP_MESSAGES.noValue}
      </Title>
      <Facts interview={interview} />
      {interview.status === 'scheduled' && (
        <Alert color="blue">{REVIEW_MESSAGES.stillAnswering}</Alert>
      )}
      {cancelled && <Alert color="gray">{REVIEW_MESSAGES.cancelledNoReview}</Alert>}
      <InterviewOverview interview={interview} coverage={coverage} reviews={live.reviews} />
      <Title order={2} size="h3">
        {REVIEW_MESSAGES.answersTitle}
      </Title>
      {interview.questions.map((q, i) => (
        <AnswerCard
          key={q.id}
          playback={playback}
          index={i}
          question={q}
          answer={live.answers[q.id]}
          recording={live.recordings[q.id]}
          rating={form.values.ratings[q.id]}
          comment={form.values.comments[q.id] ?? ''}
          onRating={(v) => form.setFieldValue(`ratings.${q.id}`, v)}
          onComment={(v) => form.setFieldValue(`comments.${q.id}`, v)}
          errors={{
            rating: form.errors[`ratings.${q.id}`],
            comment: form.errors[`comments.${q.id}`],
          }}
          others={others}
          reviewable={!cancelled}
          aiAssist={{
            enabled: aiAssist,
            status: insights.status,
            insight: insights.byQuestion[q.id],
          }}
          followUps={followUpsOf(interview.followUps, q.id).map((followUp) => ({
            followUp,
            answer: live.answers[followUp.id],
            recording: live.recordings[followUp.id],
          }))}
        />
      ))}
      {!cancelled && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="your-review">
          <Stack gap="sm">
            <Title order={2} size="h4" id="your-review">
              {REVIEW_MESSAGES.yourReview}
            </Title>
            <Radio.Group label={REVIEW_MESSAGES.decision} {...form.getInputProps('decision')}>
              <Group gap="md" mt={4}>
                {REVIEW_DECISIONS.map((d) => (
                  <Radio key={d} value={d} label={DECISION_LABELS[d]} />
                ))}
              </Group>
            </Radio.Group>
            <Textarea
              label={REVIEW_MESSAGES.note}
              maxLength={REVIEW_TEXT_MAX}
              rows={2}
              {...form.getInputProps('note')}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="space-between">
              <Text size="sm" c="green" role="status">
                {savedAt && !busy ? REVIEW_MESSAGES.saved : ''}
              </Text>
              <Button onClick={() => onSave()} loading={busy}>
                {REVIEW_MESSAGES.saveReview}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {showFeedback && (
        <CandidateFeedback
          interviewId={id}
          candidateName={interview.candidateName}
          orgName={interview.orgName}
          template={feedback.templates[feedbackDecision ?? 'hold']}
          sentAt={sentAt}
        />
      )}
      {interview.status === 'completed' && (
        <SharePanel
          interviewId={id}
          orgId={orgId}
          uid={uid}
          questions={interview.questions}
          aiAssist={aiAssist}
          shareable={!interview.erased}
        />
      )}
      <OtherDecisions
        reviews={others}
        external={externalReviews}
        unreadable={live.unreadableReviews}
      />
    </Stack>
  );
}

/** /interviews/:id: a staff member reviews one interview of their org, live. */
export function ReviewScreen({ id }: { id: string }) {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const staff = session.claims.role === 'staff' && Boolean(session.claims.orgId);
  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Anchor component={Link} to="/dashboard" size="sm">
        ← {REVIEW_MESSAGES.backToDashboard}
      </Anchor>
      <div style={{ marginTop: 12 }}>
        {staff ? (
          <Review key={id} id={id} uid={session.user.uid} orgId={session.claims.orgId!} />
        ) : (
          <Alert color="yellow" role="alert">
            {REVIEW_MESSAGES.notFound}
          </Alert>
        )}
      </div>
    </Container>
  );
}
