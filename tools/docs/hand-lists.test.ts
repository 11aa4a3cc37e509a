// The docs keep lists by hand because they say more than the code can (what starts each trigger;
// who writes and reads each collection; what each screen does): these tests keep their names equal
// to the code's.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../functions/src/shared/contract/app-routes';
import { collections, documents } from '../../functions/src/shared/contract/collections';
import { endpoints } from '../../functions/src/shared/contract/endpoints';
import { API_KEY_SCOPES } from '../../functions/src/shared/constants/domain';
import { PORTS } from '../../scripts/lib/services.mjs';

const read = (path: string) => readFileSync(path, 'utf8');

/** The guides in docs/, without the endpoint reference (generated from the contract). */
const guides = () =>
  readdirSync('docs')
    .filter((name) => name.endsWith('.md') && name !== 'endpoints.md')
    .map((name) => `docs/${name}`);

/** The text of `doc` from the line starting with `from` up to the next line starting with `to`. */
function section(doc: string, from: string, to: string): string {
  const start = doc.indexOf(from);
  expect(start, `"${from}" not found`).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf(to, start + from.length);
  return doc.slice(start, end < 0 ? undefined : end);
}

describe('lists in the docs', () => {
  it('architecture.md draws every function functions/src/index.ts deploys besides api', () => {
    const exported = [
      ...read('functions/src/index.ts').matchAll(/export (?:const (\w+)|\{([^}]+)\})/g),
    ]
      .flatMap(([, name, names]) => (name ? [name] : names.split(',').map((n) => n.trim())))
      .filter((name) => name && name !== 'api');
    const diagram = section(read('docs/architecture.md'), 'Cloud Functions triggers', '```');
    const drawn = [...diagram.matchAll(/[├└]─ (\w+)/g)].map(([, name]) => name);
    expect(drawn.sort()).toEqual(exported.sort());
  });

  it('data-model.md’s overview lists every collection and document of the contract', () => {
    const generic = (path: string) => path.replace(/\{[^}]*\}/g, '{}');
    const overview = section(read('docs/data-model.md'), '## Overview', '\n## ');
    const listed = [...overview.matchAll(/^\| `([^`]+)`/gm)].map(([, path]) => generic(path));
    // Extra ids are ignored by a path with fewer parents: the last is the document's own.
    const ids = ['{}', '{}', '{}', '{}'];
    const entries = [...Object.values(collections), ...Object.values(documents)] as {
      doc: (...ids: string[]) => string;
    }[];
    const inCode = entries.map((entry) => entry.doc(...ids));
    // A collection that only parents another (rateLimits/{key}/hits) is listed through its child.
    const covered = (path: string) =>
      listed.includes(path) || listed.some((other) => other.startsWith(`${path}/`));
    expect(inCode.filter((path) => !covered(path))).toEqual([]);
    expect(listed.filter((path) => !inCode.includes(path))).toEqual([]);
  });

  it('every endpoint the README and the guides name by method and path is in the contract', () => {
    // `POST /api/interviews/{id}/playback-grant` or `…/:id/…`, with whatever follows a space.
    const generic = (path: string) => path.replace(/\{\w+\}|:\w+/g, ':');
    const inContract = Object.values(endpoints).map(
      ({ method, path }) => `${method} ${generic(`/api${path}`)}`,
    );
    const named = ['README.md', ...guides()].flatMap((file) =>
      [...read(file).matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/api\/[^\s`?]*)/g)].map(
        ([, method, path]) => ({ file, endpoint: `${method} ${generic(path)}` }),
      ),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter(({ endpoint }) => !inContract.includes(endpoint))).toEqual([]);
  });

  it('api.md names every API key scope, and the guides name no other', () => {
    const scopesIn = (text: string) =>
      [...text.matchAll(/`([a-z]+:(?:read|write|manage))`/g)].map(([, scope]) => scope);
    const apiDoc = new Set(scopesIn(read('docs/api.md')));
    expect(API_KEY_SCOPES.filter((scope) => !apiDoc.has(scope))).toEqual([]);
    const named = new Set(guides().flatMap((file) => scopesIn(read(file))));
    const known: readonly string[] = API_KEY_SCOPES;
    expect([...named].filter((scope) => !known.includes(scope))).toEqual([]);
  });

  it('testing.md’s local ports are the ones firebase.json and the scripts use', () => {
    const emulators = JSON.parse(read('firebase.json')).emulators as Record<
      string,
      { port?: number }
    >;
    const fromFirebase = Object.values(emulators).flatMap((e) => (e?.port ? [e.port] : []));
    const inCode = new Set([...fromFirebase, ...Object.values(PORTS)]);
    const ports = section(read('docs/testing.md'), '## Local ports', '\n## ');
    const mentioned = new Set([...ports.matchAll(/\b(\d{4})\b/g)].map(([, port]) => Number(port)));
    expect([...inCode].filter((port) => !mentioned.has(port))).toEqual([]);
    // The table's port column: each one is in the code, or Vite's own default (npm run dev).
    const VITE_DEFAULT_PORT = 5173;
    const tabled = [...ports.matchAll(/\|\s*(\d+)\s*\|$/gm)].map(([, port]) => Number(port));
    expect(tabled.length).toBeGreaterThan(5);
    expect(tabled.filter((port) => !inCode.has(port) && port !== VITE_DEFAULT_PORT)).toEqual([]);
  });

  it('the README’s screens table lists every route of the app and no other', () => {
    const table = section(read('README.md'), '| screen ', '\n\n');
    // The route column writes `{name}` for a parameter and `[…]` around an optional part:
    // `/register[/{token}]` is both `/register` and `/register/:token`.
    const withOptional = (route: string): string[] => {
      const optional = /\[([^\]]*)\]/.exec(route);
      if (!optional) return [route];
      const [part, inner] = optional;
      return [route.replace(part, ''), route.replace(part, inner)].flatMap(withOptional);
    };
    const listed = table
      .split('\n')
      .slice(2) // the header and the line under it
      .flatMap((row) => [...(row.split('|')[2] ?? '').matchAll(/`([^`]+)`/g)])
      .flatMap(([, route]) => withOptional(route.replace(/\{(\w+)\}/g, ':$1')));
    const inCode: string[] = Object.values(APP_ROUTES);
    expect(inCode.filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !inCode.includes(route))).toEqual([]);
  });
});
