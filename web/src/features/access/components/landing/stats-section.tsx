import { Box, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import classes from '../landing.module.css';
import { stats } from './content';

/** Benefits: the headline figures. */
export function StatsSection() {
  return (
    <Box
      component="section"
      id="benefits"
      tabIndex={-1}
      className={classes.section}
      py={64}
      aria-labelledby="benefits-title"
    >
      <Container size="lg">
        <Title order={2} id="benefits-title" ta="center" mb="xl">
          Why hiring teams choose HiQ
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {stats.map((stat) => (
            <Card key={stat.value} withBorder radius="lg" padding="lg" ta="center">
              <Text component="p" m={0} data-testid="stat">
                <span className={stat.label ? classes.statValue : classes.statPhrase}>
                  {stat.value}
                </span>
                {stat.label && ` ${stat.label}`}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
