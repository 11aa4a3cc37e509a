// What the ATS partner routes (Greenhouse's and Ashby's assessment calls) answer when a call is refused.
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
  apiCallInvalid: 'api_call must name the call whose answer was malformed (1 to 64 characters)',
  errorsInvalid:
    'errors must be a list of 1 to 50 messages, each a string of up to 2000 characters',
  reportIdInvalid:
    'partner_test_id and partner_interview_id must be a string or an integer of up to 128 characters',
  reportTestNameInvalid: 'partner_test_name must be a string of up to 500 characters',
  assessmentTypeIdInvalid:
    'assessment_type_id must be the id of an assessment assessment.list gave',
  assessmentTypeNotFound:
    'No such assessment: assessment.list gives the assessments this key can start',
  ashbyCandidateRequired:
    'candidate must be an object with the candidate’s ashby_id, name and email',
  ashbyCandidateIdRequired: 'candidate.ashby_id is required',
  ashbyCandidateNameRequired: 'candidate.first_name or candidate.last_name is required',
  ashbyApplicationRequired: 'application must be an object with the application’s ashby_id',
  assessmentIdInvalid: 'assessment_id must be an id assessment.start gave',
  assessmentNotFound: 'No such assessment for this key’s organisation',
  startedAgainDifferently:
    'This assessment was already started for this application with another candidate; cancel it to start another',
  assessmentAlreadyCompleted:
    'The candidate already completed this assessment: it cannot be cancelled',
  ashbyAssessmentDescription: (questionCount: number, library: boolean) =>
    `${questionCount} questions, ${library ? 'from HiQ’s library' : 'your organisation’s own set'}`,
  ashbyKeyRequired: 'apiKey must be the Ashby API key (8 to 500 printable characters, no spaces)',
  ashbyKeyOwnersOnly: 'Only an owner of your team can set the Ashby API key',
  ashbyKeyMissing: 'No Ashby API key is set for this organisation',
  ashbyUpdateUnreadable: 'The stored Ashby update does not match its schema',
  ashbyStatus: { started: 'Started', completed: 'Completed', decided: 'Decided' },
  ashbyCancelled: 'Cancelled in HiQ',
} as const;
