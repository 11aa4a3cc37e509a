// Security: the Firestore rules matrix, no secret in web/dist, and the security
// headers (CSP with frame-ancestors, referrer policy…) that hosting sends.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, documents } from '@shared/contract/collections';
import { contextFor, createRulesEnv, resetRulesData } from '../rules/rules-env';
import { matchPaths, pathMatches } from '../rules/rules-paths';
import type { PersonaName } from '../rules/rules-env';
import { apiBase } from '../support/api';
import { createTestInterview } from '../support/interviews';
import { scanForSecrets, secretValues } from './secret-scan';

const root = resolve(__dirname, '../..');

// ---------------------------------------------------------------------------------------------
// The rules matrix. Personas (tests/rules/rules-env.ts): owner and staff are members of org-a
// (its owner and a member), removedStaff carries org-a's claims without a membership, otherStaff
// is org-b's owner. A candidate has no Firebase account (the interview page calls /api with its session id
// and never signs in), so to Firestore a candidate is exactly `anonymous`: the same column, named.
// Every write from a client is denied: all writes go through /api (admin SDK).
// ---------------------------------------------------------------------------------------------

type Persona = 'candidate' | PersonaName;
const PERSONAS: Persona[] = [
  'anonymous',
  'candidate',
  'otherStaff',
  'owner',
  'staff',
  'removedStaff',
  'admin',
  'noRole',
];
const asRulesPersona = (p: Persona): PersonaName => (p === 'candidate' ? 'anonymous' : p);

interface Row {
  /** A seeded document. */
  doc: string;
  /** Who may get it. */
  get: Persona[];
  /** Who may list its collection (the query filters by orgId where `listWhere` says so). */
  list: Persona[];
  listWhere?: [string, '==', string];
}

/** The members of org-a. */
const S: Persona[] = ['owner', 'staff'];
const A: Persona[] = ['admin'];
const NONE: Persona[] = [];

// doc                                                   get                      list
const MATRIX: Row[] = [
  { doc: collections.orgs.doc('org-a'), get: [...S, 'admin'], list: A },
  { doc: collections.members.doc('org-a', 'staff-1'), get: S, list: S },
  { doc: collections.invitations.doc('org-a', 'i1'), get: S, list: S },
  { doc: collections.questionSets.doc('org-a', 'set-1'), get: S, list: S },
  { doc: collections.apiKeys.doc('org-a', 'k1'), get: NONE, list: NONE },
  { doc: collections.idempotencyRecords.doc('org-a', 'k1', 'r1'), get: NONE, list: NONE },
  { doc: collections.webhookEndpoints.doc('org-a', 'w1'), get: NONE, list: NONE },
  { doc: collections.webhookDeliveries.doc('d1'), get: NONE, list: NONE },
  { doc: collections.atsErrorReports.doc('r1'), get: NONE, list: NONE },
  { doc: collections.ashbyConnections.doc('org-a'), get: NONE, list: NONE },
  { doc: collections.ashbyAssessments.doc('i1'), get: NONE, list: NONE },
  { doc: collections.ashbyUpdates.doc('u1'), get: NONE, list: NONE },
  { doc: documents.interviewCounters.doc('org-a'), get: S, list: S },
  { doc: collections.processedEvents.doc('org-a', 'e1'), get: NONE, list: NONE },
  { doc: collections.users.doc('staff-1'), get: ['staff', 'admin'], list: A },
  { doc: collections.accessRequests.doc('r1'), get: A, list: A },
  { doc: collections.accessRequestLocks.doc('l1'), get: NONE, list: NONE },
  { doc: collections.captchas.doc('c1'), get: NONE, list: NONE },
  { doc: collections.registrationTokens.doc('t1'), get: NONE, list: NONE },
  { doc: collections.registrationLeases.doc('t1'), get: NONE, list: NONE },
  { doc: collections.emailVerifications.doc('v1'), get: NONE, list: NONE },
  { doc: collections.interviews.doc('iv-a'), get: S, list: S, listWhere: ['orgId', '==', 'org-a'] },
  { doc: collections.answers.doc('iv-a', 'q1'), get: S, list: S },
  { doc: collections.recordings.doc('iv-a', 'q1'), get: S, list: S },
  { doc: collections.insights.doc('iv-a', 'q1'), get: S, list: S },
  { doc: collections.reviews.doc('iv-a', 'staff-1'), get: S, list: S },
  { doc: collections.externalFeedback.doc('iv-a', 'sh-1'), get: S, list: S },
  { doc: collections.attempts.doc('iv-a', 'q1'), get: NONE, list: NONE },
  { doc: collections.auditLog.doc('org-a', 'e1'), get: NONE, list: NONE },
  { doc: collections.playbackGrants.doc('g1'), get: NONE, list: NONE },
  // Shares: their sender and the org's owners (the seeded one has no sender here).
  {
    doc: collections.shares.doc('sh-1'),
    get: ['owner'],
    list: ['owner'],
    listWhere: ['orgId', '==', 'org-a'],
  },
  { doc: collections.shareViewers.doc('sh-1', 'v1'), get: NONE, list: NONE },
  { doc: collections.shareGrants.doc('sh-1', 'g1'), get: NONE, list: NONE },
  { doc: collections.mail.doc('m1'), get: NONE, list: NONE },
  { doc: collections.rateLimits.doc('k1'), get: NONE, list: NONE },
  { doc: collections.rateLimitHits.doc('k1', 'h1'), get: NONE, list: NONE },
  { doc: documents.healthPing.doc(), get: NONE, list: NONE },
];

