import { Paper, SimpleGrid, Text } from '@mantine/core';
import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import type { InterviewCounters as Counters } from '../types';

const KEYS: (keyof Counters)[] = ['total', 'scheduled', 'completed', 'cancelled'];
const CARDS = KEYS.map((key) => ({ key, label: INTERVIEW_MESSAGES.counters[key] }));

/** The four live counters; each is a labelled group so "Scheduled: 3" reads as one. */
export function InterviewCounters({ counters, loading }: { counters: Counters; loading: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {CARDS.map(({ key, label }) => (
        <Paper
          key={key}
          withBorder
          p="md"
          radius="md"
          role="group"
          aria-label={label}
          data-testid={`counter-${key}`}
        >
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={700} aria-live="polite">
            {loading ? '…' : counters[key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
