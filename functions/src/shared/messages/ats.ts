// What the ATS partner routes (Greenhouse's assessment calls) answer when a call is refused.
export const ATS_MESSAGES = {
  basicKeyRequired:
    'Send the HiQ API key as the username of HTTP Basic auth ("Authorization: Basic base64(key:)")',
  testIdInvalid: 'partner_test_id must be the id of a test list_tests gave',
  testNotFound: 'No such test: list_tests gives the tests this key can send',
  candidateRequired: 'candidate must be an object with the candidate’s email and name',
  candidateNameRequired: 'candidate.first_name or candidate.last_name is required',
  interviewIdInvalid: 'partner_interview_id must be an id send_test gave',
  interviewNotFound: 'No such interview for this key’s organisation',
  sentAgainDifferently:
    'This test was already sent for this application with other details; send it from a new stage to make another interview',
} as const;