/** Plausible data for each seeded document (rules read orgId and nothing else). */
function seedData(path: string): Record<string, unknown> {
  if (path.startsWith('interviews/iv-a/')) return { questionId: 'q1', orgId: 'org-b' };
  if (path.startsWith('interviews/'))
    return { orgId: 'org-a', status: 'scheduled', sessionId: 's' };
  if (path.startsWith('users/')) return { email: 'staff@a.test', role: 'staff', orgId: 'org-a' };
  if (path.includes('/members/')) return { uid: 'staff-1', role: 'member', email: 'staff@a.test' };
  return { orgId: 'org-a', value: 1 };
}

describe('Firestore rules matrix', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await createRulesEnv();
    await resetRulesData(env);
    await env.withSecurityRulesDisabled(async (ctx) => {
      for (const row of MATRIX) await setDoc(doc(ctx.firestore(), row.doc), seedData(row.doc));
      // Another org's interview, so staff of org-b have something of their own.
      await setDoc(doc(ctx.firestore(), collections.interviews.doc('iv-b')), { orgId: 'org-b' });
    });
  });
  afterAll(async () => env?.cleanup());

  const dbOf = (p: Persona) => contextFor(env, asRulesPersona(p)).firestore();
  const expectAllowed = (allowed: boolean, op: Promise<unknown>) =>
    allowed ? assertSucceeds(op) : assertFails(op);

  for (const row of MATRIX) {
    const parent = row.doc.slice(0, row.doc.lastIndexOf('/'));
    describe(row.doc, () => {
      for (const persona of PERSONAS) {
        const get = row.get.includes(persona);
        const list = row.list.includes(persona);
        it(`${persona}: get ${get ? 'allowed' : 'denied'}, list ${list ? 'allowed' : 'denied'}, create/update/delete denied`, async () => {
          const db = dbOf(persona);
          await expectAllowed(get, getDoc(doc(db, row.doc)));
          const listed = row.listWhere
            ? query(collection(db, parent), where(...row.listWhere))
            : collection(db, parent);
          await expectAllowed(list, getDocs(listed));
          await assertFails(setDoc(doc(db, `${parent}/new-by-${persona}`), seedData(row.doc)));
          await assertFails(setDoc(doc(db, row.doc), seedData(row.doc)));
          await assertFails(updateDoc(doc(db, row.doc), { changed: true }));
          await assertFails(deleteDoc(doc(db, row.doc)));
        });
      }
    });
  }

  it('staff cannot list interviews without the orgId filter, nor another org’s', async () => {
    await assertFails(getDocs(collection(dbOf('staff'), 'interviews')));
    await assertFails(
      getDocs(query(collection(dbOf('staff'), 'interviews'), where('orgId', '==', 'org-b'))),
    );
    await assertSucceeds(
      getDocs(query(collection(dbOf('otherStaff'), 'interviews'), where('orgId', '==', 'org-b'))),
    );
  });

  it('a collection no rule names is denied to everyone (default deny)', async () => {
    for (const persona of PERSONAS) {
      await assertFails(getDoc(doc(dbOf(persona), 'somethingNew/x')));
      await assertFails(setDoc(doc(dbOf(persona), 'somethingNew/x'), { a: 1 }));
    }
  });

  it('every collection and document of the contract has a document in the matrix', () => {
    // A path's shape is its collection names: `orgs/org-a/members/x` is `orgs/members`.
    const shape = (path: string) =>
      path
        .split('/')
        .filter((_, i) => i % 2 === 0)
        .join('/');
    const ids = ['x', 'x', 'x', 'x'];
    const entries = [...Object.values(collections), ...Object.values(documents)] as {
      doc: (...ids: string[]) => string;
    }[];
    const inMatrix = new Set(MATRIX.map((row) => shape(row.doc)));
    const missing = entries
      .map((entry) => entry.doc(...ids))
      .filter((p) => !inMatrix.has(shape(p)));
    expect(missing, 'declared by the contract, but no document of the matrix is there').toEqual([]);
  });

  it('every path firestore.rules matches, nested ones included, has a document in the matrix', () => {
    // Whole paths: a subcollection is itself, not the collection it sits under.
    expect(
      matchPaths(
        'match /databases/{database}/documents { match /a/{x} { match /b/{y} { allow read; } } ' +
          'match /a/{x}/c/{z} { allow read; } match /{document=**} { allow read: if false; } }',
      ),
    ).toEqual(['a/{x}', 'a/{x}/b/{y}', 'a/{x}/c/{z}']);
    const paths = matchPaths(readFileSync(join(root, 'firestore.rules'), 'utf8'));
    expect(paths.length).toBeGreaterThan(0);
    const missing = paths.filter((path) => !MATRIX.some((row) => pathMatches(path, row.doc)));
    expect(missing, 'matched by firestore.rules, but no document of the matrix is there').toEqual(
      [],
    );
  });
});

