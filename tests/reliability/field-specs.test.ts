import { describe, expect, it } from 'vitest';
import { endpoints } from '@shared/contract/endpoints';
import { isIsoTimestamp } from '@shared/schemas/interviews';
import { z } from '@shared/schemas/zod';
import type { FieldSpec } from './bad-input';
import { fieldSpecs } from './field-specs';

type Name = keyof typeof endpoints;

/**
 * The bad-input sweep's field tables as they were typed by hand, endpoint by endpoint: what the
 * request schemas must give. Fields the sweep picks itself (an optional field it breaks too, one it
 * leaves out) are named; the others are every field a caller must send.
 */
const HAND_TABLES: [Name, Record<string, FieldSpec>, string[]?][] = [
  [
    'verifyCaptcha',
    { captchaId: { kind: 'id' }, answer: { kind: 'text', max: 24 } },
    ['captchaId', 'answer'],
  ],
  [
    'submitAccessRequest',
    {
      captchaId: { kind: 'id' },
      email: { kind: 'email' },
      workDomain: { kind: 'text', max: 253 },
      teamSize: { kind: 'int' },
      message: { kind: 'text', max: 2000 },
    },
    ['captchaId', 'email', 'workDomain', 'teamSize', 'message'],
  ],
  ['confirmAccessRequest', { token: { kind: 'id' } }],
  ['rejectAccessRequest', { reason: { kind: 'text', max: 2000 } }],
  ['validateToken', { token: { kind: 'text', max: 200 } }],
  ['verifyToken', { token: { kind: 'text', max: 200 } }],
  ['completeRegistration', { token: { kind: 'text', max: 200 }, uid: { kind: 'text', max: 128 } }],
  [
    'register',
    {
      token: { kind: 'text', max: 200 },
      email: { kind: 'email' },
      password: { kind: 'text', max: 128 },
      displayName: { kind: 'text', max: 100 },
    },
  ],
  ['acceptInvitation', { token: { kind: 'text', max: 200 } }],
  ['verifyEmail', { token: { kind: 'text', max: 200 } }],
  ['updateMe', { displayName: { kind: 'text', max: 100 } }],
  ['giveConsent', { consent: { kind: 'enum' } }],
  ['saveAnswer', { questionId: { kind: 'id' }, transcript: { kind: 'text', max: 20_000 } }],
  ['requestAdjustment', { message: { kind: 'text', max: 1000 } }],
  ['completeInterview', { questionHistory: { kind: 'list' } }],
  [
    'scheduleInterview',
    {
      candidateName: { kind: 'text', max: 200 },
      candidateEmail: { kind: 'email' },
      type: { kind: 'enum' },
      level: { kind: 'enum' },
      scheduledTime: { kind: 'text', max: 100 },
      date: { kind: 'datetime' },
    },
  ],
  [
    'saveReview',
    {
      decision: { kind: 'enum' },
      note: { kind: 'text', max: 2000 },
      ratings: { kind: 'record', key: { kind: 'id' }, value: { kind: 'int' } },
      comments: { kind: 'record', key: { kind: 'id' }, value: { kind: 'text', max: 2000 } },
    },
    ['decision', 'note', 'ratings', 'comments'],
  ],
  ['inviteTeammate', { email: { kind: 'email' }, role: { kind: 'enum' } }],
  ['changeMemberRole', { role: { kind: 'enum' } }],
  ['updateOrgSettings', { notifyOnComplete: { kind: 'enum' } }, ['notifyOnComplete']],
  ['createQuestionSet', { name: { kind: 'text', max: 120 }, questions: { kind: 'list' } }],
  ['updateQuestionSet', { name: { kind: 'text', max: 120 }, questions: { kind: 'list' } }],
];

describe('bad-input field specs from the request schemas', () => {
  it.each(HAND_TABLES)('%s: the schema gives the hand table', (name, table, fields) => {
    const { request } = endpoints[name] as { request: z.ZodType };
    expect(fieldSpecs(request, fields)).toEqual(table);
  });

  it('leaves out what a caller may omit: optional, nullish and defaulted fields', () => {
    // Every setting is optional, every part of a review too; the team size and message of an
    // access request are preprocessed from absent to null; an invitation's box has a default.
    expect(fieldSpecs(endpoints.updateOrgSettings.request)).toEqual({});
    expect(fieldSpecs(endpoints.saveReview.request)).toEqual({});
    expect(Object.keys(fieldSpecs(endpoints.submitAccessRequest.request))).toEqual([
      'captchaId',
      'email',
      'workDomain',
    ]);
    expect(Object.keys(fieldSpecs(endpoints.inviteTeammate.request))).toEqual(['email', 'role']);
  });

  it('follows a changed limit and reads each kind from its checks', () => {
    const request = z.object({
      name: z.string().trim().min(1).max(7),
      mail: z.email(),
      at: z.iso.datetime(),
      when: z.string().trim().refine(isIsoTimestamp),
      marks: z.record(z.string().max(5), z.number().int()),
      site: z.url(),
      ref: z.string().regex(/^[A-Za-z0-9_-]{1,9}$/),
      count: z.number().int().nullable(),
      tags: z.array(z.string()).optional(),
      kept: z.string().max(3).default(''),
      code: z
        .string()
        .regex(/^\d{6}$/)
        .max(6),
    });
    expect(fieldSpecs(request)).toEqual({
      name: { kind: 'text', max: 7 },
      mail: { kind: 'email' },
      at: { kind: 'datetime' },
      when: { kind: 'datetime' },
      marks: { kind: 'record', key: { kind: 'text', max: 5 }, value: { kind: 'int' } },
      site: { kind: 'url' },
      ref: { kind: 'id' },
      count: { kind: 'int' },
      code: { kind: 'text', max: 6 },
    });
  });

  it('refuses a field it has no kind for, or a name the schema lacks', () => {
    expect(() => fieldSpecs(endpoints.verifyCaptcha.request)).toThrow('object');
    expect(() => fieldSpecs(endpoints.giveConsent.request, ['consnet'])).toThrow('consnet');
  });
});
