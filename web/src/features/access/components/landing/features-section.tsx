import { Box, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import classes from '../landing.module.css';
import { features } from './content';

/** Features: what the product does, in three cards. */
export function FeaturesSection() {
  return (
    <Box
      component="section"
      id="features"
      tabIndex={-1}
      className={classes.section}
      py={64}
      aria-labelledby="features-title"
    >
      <Container size="lg">
        <Title order={2} id="features-title" ta="center" mb="xl">
          Everything you need for first-round interviews
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {features.map((feature) => (
            <Card key={feature.title} withBorder radius="lg" padding="xl" component="article">
              <ThemeIcon size={48} radius="md" variant="light" mb="md" aria-hidden>
                <svg
                  width="26"
                  height="26"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={feature.icon} />
                </svg>
              </ThemeIcon>
              <Title order={3} size="h4" mb="xs">
                {feature.title}
              </Title>
              <Text c="dimmed">{feature.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
