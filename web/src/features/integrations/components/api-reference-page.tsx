import { useCallback, useId } from 'react';
import {
  Anchor,
  Badge,
  Code,
  Container,
  Group,
  List,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { v1Endpoints } from '@shared/contract/endpoints/v1';
import { INTEGRATIONS_MESSAGES } from '@shared/messages/integrations';
import { apiUrl } from '@/lib/api-client';
import { LoadFailedAlert } from '@/components/feedback/load-failed-alert';
import { ScrollTable } from '@/components/table/scroll-table';
import { getOpenApiDocument } from '../api/get-openapi-document';
import { referenceOperations } from '../lib/openapi-operations';
import type { ReferenceOperation } from '../lib/openapi-operations';
import { useApiList } from '../lib/use-api-list';

const M = INTEGRATIONS_MESSAGES.reference;

/** A JSON Schema, shown as the document has it, folded until asked for. */
function SchemaBlock({ label, schema }: { label: string; schema: unknown }) {
  if (schema === undefined) return null;
  return (
    <details>
      <summary>
        <Text component="span" size="sm" fw={500}>
          {label}
        </Text>
      </summary>
      {/* Wrapped, not scrolled: a scrolling box would need a keyboard stop of its own. */}
      <Code block mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {JSON.stringify(schema, null, 2)}
      </Code>
    </details>
  );
}

function Operation({ op }: { op: ReferenceOperation }) {
  const titleId = useId();
  const parametersId = useId();
  const responsesId = useId();
  const success = op.responses.find((r) => r.status.startsWith('2'));
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm" id={op.id}>
      <Title order={2} size="h3" id={titleId}>
        {op.summary}
      </Title>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" radius="sm" aria-hidden>
          {op.method}
        </Badge>
        <Code>{`${op.method} ${op.path}`}</Code>
      </Group>
      {op.scopes.map((scope) => (
        <Text key={scope} size="sm">
          {M.scope(scope)}
        </Text>
      ))}
      <Title order={3} size="h5" id={parametersId}>
        {M.parameters}
      </Title>
      {op.parameters.length === 0 ? (
        <Text size="sm" c="gray.7">
          {M.noParameters}
        </Text>
      ) : (
        <ScrollTable
          labelledBy={parametersId}
          minWidth={560}
          columns={[M.columns.name, M.columns.in, M.columns.required, M.columns.description]}
        >
          {op.parameters.map((p) => (
            <Table.Tr key={`${p.in}:${p.name}`}>
              <Table.Td>
                <Code>{p.name}</Code>
              </Table.Td>
              <Table.Td>{p.in}</Table.Td>
              <Table.Td>{p.required ? M.requiredYes : M.requiredNo}</Table.Td>
              <Table.Td>{p.description}</Table.Td>
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
      <SchemaBlock label={M.requestBody} schema={op.requestSchema} />
      <Title order={3} size="h5" id={responsesId}>
        {M.responses}
      </Title>
      <ScrollTable
        labelledBy={responsesId}
        minWidth={480}
        columns={[M.responseColumns.status, M.responseColumns.meaning]}
      >
        {op.responses.map((r) => (
          <Table.Tr key={r.status}>
            <Table.Td>
              <Code>{r.status}</Code>
            </Table.Td>
            <Table.Td>{r.description}</Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
      {success && <SchemaBlock label={M.successSchema(success.status)} schema={success.schema} />}
    </Stack>
  );
}

/**
 * The public API's reference, read from the OpenAPI document the server generates from the same
 * contract that checks its requests and answers, so the page cannot describe another API.
 */
export function ApiReferencePage() {
  const load = useCallback(async () => referenceOperations(await getOpenApiDocument()), []);
  const operations = useApiList(load);
  const listId = useId();
  return (
    <Container component="main" size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>{M.title}</Title>
        <Text>{M.intro}</Text>
        <Anchor href={apiUrl(v1Endpoints.getV1OpenApiDocument.path)}>{M.document}</Anchor>
        {operations.status === 'loading' && operations.items.length === 0 && (
          <Text role="status" c="gray.7">
            {M.loading}
          </Text>
        )}
        {operations.status === 'error' && (
          <LoadFailedAlert
            message={M.loadFailed}
            retryLabel={INTEGRATIONS_MESSAGES.retry}
            onRetry={operations.reload}
          />
        )}
        {operations.items.length > 0 && (
          <>
            <nav aria-labelledby={listId}>
              <Title order={2} size="h4" id={listId}>
                {M.operations}
              </Title>
              <List spacing={4} mt="xs">
                {operations.items.map((op) => (
                  <List.Item key={op.id}>
                    <Anchor href={`#${op.id}`}>{op.summary}</Anchor>{' '}
                    <Code>{`${op.method} ${op.path}`}</Code>
                  </List.Item>
                ))}
              </List>
            </nav>
            {operations.items.map((op) => (
              <Operation key={op.id} op={op} />
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}
