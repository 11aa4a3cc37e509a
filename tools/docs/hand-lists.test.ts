// The docs keep lists by hand because they say more than the code can (what starts each trigger;
// who writes and reads each collection; what each screen does): these tests keep their names equal
// to the code's.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../functions/src/shared/contract/app-routes';
import { collections, documents } from '../../functions/src/shared/contract/collections';
import { endpoints } from '../../functions/src/shared/contract/endpoints';

const read = (path: string) => readFileSync(path, 'utf8');

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
    const guides = readdirSync('docs')
      .filter((name) => name.endsWith('.md') && name !== 'endpoints.md')
      .map((name) => `docs/${name}`);
    const named = ['README.md', ...guides].flatMap((file) =>
      [...read(file).matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/api\/[^\s`?]*)/g)].map(
        ([, method, path]) => ({ file, endpoint: `${method} ${generic(path)}` }),
      ),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter(({ endpoint }) => !inContract.includes(endpoint))).toEqual([]);
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
