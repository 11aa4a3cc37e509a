import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { InterviewCounters as Counters } from '../types';

const CARDS: { key: keyof Counters; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'scheduled', label: 'Scheduled' },
  { key: 'completed', label: 'Completed' },
  { key: 'cancelled', label: 'Cancelled' },
];

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
