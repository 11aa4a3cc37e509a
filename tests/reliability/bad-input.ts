// Generates malformed requests for an endpoint: broken JSON, wrong types, missing fields, huge and
// unicode strings, injection-looking values, prototype pollution, wrong ids and bad tokens.

export type FieldKind =
  'text' | 'email' | 'id' | 'int' | 'enum' | 'datetime' | 'list' | 'url' | 'record';

export interface FieldSpec {
  kind: FieldKind;
  /** Max length the API enforces for text; values longer than this must be refused. */
  max?: number;
  /** A record's keys and values (e.g. question id to rating): what each holds. */
  key?: FieldSpec;
  value?: FieldSpec;
}

export interface EndpointSpec {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with `:id` where an id goes. */
  path: string;
  /** A real id to put in `:id` for body-fuzzing (ids are fuzzed separately). */
  id?: string;
  /** A body the endpoint accepts; each case breaks at least one REQUIRED field. */
  validBody?: Record<string, unknown>;
  /** The required fields and what they hold. */
  required?: Record<string, FieldSpec>;
  /** Headers the real caller sends (e.g. a staff bearer token). */
  headers?: Record<string, string>;
  /** Does the endpoint need a signed-in user (bad tokens must give 401)? */
  auth?: boolean;
  /** Binary endpoints take a raw body, not JSON. */
  raw?: boolean;
}

