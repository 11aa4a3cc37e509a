import { useId } from 'react';
import { Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import type { AnswerInsights } from '@shared/schemas/insights';
import type { ReviewInterview, ReviewerReview } from '../types';

/** A rubric point with the answer it belongs to (1-based). */
interface PointOf {
  answer: number;
  point: string;
  /** Only some evidence: worth a follow-up question. */
  partly?: boolean;
}

/**
 * Rubric points the suggestions found evidence for (some or clear), and those they found none
 * for, answer by answer, from each answer's current suggestions. An answer with too little
 * reliable text has no findings, so none of its points is listed.
 */
export function coverageAcross(
  interview: ReviewInterview,
  insightOf: (questionId: string) => Pick<AnswerInsights, 'coverage' | 'tooLittleText'> | null,
): { covered: PointOf[]; missing: PointOf[] } {
  const covered: PointOf[] = [];
  const missing: PointOf[] = [];
  interview.questions.forEach((q, i) => {
    const insight = insightOf(q.id);
    if (!insight || insight.tooLittleText) return;
    for (const item of insight.coverage) {
      if (item.status === 'covered') covered.push({ answer: i + 1, point: item.point });
      if (item.status === 'partly')
        covered.push({ answer: i + 1, point: item.point, partly: true });
      if (item.status === 'missing') missing.push({ answer: i + 1, point: item.point });
    }
  });
  return { covered, missing };
}

/** Per answer rated by two or more reviewers: the lowest and highest rating, and how many. */
function ratingSpread(interview: ReviewInterview, reviews: readonly ReviewerReview[]) {
  return interview.questions.flatMap((q, i) => {
    const ratings = reviews.map((r) => r.ratings[q.id]).filter((v) => Number.isFinite(v) && v > 0);
    if (ratings.length < 2) return [];
    const min = Math.min(...ratings);
    const max = Math.max(...ratings);
    return [
      { questionId: q.id, answer: i + 1, min, max, count: ratings.length, differ: max - min >= 2 },
    ];
  });
}

function PointList({ title, points }: { title: string; points: PointOf[] }) {
  const id = useId();
  return (
    <div>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {points.length === 0 ? (
        <Text size="sm" c="dimmed">
          {REVIEW_MESSAGES.noneYet}
        </Text>
      ) : (
        <ul aria-labelledby={id} style={{ margin: 0, paddingInlineStart: 20 }}>
          {points.map((p, i) => (
            <Text component="li" size="sm" key={i}>
              {p.answer}. {p.point}
              {p.partly && ` (${REVIEW_MESSAGES.coverageStatus.partly})`}
            </Text>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Top of the review, for the whole interview: the rubric points evidence was and was not found for
 * (AI assist, when on) and where reviewers' ratings of an answer are far apart. Informs; never
 * ranks.
 */
export function InterviewOverview({
  interview,
  coverage,
  reviews,
}: {
  interview: ReviewInterview;
  /** Null when the interview has no AI assist. */
  coverage: { covered: PointOf[]; missing: PointOf[] } | null;
  reviews: readonly ReviewerReview[];
}) {
  const aiId = useId();
  const agreementId = useId();
  const spread = ratingSpread(interview, reviews);
  return (
    <Stack gap="md">
      {coverage && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby={aiId}>
          <Title order={2} size="h4" id={aiId} mb="sm">
            {REVIEW_MESSAGES.overviewTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PointList title={REVIEW_MESSAGES.strengthsTitle} points={coverage.covered} />
            <PointList title={REVIEW_MESSAGES.gapsTitle} points={coverage.missing} />
          </SimpleGrid>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={agreementId}>
        <Title order={2} size="h4" id={agreementId} mb="sm">
          {REVIEW_MESSAGES.agreementTitle}
        </Title>
        {spread.length === 0 ? (
          <Text size="sm" c="dimmed">
            {REVIEW_MESSAGES.agreementNone}
          </Text>
        ) : (
          <ul aria-labelledby={agreementId} style={{ margin: 0, paddingInlineStart: 20 }}>
            {spread.map((s) => (
              <Text
                component="li"
                size="sm"
                key={s.questionId}
                data-testid={`agreement-${s.questionId}`}
              >
                {REVIEW_MESSAGES.agreementRow(s.answer, s.min, s.max, s.count)}
                {s.differ && (
                  <Badge color="orange" variant="light" ml="xs">
                    {REVIEW_MESSAGES.reviewersDiffer}
                  </Badge>
                )}
              </Text>
            ))}
          </ul>
        )}
      </Paper>
    </Stack>
  );
}
