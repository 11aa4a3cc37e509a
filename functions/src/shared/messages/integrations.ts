// The Integrations screen (an org's API keys) and the public API v1 that the keys call.
import type { ApiKeyScope } from '../constants/domain';

export const INTEGRATIONS_MESSAGES = {
  title: 'Integrations',
  navLink: 'Integrations',
  keysTitle: 'API keys',
  intro:
    'API keys let your applicant tracking system call the HiQ API for your team. A key can do only what its scopes allow.',
  apiDocumentIntro:
    'Every route of the API, its parameters and its answers are described in one document, generated from the code that serves them:',
  apiDocument: 'the API’s OpenAPI document',
  loading: 'Loading API keys...',
  loadFailed: 'Failed to load your API keys. Please try again.',
  retry: 'Try again',
  noKeys: 'No API keys yet',
  readOnlyNote: 'Only owners can create or revoke API keys.',
  columns: {
    name: 'Name',
    scopes: 'Scopes',
    createdBy: 'Created by',
    lastUsed: 'Last used',
    status: 'Status',
    actions: 'Actions',
  },
  statusActive: 'Active',
  statusRevoked: 'Revoked',
  neverUsed: 'Never',
  scopeLabels: {
    'interviews:read': 'Read interviews',
    'interviews:write': 'Schedule and change interviews',
    'results:read': 'Read results',
    'webhooks:manage': 'Manage webhooks',
  } satisfies Record<ApiKeyScope, string>,
  // create
  create: 'Create API key',
  createTitle: 'Create an API key',
  nameLabel: 'Name',
  nameHint: 'Say where the key is used, e.g. "Greenhouse".',
  scopesLabel: 'Scopes',
  createSubmit: 'Create key',
  createSubmitting: 'Creating...',
  cancel: 'Cancel',
  // the secret, once
  secretTitle: 'Your new API key',
  secretWarning:
    'Copy this key now and store it somewhere safe. It is shown only once: HiQ keeps only a fingerprint of it.',
  secretLabel: 'API key',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  created: (name: string) => `API key "${name}" created`,
  // revoke
  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke API key ${name}`,
  revokeTitle: 'Revoke API key',
  revokeConfirm: (name: string) =>
    `Revoke "${name}"? Every call made with it is refused from now on. This cannot be undone.`,
  revokeButton: 'Revoke key',
  revoked: (name: string) => `API key "${name}" revoked`,
  actionFailed: 'That did not work. Please try again.',
  // server: the staff endpoints
  ownersOnly: 'Only an owner of your team can manage API keys',
  nameRequired: 'Give the key a name',
  nameTooLong: (max: number) => `A key's name is at most ${max} characters`,
  scopesRequired: 'Choose at least one scope',
  scopeUnknown: 'Unknown scope',
  scopesRepeated: 'Each scope may be chosen once',
  keyNotFound: 'API key not found',
  alreadyRevoked: 'This API key is already revoked',
  // server: the public API v1 (problem details)
  keyRequired: 'Send an API key as "Authorization: Bearer hiq_..."',
  keyInvalid: 'This API key is unknown, revoked or malformed',
  scopeMissing: (scope: string) => `This API key lacks the scope ${scope}`,
  interviewNotFound: 'Interview not found',
  cursorInvalid: 'The cursor is not one this list gave',
  limitInvalid: (max: number) => `limit must be a whole number from 1 to ${max}`,
  statusInvalid: 'status must be scheduled, completed or cancelled',
  idempotencyKeyRequired: (max: number) =>
    `Send an Idempotency-Key header of 1 to ${max} printable characters (a new one for each new interview)`,
  idempotencyKeyReused:
    'This Idempotency-Key was already used with a different request body; use a new key for a new request',
  notCompleted: 'Results are available once the interview is completed',
  rateLimited: (seconds: number) => `Too many requests with this API key; retry in ${seconds} s`,
} as const;