export interface BadRequest {
  label: string;
  /** Defaults to the endpoint's method (wrong-method cases set their own). */
  method?: string;
  path: string;
  body?: string | Uint8Array;
  headers: Record<string, string>;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

const COMMON_WRONG: [string, unknown][] = [
  ['null', null],
  ['zero', 0],
  ['negative', -1],
  ['float', 1.5],
  ['true', true],
  ['false', false],
  ['empty array', []],
  ['array', ['x']],
  ['object', {}],
  ['mongo operator', { $gt: '' }],
  ['nested', { a: { b: { c: 'd' } } }],
];

export const HUGE = 'a'.repeat(300_000);

/** Kinds whose values are JSON strings: a number is a value of the wrong type for them. */
const STRING_KINDS = new Set<FieldKind>(['text', 'email', 'id', 'enum', 'datetime', 'url']);

/**
 * A record's own wrong values: not a record at all, or its one valid entry (from the valid body)
 * with the key or the value broken as that key or value would be.
 */
function wrongForRecord(field: FieldSpec, valid: unknown): [string, unknown][] {
  const entry =
    valid && typeof valid === 'object' && !Array.isArray(valid) ? Object.entries(valid)[0] : null;
  if (!entry || !field.key || !field.value)
    throw new Error('A record field needs its key and value kinds and an entry in the valid body');
  const [key, value] = entry;
  const badKeys = wrongFor(field.key).filter(
    (pair): pair is [string, string] => typeof pair[1] === 'string',
  );
  const badValues: [string, unknown][] = [
    ['null', null],
    ['list', [value]],
    ...(STRING_KINDS.has(field.value.kind) ? [['number', 5] as [string, unknown]] : []),
    ...wrongFor(field.value, value),
  ];
  return [
    ['string', 'not a record'],
    ['number', 42],
    ['list of entries', [[key, value]]],
    ...badKeys.map(([label, k]): [string, unknown] => [`key ${label}`, { [k]: value }]),
    ...badValues.map(([label, v]): [string, unknown] => [`value ${label}`, { [key]: v }]),
  ];
}

/** Wrong values for a field; `valid` is its value in the valid body (a record breaks its entry). */
function wrongFor(field: FieldSpec, valid?: unknown): [string, unknown][] {
  switch (field.kind) {
    case 'text':
      return [
        ['empty', ''],
        ['blank', '   \t\n '],
        ['over max', 'a'.repeat((field.max ?? 5000) + 1)],
        ['huge', HUGE],
      ];
    case 'email':
      return [
        ['empty', ''],
        ['no at', 'plainaddress'],
        ['no local', '@example-corp.test'],
        ['no tld', 'a@b'],
        ['spaces', 'a b@example-corp.test'],
        ['emoji', '💥@💥.💥'],
        ['rtl override', '\u202eadmin@example-corp.test\u202c x'],
        ['script', '<script>alert(1)</script>'],
        ['sql', "' OR 1=1 --"],
        ['very long', `${'x'.repeat(400)}@example-corp.test`],
        ['huge', HUGE],
      ];
    case 'id':
      return [
        ['empty', ''],
        ['traversal', '../../etc/passwd'],
        ['nul', 'abc\u0000def'],
        ['slash', 'a/b/c'],
        ['emoji', '💥💥💥'],
        ['unknown', 'no-such-id-000000000000'],
        // Longer path segments than 255 bytes make the hosting emulator's static-file lookup fail
        // (ENAMETOOLONG, a 500 of the emulator only): 250 is still far past every id pattern.
        ['very long', 'x'.repeat(250)],
      ];
    case 'int':
      return [
        ['string number', '12'],
        ['float', 2.5],
        ['negative', -5],
        ['huge', 1e15],
        ['NaN string', 'NaN'],
      ];
    case 'enum':
      return [
        ['unknown', 'unknown-value'],
        ['upper case', 'TECHNICAL'],
        ['empty', ''],
        ['number', 1],
      ];
    case 'datetime':
      return [
        ['words', 'next tuesday'],
        ['past', '2000-01-01T00:00:00.000Z'],
        ['impossible', '2030-13-45T99:99:99Z'],
        ['empty', ''],
        ['number', 1700000000000],
      ];
    case 'list':
      return [
        ['string', 'not a list'],
        ['list of numbers', [1, 2, 3]],
        [
          'huge list',
          Array.from({ length: 5000 }, () => ({ questionId: 'x', response: HUGE.slice(0, 100) })),
        ],
      ];
    case 'url':
      return [
        ['empty', ''],
        ['spaces', 'not a domain'],
        ['javascript', 'javascript:alert(1)'],
        ['huge', HUGE],
      ];
    case 'record':
      return wrongForRecord(field, valid);
  }
}

export const BAD_JSON: [string, string][] = [
  ['truncated object', '{"a":'],
  ['single quotes', "{'a': 1}"],
  ['trailing comma', '{"a":1,}'],
  ['bare word', 'hello'],
  ['xml', '<a>1</a>'],
  ['json null', 'null'],
  ['json number', '42'],
  ['json string', '"text"'],
  ['json array', '[]'],
  ['empty object', '{}'],
];

const DECORATIONS: [string, (body: Record<string, unknown>) => string][] = [
  ['', (b) => JSON.stringify(b)],
  [
    ' + __proto__',
    (b) =>
      JSON.stringify(b).replace(
        /^\{/,
        Object.keys(b).length ? '{"__proto__":{"isAdmin":true},' : '{"__proto__":{"isAdmin":true}',
      ),
  ],
  [
    ' + constructor',
    (b) => JSON.stringify({ ...b, constructor: { prototype: { role: 'admin' } } }),
  ],
];

export const BAD_TOKENS: [string, Record<string, string>][] = [
  ['no token', {}],
  ['empty bearer', { Authorization: 'Bearer ' }],
  ['garbage bearer', { Authorization: 'Bearer not-a-jwt' }],
  ['basic auth', { Authorization: 'Basic YWRtaW46YWRtaW4=' }],
  ['forged unsigned jwt', { Authorization: `Bearer ${forgedJwt()}` }],
  ['expired-looking jwt', { Authorization: `Bearer ${expiredLookingJwt()}` }],
  // Under Node's 16 KiB header limit, so the API itself must refuse it.
  ['huge token', { Authorization: `Bearer ${'a'.repeat(12_000)}` }],
];

/** Shaped like a Firebase ID token (RS256, this project, admin claims) but expired and unsigned by Google. */
function expiredLookingJwt() {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const past = Math.floor(Date.now() / 1000) - 7200;
  return `${enc({ alg: 'RS256', kid: 'f'.repeat(40), typ: 'JWT' })}.${enc({ iss: 'https://securetoken.google.com/demo-hiq', aud: 'demo-hiq', sub: 'attacker', user_id: 'attacker', role: 'admin', iat: past - 3600, exp: past, auth_time: past - 3600 })}.${Buffer.from('not-a-signature').toString('base64url')}`;
}

function forgedJwt() {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: 'attacker', role: 'admin', orgId: 'any', aud: 'other-project', iss: 'https://securetoken.google.com/other-project' })}.`;
}

const hasBody = (spec: EndpointSpec) => spec.method !== 'GET' && spec.method !== 'DELETE';

/** At least `min` malformed requests for one endpoint. */
export function badRequests(spec: EndpointSpec, min = 200): BadRequest[] {
  const out: BadRequest[] = [];
  const pathFor = (id = spec.id ?? 'x') => spec.path.replace(':id', encodeURIComponent(id));
  const headers = { ...JSON_HEADERS, ...spec.headers };

  if (spec.auth) {
    for (const [label, tokenHeaders] of BAD_TOKENS) {
      out.push({
        label: `token: ${label}`,
        path: pathFor(),
        headers: { ...JSON_HEADERS, ...tokenHeaders },
        body: spec.validBody && JSON.stringify(spec.validBody),
      });
    }
  }

  if (spec.path.includes(':id')) {
    for (const [label, value] of wrongFor({ kind: 'id' })) {
      if (value === '') continue;
      out.push({
        label: `id: ${label}`,
        path: pathFor(String(value)),
        headers,
        body: spec.validBody && JSON.stringify(spec.validBody),
      });
    }
  }

  if (spec.method !== 'GET' && spec.method !== 'DELETE' && !spec.raw) {
    for (const [label, raw] of BAD_JSON)
      out.push({ label: `json: ${label}`, path: pathFor(), headers, body: raw });
    out.push({
      label: 'wrong content type',
      path: pathFor(),
      headers: { ...headers, 'Content-Type': 'text/plain' },
      body: 'candidateName=x',
    });
    out.push({
      label: 'form encoded',
      path: pathFor(),
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1&b=2',
    });

    const valid = spec.validBody ?? {};
    for (const [field, fieldSpec] of Object.entries(spec.required ?? {})) {
      const { [field]: _omit, ...missing } = valid;
      for (const [decoration, encode] of DECORATIONS) {
        out.push({
          label: `${field}: missing${decoration}`,
          path: pathFor(),
          headers,
          body: encode(missing),
        });
        for (const [label, value] of [...COMMON_WRONG, ...wrongFor(fieldSpec, valid[field])]) {
          out.push({
            label: `${field}: ${label}${decoration}`,
            path: pathFor(),
            headers,
            body: encode({ ...valid, [field]: value }),
          });
        }
      }
    }
  }

  if (spec.raw) {
    const bodies: [string, Uint8Array][] = [
      ['empty', new Uint8Array()],
      ['over 1 MiB', new Uint8Array(1_100_000)],
    ];
    for (const [label, body] of bodies)
      out.push({
        label: `raw: ${label}`,
        path: pathFor(),
        headers: { ...spec.headers, 'Content-Type': 'application/octet-stream' },
        body,
      });
    for (const query of [
      '',
      '?questionId=',
      '?seq=1',
      '?questionId=q&seq=-1',
      '?questionId=q&seq=abc',
      '?questionId=q&seq=1.5',
      '?questionId=..%2F..&seq=1',
      `?questionId=${'x'.repeat(3000)}&seq=1`,
      '?questionId=q&seq=99999999',
    ]) {
      out.push({
        label: `raw query: ${query || 'none'}`,
        path: `${pathFor().split('?')[0]}${query}`,
        headers: { ...spec.headers, 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array(100),
      });
    }
  }

  // Top up with unicode and huge junk until the minimum is reached.
  const junk = [
    '💥'.repeat(500),
    '\u0000\u0001\u0002',
    'ｆｕｌｌｗｉｄｔｈ',
    '\u202e\u202d',
    '𝕳𝖎𝕼',
    '\\u0000',
    '%00%0d%0a',
    '{{7*7}}',
    '${jndi:ldap://x}',
  ];
  // A body-less endpoint without an id ignores junk in the query: there a junk case is only bad
  // because it carries a bad token (a valid token with junk query is a legitimate request).
  const junkNeedsBadToken = !!spec.auth && !spec.path.includes(':id') && !hasBody(spec);
  let i = 0;
  while (out.length < min) {
    const value = junk[i % junk.length] + String(i);
    const body = hasBody(spec) ? JSON.stringify({ junk: value, [String(i)]: value }) : undefined;
    const path = spec.path.includes(':id')
      ? pathFor(value)
      : `${pathFor()}${pathFor().includes('?') ? '&' : '?'}junk=${encodeURIComponent(value)}`;
    const badToken = BAD_TOKENS[i % BAD_TOKENS.length][1];
    out.push({
      label: `junk ${i}`,
      path,
      headers: junkNeedsBadToken
        ? { ...JSON_HEADERS, ...badToken }
        : spec.auth && i % 2 === 0
          ? { ...JSON_HEADERS }
          : headers,
      body,
    });
    i += 1;
  }
  return out;
}