// ---------------------------------------------------------------------------------------------
// No secret in web/dist (built before the emulators start).
// ---------------------------------------------------------------------------------------------

describe('no secret in web/dist', () => {
  const secretsFile = join(root, 'functions', '.secret.local');

  it('the scanner finds a planted secret, key and server-only name (and nothing in clean files)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hiq-scan-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'index.html'), '<html><script src="/assets/a.js"></script></html>');
      writeFileSync(join(dir, 'assets', 'a.js'), 'const key = "none"; console.log(key);');
      const planted = { name: 'SPEECH_KEY', value: 'planted-secret-1234567890' };
      expect(scanForSecrets(dir, [planted])).toEqual([]);

      writeFileSync(join(dir, 'assets', 'b.js'), `fetch(x, {headers: {k: "${planted.value}"}})`);
      writeFileSync(
        join(dir, 'assets', 'c.js'),
        'const k = "-----BEGIN PRIVATE KEY-----\\nMII"; const c = {"type": "service_account"};',
      );
      writeFileSync(join(dir, 'assets', 'd.js'), 'const p = process.env.SMTP_PASSWORD;');
      expect(scanForSecrets(dir, [planted])).toEqual([
        { file: join('assets', 'b.js'), what: 'the value of SPEECH_KEY' },
        { file: join('assets', 'c.js'), what: 'a private key' },
        { file: join('assets', 'c.js'), what: 'a service-account key' },
        { file: join('assets', 'd.js'), what: 'the name SMTP_PASSWORD' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the secret values from functions/.secret.local', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hiq-secrets-'));
    try {
      writeFileSync(
        join(dir, '.secret.local'),
        'SMTP_PASSWORD="s3cret-password"\nSPEECH_KEY=none\n',
      );
      // 'none' is a placeholder word, not a secret: too short to scan for.
      expect(secretValues(join(dir, '.secret.local'))).toEqual([
        { name: 'SMTP_PASSWORD', value: 's3cret-password' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the built web app contains none', () => {
    const dist = join(root, 'web', 'dist');
    expect(readdirSync(dist)).toContain('index.html');
    expect(scanForSecrets(dist, secretValues(secretsFile))).toEqual([]);
  });

  it('index.html, login.html and app.html have no inline script (the CSP allows none)', () => {
    for (const page of ['index.html', 'login.html', 'app.html']) {
      const html = readFileSync(join(root, 'web', 'dist', page), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        // Same-origin files only: the built modules, or the prerendered pages' boot.js.
        expect(attrs, page).toMatch(/\bsrc="\/(assets\/[^"]+\.js|boot\.js)"/);
        expect(body.trim(), page).toBe('');
      }
      expect(html, page).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Security headers from the hosting emulator (firebase.json hosting.headers).
// ---------------------------------------------------------------------------------------------

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers on hosting', () => {
  let sessionId = '';
  beforeAll(async () => {
    sessionId = (await createTestInterview()).sessionId;
  });

  for (const path of ['/', '/login', '/dashboard', ':session', '/api/health']) {
    it(`${path === ':session' ? '/{sessionId}' : path} has the CSP and the other security headers`, async () => {
      const url = `${apiBase}${path === ':session' ? `/${sessionId}` : path}`;
      const res = await fetch(url);
      expect(res.status).toBe(200);
      const h = res.headers;
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(h.get('x-frame-options')).toBe('DENY');
      expect(h.get('permissions-policy')).toBe('camera=(self), microphone=(self), geolocation=()');
      const csp = directives(h.get('content-security-policy') ?? '');
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      // No inline or eval'd script: only the app's own files.
      expect(csp.get('script-src')).toEqual(["'self'"]);
      // Mantine writes inline styles.
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      const connect = csp.get('connect-src') ?? [];
      for (const source of [
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        'wss://*.stt.speech.microsoft.com',
        'https://*.api.cognitive.microsoft.com',
        'http://127.0.0.1:9099',
        'http://127.0.0.1:8080',
        'ws://127.0.0.1:7070',
      ])
        expect(connect, `connect-src ${source}`).toContain(source);
      expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    });
  }
});
