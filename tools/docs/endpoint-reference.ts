// docs/endpoints.md, generated from the contract: each endpoint's method, path, path parameters
// with their id kind, and what it takes and answers. The facts come from `endpoints` itself; the
// descriptions and schema names from the comments and source of shared/contract/endpoints/*.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { paramNamesOf } from '../../functions/src/shared/contract/endpoint';
import type { Endpoint } from '../../functions/src/shared/contract/endpoint';
import { endpoints } from '../../functions/src/shared/contract/endpoints';
import { ID_KINDS } from '../../functions/src/shared/schemas/ids';

const CONTRACT_DIR = join('functions', 'src', 'shared', 'contract', 'endpoints');
export const REFERENCE_FILE = join('docs', 'endpoints.md');

/** What the source says of one endpoint: its comment, and the names of its body and query schemas. */
interface SourceNotes {
  name: string;
  comment: string;
  schemas: { request?: string; query?: string };
}

/** The endpoints of one contract file, in the file's order. */
function notesOf(file: string): SourceNotes[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
  );
  const found: SourceNotes[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isCallExpression(node.initializer) &&
      node.initializer.expression.getText(source) === 'defineEndpoint'
    ) {
      const [definition] = node.initializer.arguments;
      const schemas: SourceNotes['schemas'] = {};
      if (definition && ts.isObjectLiteralExpression(definition))
        for (const property of definition.properties)
          if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.initializer)) {
            const key = property.name.getText(source);
            if (key === 'request' || key === 'query') schemas[key] = property.initializer.text;
          }
      const comment = ts
        .getJSDocCommentsAndTags(node)
        .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
        .join(' ');
      found.push({ name: node.name.getText(source), comment, schemas });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim() || '—';
const code = (text: string) => `\`${text}\``;

function paramsCell(endpoint: Endpoint): string {
  return paramNamesOf(endpoint.path)
    .map((name) => {
      const param = endpoint.params?.[name];
      if (!param) throw new Error(`${endpoint.path}: :${name} has no declared kind`);
      return `${code(name)}: ${param.kind} (else ${param.status} "${param.message}")`;
    })
    .join('<br>');
}

function takesCell(endpoint: Endpoint, notes: SourceNotes): string {
  const takes: string[] = [];
  if (endpoint.raw === 'request') takes.push('bytes');
  else if (endpoint.request)
    takes.push(`JSON ${notes.schemas.request ? code(notes.schemas.request) : 'body'}`);
  if (endpoint.query) takes.push(`query ${notes.schemas.query ? code(notes.schemas.query) : ''}`);
  return takes.join(', ');
}

/** The reference as Markdown, formatted as the repository's Prettier settings say. */
export async function endpointReference(root = process.cwd()): Promise<string> {
  const all = endpoints as Record<string, Endpoint>;
  const listed = new Set<string>();
  const lines = [
    '# Endpoints',
    '',
    '<!-- Generated from functions/src/shared/contract/endpoints by `npm run docs:endpoints`: do not edit. -->',
    '',
    'Every `/api` endpoint as the contract declares it, by feature. How the contract is used, who',
    'may call what and the errors every endpoint shares: [api.md](api.md).',
    '',
    '## Path parameters',
    '',
    'Each path parameter is one kind of id; a value that cannot be one is answered before any read,',
    'with the status and message its endpoint declares.',
    '',
    '| kind | pattern | what it is |',
    '| --- | --- | --- |',
    ...Object.entries(ID_KINDS).map(
      ([kind, { pattern, description }]) =>
        `| ${kind} | ${code(pattern.source)} | ${cell(description)} |`,
    ),
  ];
  const files = readdirSync(join(root, CONTRACT_DIR))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    lines.push('', `## ${file.replace(/\.ts$/, '')}`, '');
    lines.push('| endpoint | method | path | path parameters | takes | answers | notes |');
    lines.push('| --- | --- | --- | --- | --- | --- | --- |');
    for (const notes of notesOf(join(root, CONTRACT_DIR, file))) {
      const endpoint = all[notes.name];
      if (!endpoint) throw new Error(`${file}: ${notes.name} is not in \`endpoints\``);
      listed.add(notes.name);
      lines.push(
        `| ${[
          notes.name,
          endpoint.method,
          code(`/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`),
          paramsCell(endpoint),
          takesCell(endpoint, notes),
          endpoint.raw === 'response' ? 'bytes' : 'JSON',
          notes.comment,
        ]
          .map(cell)
          .join(' | ')} |`,
      );
    }
  }
  const missing = Object.keys(all).filter((name) => !listed.has(name));
  if (missing.length > 0) throw new Error(`Not found in ${CONTRACT_DIR}: ${missing.join(', ')}`);
  const target = join(root, REFERENCE_FILE);
  return format(`${lines.join('\n')}\n`, {
    ...(await resolveConfig(target)),
    filepath: target,
  });
}
