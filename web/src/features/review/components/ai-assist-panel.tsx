import { useId } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { InsightDoc } from '@shared/contract/collections';
import { isUnreadable } from '@shared/contract/read-document';
import type { UnreadableDocument } from '@shared/contract/read-document';
import { REVIEW_MESSAGES } from '@shared/messages/review';
import type { CoverageStatus, Quote } from '@shared/schemas/insights';
import { APP_MESSAGES } from '@shared/messages/common';
import type { AnswerInsight, InsightsLive } from '../types';
import { formatDuration } from '../utils/answer-stats';
import classes from './ai-assist-panel.module.css';
import { HowThisWorks } from './how-this-works';
import { RubricEchoNotice } from './rubric-echo-notice';

/** Status in words and a colour that only repeats them. */
const STATUS_COLORS: Record<CoverageStatus, string> = {
  covered: 'green',
  partly: 'yellow',
  missing: 'gray',
};

/** Every passage the suggestions rest on is still where they say in this transcript. */
function fitsTranscript(insight: InsightDoc, transcript: string): boolean {
  const quotes = [
    ...insight.coverage.flatMap((c) => c.quotes),
    ...insight.summary.map((s) => s.quote),
  ];
  return quotes.every((q) => transcript.slice(q.start, q.end) === q.text);
}

/**
 * Suggestions for one answer's transcript, or null while there are none to show for it: none yet,
 * or computed for an earlier take or text (the server recomputes them when the answer changes).
 */
export function currentInsight(
  insight: AnswerInsight | undefined,
  transcript: string,
  take: number | undefined,
): InsightDoc | UnreadableDocument | null {
  if (insight === undefined || isUnreadable(insight)) return insight ?? null;
  if (take !== undefined && insight.take !== null && insight.take !== take) return null;
  return fitsTranscript(insight, transcript) ? insight : null;
}

function QuoteButton({ quote, onQuote }: { quote: Quote; onQuote: (quote: Quote) => void }) {
  return (
    <UnstyledButton
      className={classes.quote}
      aria-label={REVIEW_MESSAGES.showQuote(quote.text)}
      onClick={() => onQuote(quote)}
    >
      “{quote.text}”
    </UnstyledButton>
  );
}

