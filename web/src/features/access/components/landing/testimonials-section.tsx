import { Box, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import classes from '../landing.module.css';
import { testimonials } from './content';

/** Success Stories: two customer quotes. */
export function TestimonialsSection() {
  return (
    <Box
      component="section"
      id="success-stories"
      tabIndex={-1}
      className={classes.section}
      py={64}
      aria-labelledby="stories-title"
    >
      <Container size="lg">
        <Title order={2} id="stories-title" ta="center" mb="xl">
          Success Stories
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {testimonials.map((t) => (
            <Card key={t.name} withBorder radius="lg" padding="xl" component="figure" m={0}>
              <Text component="blockquote" m={0} className={classes.quote}>
                “{t.quote}”
              </Text>
              <Text component="figcaption" mt="md" fw={600}>
                {t.name}
                <Text component="span" c="dimmed" fw={400}>
                  {' '}
                  — {t.role}
                </Text>
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
