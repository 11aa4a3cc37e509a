// The shapes of the ids the product makes and is addressed by. Imports only the vocabulary.
import type { InterviewLevel, InterviewType } from './domain';

/** Candidate session links: 128 random bits, base64url (22 characters). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

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

/** The built-in library's sets are read-only and addressed as `library-<type>-<level>`. */
export const LIBRARY_SET_PREFIX = 'library-';
export const librarySetId = (type: InterviewType, level: InterviewLevel) =>
  `${LIBRARY_SET_PREFIX}${type}-${level}`;
