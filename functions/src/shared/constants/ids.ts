// The shapes of the ids the product makes and is addressed by. Imports only the vocabulary.
import type { InterviewLevel, InterviewType } from './domain';

/** Candidate session links: 128 random bits, base64url (22 characters). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * Bearer tokens the API hands a browser (a share's viewer token, a playback grant): 32 random
 * bytes, base64url (43 characters). Only their hash is stored.
 */
export const BEARER_TOKEN_BYTES = 32;
export const BEARER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The ids documents are addressed by in the API: Firestore auto-ids, account uids and library set
 * ids. Anything else cannot name a document.
 */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * A question's id inside its set (and in the interviews that snapshot it): the editor makes
 * "q" and 15 hex digits, the library and older interviews ids like "tech-junior-1".
 */
export const QUESTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * A follow-up question's id: `fu-<the parent's position, from 1>-<its number under the parent>`,
 * e.g. "fu-3-1". Sets may not use ids with this prefix, so a follow-up never names a set question.
 */
export const FOLLOW_UP_ID_PREFIX = 'fu-';
export const followUpId = (parentPosition: number, n: number) =>
  `${FOLLOW_UP_ID_PREFIX}${parentPosition}-${n}`;

/** The built-in library's sets are read-only and addressed as `library-<type>-<level>`. */
export const LIBRARY_SET_PREFIX = 'library-';
export const librarySetId = (type: InterviewType, level: InterviewLevel) =>
  `${LIBRARY_SET_PREFIX}${type}-${level}`;
