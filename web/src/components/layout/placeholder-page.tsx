import { Container, Text, Title } from '@mantine/core';

/** A screen whose feature has not landed yet; says so plainly. */
export function PlaceholderPage({ title, text }: { title: string; text?: string }) {
  return (
    <Container size="md" py="xl">
      <Title order={1}>{title}</Title>
      {text && <Text mt="sm">{text}</Text>}
    </Container>
  );
}