function Delivery({ delivery }: { delivery: InsightDoc['delivery'] }) {
  const facts: [string, string][] = [
    [REVIEW_MESSAGES.answerMode, REVIEW_MESSAGES.deliveryMode[delivery.mode]],
    [
      REVIEW_MESSAGES.speakingTime,
      delivery.speakingMs === null
        ? APP_MESSAGES.noValue
        : formatDuration(delivery.speakingMs / 1000),
    ],
    [
      REVIEW_MESSAGES.wordsPerMinute,
      delivery.wordsPerMinute === null
        ? APP_MESSAGES.noValue
        : String(Math.round(delivery.wordsPerMinute)),
    ],
    [REVIEW_MESSAGES.longPauses, String(delivery.longPauses)],
    [REVIEW_MESSAGES.fillerRate, delivery.fillerRate.toFixed(1)],
  ];
  return (
    <dl className={classes.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="xs" c="dimmed">
            {term}
          </Text>
          <Text component="dd" m={0} size="sm" fw={600}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

/**
 * One answer's AI-assist region: for each rubric point whether evidence was found, with the
 * passages it rests on, the key sentences, and delivery figures. Pressing a passage marks it in
 * the transcript (and plays the recording from there when it was said aloud). An answer with too
 * little reliable text gets that said instead of findings. Suggestions only: nothing here rates.
 */
export function AiAssistPanel({
  questionId,
  enabled,
  status,
  insight,
  onQuote,
}: {
  questionId: string;
  /** The interview's AI-assist setting (its candidate was told). */
  enabled: boolean;
  status: InsightsLive['status'];
  /** This answer's suggestions for its current text (see currentInsight). */
  insight: InsightDoc | UnreadableDocument | null;
  onQuote: (quote: Quote) => void;
}) {
  const titleId = useId();
  const ids = { coverage: useId(), summary: useId(), delivery: useId() };
  let body: React.ReactNode;
  if (!enabled) {
    body = (
      <Text size="sm" c="dimmed">
        {REVIEW_MESSAGES.aiAssistOff}
      </Text>
    );
  } else if (status === 'error' || isUnreadable(insight)) {
    body = (
      <Alert color="red" role="alert">
        {REVIEW_MESSAGES.aiAssistFailed}
      </Alert>
    );
  } else if (status === 'loading' || insight === null) {
    body = (
      <Text size="sm" c="dimmed" role="status">
        {REVIEW_MESSAGES.aiAssistPreparing}
      </Text>
    );
  } else {
    // Too little reliable text: no finding could be trusted, so none is shown.
    const findings = insight.tooLittleText !== true;
    body = (
      <Stack gap="sm">
        {!findings && (
          <Text size="sm" data-testid={`too-little-text-${questionId}`}>
            {REVIEW_MESSAGES.tooLittleText}
          </Text>
        )}
        <RubricEchoNotice echo={insight.rubricEcho} />
        {findings && insight.coverage.length > 0 && (
          <div>
            <Title order={5} id={ids.coverage}>
              {REVIEW_MESSAGES.coverageTitle}
            </Title>
            <ul className={classes.list} aria-labelledby={ids.coverage}>
              {insight.coverage.map((item, i) => (
                <li key={i} data-testid={`coverage-${questionId}-${i}`}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Badge
                      color={STATUS_COLORS[item.status]}
                      variant="light"
                      className={classes.status}
                    >
                      {REVIEW_MESSAGES.coverageStatus[item.status]}
                    </Badge>
                    <Text size="sm">{item.point}</Text>
                  </Group>
                  {item.quotes.length > 0 && (
                    <ul className={classes.quotes}>
                      {item.quotes.map((q) => (
                        <li key={`${q.start}-${q.end}`}>
                          <QuoteButton quote={q} onQuote={onQuote} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {findings && insight.summary.length > 0 && (
          <div>
            <Title order={5} id={ids.summary}>
              {REVIEW_MESSAGES.summaryTitle}
            </Title>
            <ul className={classes.list} aria-labelledby={ids.summary}>
              {insight.summary.map((s, i) => (
                <li key={i}>
                  <Text size="sm" span>
                    {s.sentence}{' '}
                  </Text>
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    aria-label={REVIEW_MESSAGES.showQuote(s.quote.text)}
                    onClick={() => onQuote(s.quote)}
                  >
                    {REVIEW_MESSAGES.showSource}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <Title order={5} id={ids.delivery}>
            {REVIEW_MESSAGES.deliveryTitle}
          </Title>
          <Delivery delivery={insight.delivery} />
        </div>
        <Text size="xs" c="dimmed">
          {REVIEW_MESSAGES.engine(insight.engine.name, insight.engine.version)}
          {insight.note ? ` · ${REVIEW_MESSAGES.engineNote(insight.note)}` : ''}
        </Text>
        <HowThisWorks engine={insight.engine} />
      </Stack>
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      className={classes.region}
      data-testid={`ai-assist-${questionId}`}
    >
      <Title order={4} size="h5" id={titleId} mb="xs">
        {REVIEW_MESSAGES.aiAssistTitle}
      </Title>
      {body}
    </section>
  );
}

/**
 * The transcript as text with one passage marked: `<mark>` holds exactly
 * `transcript.slice(start, end)` of the transcript as saved.
 */
export function MarkedTranscript({
  transcript,
  highlight,
  testId,
}: {
  transcript: string;
  highlight: Quote | null;
  testId: string;
}) {
  if (!highlight || transcript.slice(highlight.start, highlight.end) !== highlight.text) {
    return (
      <Text data-testid={testId} className={classes.transcript}>
        {transcript.trim() || APP_MESSAGES.noValue}
      </Text>
    );
  }
  return (
    <Text data-testid={testId} className={classes.transcript}>
      {transcript.slice(0, highlight.start).trimStart()}
      <mark className={classes.mark}>{transcript.slice(highlight.start, highlight.end)}</mark>
      {transcript.slice(highlight.end).trimEnd()}
    </Text>
  );
}
