// The HiQ library: the built-in questions, five for each interview type and level, and the
// read-only set each type and level makes of them. Every question is meant to be answered aloud
// on camera in 1-3 minutes: no code, no whiteboard. Its rubric lists the key points a good answer
// covers, for the reviewer (candidates never see it).
import { INTERVIEW_LEVELS, INTERVIEW_TYPES } from './constants/domain';
import { INTERVIEW_LEVEL_LABELS, INTERVIEW_TYPE_LABELS } from './messages/vocabulary';
import { librarySetId } from './constants/ids';
import type { AnswerMode, InterviewLevel, InterviewType } from './constants/domain';
import { SCHEDULE_DESIGN_MESSAGES } from './messages/interviews';
import { LIBRARY_PROBES } from './question-library-probes';

export interface LibraryQuestion {
  /** Stable and unique across the library (interviews and reviews name questions by it). */
  id: string;
  type: InterviewType;
  level: InterviewLevel;
  text: string;
  hint: string;
  rubric: readonly string[];
  /** Each rubric point's follow-up question, by position (reviewed; absent: none yet). */
  probes?: readonly (LibraryProbe | null)[];
}

/** A library point's follow-up: what to ask, and whether to ask it when the point is missing. */
export interface LibraryProbe {
  prompt: string;
  askIfMissing: boolean;
}

/** A question of a library set: the same shape as a question of an org's set. */
export interface LibrarySetQuestion {
  id: string;
  text: string;
  hint: string | null;
  rubric: string[];
  probes?: (LibraryProbe | null)[];
  thinkTimeSec: number;
  answerLimitSec: number | null;
  retakes: number;
  answerMode: AnswerMode;
}

export interface LibrarySet {
  /** `library-<type>-<level>` */
  id: string;
  type: InterviewType;
  level: InterviewLevel;
  name: string;
  description: string;
  questions: readonly LibrarySetQuestion[];
  questionCount: number;
  /** Library sets are never archived; the field lets screens treat them like an org's sets. */
  archived: false;
}

/**
 * How library questions have always behaved: no think time, no limit, one retake, spoken or
 * typed. (Not the editor's defaults: those are for new questions.)
 */
const LIBRARY_QUESTION_SETTINGS = {
  thinkTimeSec: 0,
  answerLimitSec: null,
  retakes: 1,
  answerMode: 'either',
} as const;

/** In the order an interview asks them within each type and level (follow-ups attached below). */
const QUESTIONS: readonly Omit<LibraryQuestion, 'probes'>[] = [
  // technical · junior
  {
    id: 'tech-junior-1',
    type: 'technical',
    level: 'junior',
    text: 'What is the difference between a process and a thread?',
    hint: 'Cover memory isolation, shared state, and the cost of creating and switching each.',
    rubric: [
      'A process has its own address space; threads of one process share its memory',
      'Shared memory makes threads cheap to communicate but needs locks to avoid data races',
      'Creating and context-switching threads costs less than processes',
      'A crash in one process leaves others running; a crashing thread can take its whole process down',
    ],
  },
  {
    id: 'tech-junior-2',
    type: 'technical',
    level: 'junior',
    text: 'Explain what happens, step by step, when you type a URL into a browser and press Enter.',
    hint: 'Walk through DNS lookup, TCP and TLS handshakes, the HTTP request, and page rendering.',
    rubric: [
      'DNS resolves the host name to an IP address (browser, OS and resolver caches first)',
      'A TCP connection is opened, then a TLS handshake for HTTPS',
      'The browser sends an HTTP request; the server answers with a status, headers and HTML',
      'The browser parses HTML, fetches CSS, JS and images, builds the DOM and renders the page',
    ],
  },
  {
    id: 'tech-junior-3',
    type: 'technical',
    level: 'junior',
    text: 'When would you choose a hash map over an array or a list, and what are the costs?',
    hint: 'Compare lookup, insertion, and ordering characteristics using Big O, plus memory overhead.',
    rubric: [
      'Hash map: average O(1) lookup and insert by key; array or list: O(n) search by value',
      'Arrays give O(1) access by index and keep order; hash maps do not keep order',
      'Hash maps use more memory and degrade with many collisions or a poor hash function',
      'Names a concrete case, e.g. counting occurrences or looking up users by id',
    ],
  },
  {
    id: 'tech-junior-4',
    type: 'technical',
    level: 'junior',
    text: 'What is the difference between unit tests and integration tests, and why do we need both?',
    hint: 'Explain scope, speed, and what kinds of bugs each type of test is good at catching.',
    rubric: [
      'Unit tests check one function or class in isolation, with dependencies faked',
      'Integration tests check that real components (database, API, services) work together',
      'Unit tests are fast and pinpoint failures; integration tests are slower but catch wiring and contract bugs',
      'Both are needed: many fast unit tests plus fewer integration tests (the test pyramid)',
    ],
  },
  {
    id: 'tech-junior-5',
    type: 'technical',
    level: 'junior',
    text: 'What does Git do when you create a branch and later merge it, and what is a merge conflict?',
    hint: 'Mention commits as snapshots, branches as pointers, and how conflicts are resolved by hand.',
    rubric: [
      'A commit is a snapshot of the project; a branch is a movable pointer to a commit',
      'Merging combines two histories, with a fast-forward or a merge commit',
      'A conflict happens when both branches changed the same lines of a file',
      'Conflicts are resolved by hand: edit the markers, test, then commit the result',
    ],
  },
  // technical · mid
  {
    id: 'tech-mid-1',
    type: 'technical',
    level: 'mid',
    text: 'How do you decide between a relational database and a document store for a new feature?',
    hint: 'Weigh data relationships, query patterns, schema flexibility, and transactional needs.',
    rubric: [
      'Starts from the data: its shape, relationships and the queries the feature needs',
      'Relational: joins, transactions and strong consistency across related records',
      'Document store: flexible schema, data read together stored together, easy horizontal scaling',
      "Considers the team's experience, existing infrastructure and operational cost",
      'Mentions migration and how the choice could be revisited later',
    ],
  },
  {
    id: 'tech-mid-2',
    type: 'technical',
    level: 'mid',
    text: 'An endpoint you own has become slow in production. How do you find and fix the cause?',
    hint: 'Describe measuring first with metrics, logs, and profiling before changing code or adding caches.',
    rubric: [
      'Measures first: latency percentiles, dashboards, traces, when the slowdown started',
      'Correlates with recent deploys, traffic changes or data growth',
      'Narrows to the bottleneck: slow queries, missing indexes, N+1 calls, external dependencies',
      'Fixes the cause and verifies with the same metrics; adds an alert or test against regression',
    ],
  },
  {
    id: 'tech-mid-3',
    type: 'technical',
    level: 'mid',
    text: 'What are the trade-offs of adding a cache in front of a service, and how do you handle invalidation?',
    hint: 'Discuss staleness, TTLs versus explicit invalidation, cache stampedes, and consistency risk.',
    rubric: [
      'Benefits: lower latency and less load on the service or database',
      'Costs: stale data, extra infrastructure, cold starts and thundering herds on misses',
      'Invalidation strategies: TTLs, explicit invalidation on write, write-through or versioned keys',
      'Picks a strategy by how much staleness the feature can tolerate',
    ],
  },
  {
    id: 'tech-mid-4',
    type: 'technical',
    level: 'mid',
    text: 'How do you evolve a public API without breaking existing clients?',
    hint: 'Mention additive changes, versioning, deprecation periods, and communicating with consumers.',
    rubric: [
      'Prefers additive, backward-compatible changes (new optional fields, new endpoints)',
      'Versions the API when a breaking change is unavoidable',
      'Announces deprecations with a timeline and tracks who still uses old versions',
      'Uses contract tests or client telemetry to confirm nothing breaks',
    ],
  },
  {
    id: 'tech-mid-5',
    type: 'technical',
    level: 'mid',
    text: 'How would you safely roll out a risky change to a service that many users depend on?',
    hint: 'Cover feature flags, canary or staged rollouts, monitoring, and a tested rollback plan.',
    rubric: [
      'Feature flags or a config switch to turn the change off without a deploy',
      'Gradual rollout: canary, small percentage of users, then wider',
      'Watches metrics and error rates with clear rollback criteria decided beforehand',
      'Tests and reviews beforehand, and tells support and on-call about the rollout',
    ],
  },
  // technical · senior
  {
    id: 'tech-senior-1',
    type: 'technical',
    level: 'senior',
    text: 'How would you decide whether to split a monolith into services, and how would you plan the migration?',
    hint: 'Tie the decision to team and scaling pain, and describe an incremental strangler-style migration.',
    rubric: [
      'Names the real problem first: deploy coupling, team autonomy, scaling hot spots',
      'Weighs the costs of services: network failures, data consistency, operational overhead',
      'Finds boundaries from the domain and the data each part owns',
      'Migrates incrementally (strangler fig): extract one piece at a time behind stable interfaces',
      'Defines how success is measured and when to stop',
    ],
  },
  {
    id: 'tech-senior-2',
    type: 'technical',
    level: 'senior',
    text: 'How do you manage technical debt across several teams while still delivering product work?',
    hint: 'Explain how you make debt visible, quantify its cost, and negotiate time for it with stakeholders.',
    rubric: [
      'Makes debt visible: an inventory tied to its cost in incidents, speed or risk',
      'Prioritises by business impact together with product leadership',
      'Reserves steady capacity (a share of each sprint) or pairs fixes with feature work',
      'Aligns teams on shared standards and ownership so new debt is not added',
    ],
  },
  {
    id: 'tech-senior-3',
    type: 'technical',
    level: 'senior',
    text: 'What makes an engineering organization good at reliability, beyond individual systems?',
    hint: 'Mention SLOs and error budgets, on-call health, blameless postmortems, and following through on actions.',
    rubric: [
      'Clear ownership and on-call with healthy rotations',
      'Blameless postmortems whose action items are actually followed up',
      'SLOs and error budgets that guide the balance of speed and stability',
      'Investment in observability, testing and safe deployment practices',
      'Leadership that rewards reliability work, not only features',
    ],
  },
  {
    id: 'tech-senior-4',
    type: 'technical',
    level: 'senior',
    text: 'How do you evaluate and introduce a new technology, such as a database or framework, into a large codebase?',
    hint: 'Cover success criteria, a limited pilot, operational cost, team skills, and an exit strategy.',
    rubric: [
      'Starts from a concrete problem the current tools cannot solve well',
      'Evaluates against criteria: maturity, community, operational cost, team skills, lock-in',
      'Runs a time-boxed proof of concept on a real but low-risk use case',
      'Plans adoption: documentation, training, migration path, and an exit strategy',
    ],
  },
  {
    id: 'tech-senior-5',
    type: 'technical',
    level: 'senior',
    text: 'How would you set technical standards, such as code review and architecture decisions, for a growing team?',
    hint: 'Balance consistency with autonomy, and mention lightweight records of decisions and who owns them.',
    rubric: [
      'Writes standards down with the team rather than imposing them',
      'Code review: clear expectations, turnaround times, and automation (linters, CI) for the mechanical parts',
      'Architecture decisions recorded (e.g. decision records) with context and alternatives',
      'Revisits standards as the team grows and gathers feedback on them',
    ],
  },
  // behavioral · junior
  {
    id: 'behav-junior-1',
    type: 'behavioral',
    level: 'junior',
    text: 'Tell me about a time you had to learn a new tool or technology quickly to finish a task.',
    hint: 'Use the STAR structure and explain how you learned, not just what you learned.',
    rubric: [
      'Describes the situation and why learning fast was necessary',
      'Explains how they learned: docs, tutorials, small experiments, asking colleagues',
      'States what they delivered and the result',
      'Reflects on what they would do the same or differently next time',
    ],
  },
  {
    id: 'behav-junior-2',
    type: 'behavioral',
    level: 'junior',
    text: 'Describe a time you were stuck on a problem. What did you do, and when did you ask for help?',
    hint: 'Show what you tried on your own first and how you framed the question when you asked for help.',
    rubric: [
      'Describes the problem and what they tried on their own first',
      'Shows a sensible time limit before asking for help',
      'Explains how they asked: context, what they tried, a specific question',
      'Shares the outcome and what they learned about getting unstuck',
    ],
  },
  {
    id: 'behav-junior-3',
    type: 'behavioral',
    level: 'junior',
    text: 'Tell me about a piece of feedback you received on your work and how you responded to it.',
    hint: 'Describe the feedback honestly, what you changed as a result, and what the outcome was.',
    rubric: [
      'States the feedback concretely and who gave it',
      'Shows they listened without being defensive and asked clarifying questions',
      'Describes the specific change they made afterwards',
      'Gives evidence the change helped',
    ],
  },
  {
    id: 'behav-junior-4',
    type: 'behavioral',
    level: 'junior',
    text: 'Tell me about a mistake you made on a project and what you learned from it.',
    hint: 'Take clear ownership, explain how you fixed it, and what you now do differently.',
    rubric: [
      'Owns a real mistake without blaming others',
      'Explains the impact and how they fixed or reported it',
      'Names the lesson learned',
      'Shows what they now do differently to prevent a repeat',
    ],
  },
  {
    id: 'behav-junior-5',
    type: 'behavioral',
    level: 'junior',
    text: 'Describe a team project, at school or at work, and the specific part you were responsible for.',
    hint: 'Make your own contribution clear and explain how you coordinated with the others.',
    rubric: [
      "Sets the context: the project's goal and the team",
      'Clearly separates their own part from the team\'s work ("I" versus "we")',
      'Describes how they coordinated with others and handled dependencies',
      'Shares the outcome and their contribution to it',
    ],
  },
  // behavioral · mid
  {
    id: 'behav-mid-1',
    type: 'behavioral',
    level: 'mid',
    text: 'Tell me about a time you disagreed with a teammate on a technical approach. How was it resolved?',
    hint: 'Show how you argued with evidence, listened to the other view, and committed to the final decision.',
    rubric: [
      'Explains both approaches and the disagreement fairly',
      'Shows they listened and tried to understand the other view',
      'Used data, prototypes or criteria rather than opinion to decide',
      'Describes the resolution and how the working relationship stayed healthy',
    ],
  },
  {
    id: 'behav-mid-2',
    type: 'behavioral',
    level: 'mid',
    text: 'Describe a feature or project you owned end to end. What went well and what would you change?',
    hint: 'Cover scoping, delivery, and follow-up after launch, with one honest lesson learned.',
    rubric: [
      'Covers the whole life cycle: requirements, design, build, launch, follow-up',
      'Describes key decisions and trade-offs they made',
      'Measures success with concrete results',
      'Gives an honest, specific account of what they would change',
    ],
  },
  {
    id: 'behav-mid-3',
    type: 'behavioral',
    level: 'mid',
    text: 'Tell me about a time you had to cut scope or negotiate a deadline with a product manager or stakeholder.',
    hint: 'Explain the trade-offs you presented and how you kept the stakeholder informed and on board.',
    rubric: [
      'Explains why the original scope or date was at risk',
      'Prepared options with their trade-offs rather than only saying no',
      'Communicated early and clearly with the stakeholder',
      'Describes the agreed outcome and how it was delivered',
    ],
  },
  {
    id: 'behav-mid-4',
    type: 'behavioral',
    level: 'mid',
    text: 'Describe a production incident you were involved in and the role you played.',
    hint: 'Cover how you diagnosed and mitigated it, how you communicated, and what changed afterwards.',
    rubric: [
      'Describes the incident and its impact on users',
      'States their own role: detection, mitigation, communication or fix',
      'Shows calm, structured steps: mitigate first, then find the root cause',
      'Mentions the postmortem and the follow-up actions taken',
    ],
  },
  {
    id: 'behav-mid-5',
    type: 'behavioral',
    level: 'mid',
    text: 'Tell me about a time you helped a less experienced teammate grow.',
    hint: 'Give concrete examples of how you supported them and the measurable change in their work.',
    rubric: [
      'Identifies what the teammate needed to grow',
      'Describes concrete support: pairing, reviews, stretch tasks, regular check-ins',
      'Gave room to learn instead of doing the work for them',
      "Shows the teammate's measurable progress",
    ],
  },
  // behavioral · senior
  {
    id: 'behav-senior-1',
    type: 'behavioral',
    level: 'senior',
    text: 'Tell me about a time you drove a significant technical change across multiple teams.',
    hint: 'Explain how you built alignment without direct authority and how you measured success.',
    rubric: [
      'Explains why the change mattered to the business or the engineering organisation',
      'Built buy-in: proposals, stakeholders, addressing concerns of each team',
      'Planned rollout and migration across teams with clear milestones',
      'Handled resistance and setbacks',
      'Shares the measurable result',
    ],
  },
  {
    id: 'behav-senior-2',
    type: 'behavioral',
    level: 'senior',
    text: 'Describe a decision you made with incomplete information that had a large impact.',
    hint: 'Show how you managed risk, made the decision reversible where possible, and reviewed the result.',
    rubric: [
      'Describes what was unknown and why waiting was not an option',
      'Explains how they gathered what data they could and weighed the risks',
      'Made the decision reversible or limited its blast radius where possible',
      'Shares the outcome and how they reviewed the decision afterwards',
    ],
  },
  {
    id: 'behav-senior-3',
    type: 'behavioral',
    level: 'senior',
    text: 'Tell me about a time you had to push back on leadership or a senior stakeholder.',
    hint: 'Focus on how you framed the business impact and kept the relationship constructive.',
    rubric: [
      'Explains what they disagreed with and why it mattered',
      'Backed the position with data and a clear alternative',
      'Chose the right setting and tone, and stayed respectful',
      'Describes the outcome and commitment to the final decision either way',
    ],
  },
  {
    id: 'behav-senior-4',
    type: 'behavioral',
    level: 'senior',
    text: 'Describe a project that failed or was cancelled under your leadership. What did you learn?',
    hint: 'Own your part of the outcome and describe what you changed in how you lead afterwards.',
    rubric: [
      'Owns their part in the failure without blaming others',
      'Explains the causes honestly, including signals missed early',
      'Describes how they handled the team and stakeholders when it ended',
      'Names concrete lessons applied to later projects',
    ],
  },
  {
    id: 'behav-senior-5',
    type: 'behavioral',
    level: 'senior',
    text: 'Tell me about a time you dealt with a persistent performance or collaboration problem on your team.',
    hint: 'Describe how you gave direct feedback, set clear expectations, and followed up over time.',
    rubric: [
      'Describes the problem and its effect on the team',
      'Addressed it directly and early, with specific, private feedback',
      'Sought to understand root causes and agreed on clear expectations',
      'Followed up over time and escalated fairly if needed',
      'Shares the outcome for the person and the team',
    ],
  },
  // system-design · junior
  {
    id: 'sysd-junior-1',
    type: 'system-design',
    level: 'junior',
    text: 'How would you design a URL shortener like bit.ly at a high level?',
    hint: 'Describe how short codes are generated, how they are stored, and how redirects are served.',
    rubric: [
      'Generates short unique codes (counter with base62 encoding, or a hash with collision handling)',
      'Stores code to URL mappings in a key-value store or database',
      'Redirects with HTTP 301 or 302 and looks up the code quickly',
      'Caches popular links, since reads far outnumber writes',
    ],
  },
  {
    id: 'sysd-junior-2',
    type: 'system-design',
    level: 'junior',
    text: 'How would you design the backend for a simple to-do list app with user accounts?',
    hint: 'Cover the API endpoints, the data model, and how users are authenticated.',
    rubric: [
      'Defines a simple REST API: create, list, update and delete to-dos',
      'Data model: users and tasks, each task linked to its owner',
      'Authentication and checking that users only see their own tasks',
      'A single server with one database is enough to start; explains when it would change',
    ],
  },
  {
    id: 'sysd-junior-3',
    type: 'system-design',
    level: 'junior',
    text: 'A web page loads slowly because it calls the database on every request. How could you make it faster?',
    hint: 'Mention indexes, caching, and pagination, and how you would confirm which one helps.',
    rubric: [
      'Measures first to confirm the database is the bottleneck',
      'Adds caching (in memory or a store like Redis) for data that rarely changes',
      'Optimises the queries themselves: indexes, fewer calls, only the needed columns',
      'Mentions cache expiry so users do not see stale data for too long',
    ],
  },
  {
    id: 'sysd-junior-4',
    type: 'system-design',
    level: 'junior',
    text: 'How would you let users upload profile pictures and display them across the site?',
    hint: 'Discuss object storage versus the database, size limits, resizing, and serving through a CDN.',
    rubric: [
      'Validates uploads: file type and size limits',
      'Stores images in object storage, not in the database; the database keeps a reference',
      'Resizes into a few thumbnail sizes',
      'Serves images through a CDN with caching',
    ],
  },
  {
    id: 'sysd-junior-5',
    type: 'system-design',
    level: 'junior',
    text: 'What is a load balancer, and how would you use one when a single server can no longer handle traffic?',
    hint: 'Explain horizontal scaling, health checks, and why servers should be stateless.',
    rubric: [
      'A load balancer spreads requests across several identical servers',
      'Distribution strategies: round robin, least connections',
      'Health checks take failed servers out of rotation',
      'Servers should be stateless (sessions in a shared store) so any server can answer',
    ],
  },
  // system-design · mid
  {
    id: 'sysd-mid-1',
    type: 'system-design',
    level: 'mid',
    text: 'How would you design a rate limiter for a public API?',
    hint: 'Compare algorithms like token bucket and sliding window, and where the counters are stored.',
    rubric: [
      'Identifies who is limited: per API key, per user or per IP',
      'Chooses an algorithm: token bucket, fixed or sliding window, with trade-offs',
      'Keeps counters in a shared fast store (e.g. Redis) so all servers agree',
      'Answers 429 with a Retry-After header and documents the limits',
      'Considers failure: what happens when the counter store is down',
    ],
  },
  {
    id: 'sysd-mid-2',
    type: 'system-design',
    level: 'mid',
    text: 'How would you design a notification service that sends email, SMS, and push messages?',
    hint: 'Cover queues, retries with backoff, user preferences, and avoiding duplicate sends.',
    rubric: [
      'A single API that accepts notifications, with a queue to decouple from senders',
      'Separate workers per channel that call external providers (email, SMS, push)',
      'Retries with backoff, dead-letter queue, and idempotency to avoid duplicates',
      'User preferences and opt-outs, templates, and rate limits per user',
    ],
  },
  {
    id: 'sysd-mid-3',
    type: 'system-design',
    level: 'mid',
    text: 'How would you design the news feed for a social app where users follow each other?',
    hint: 'Discuss fan-out on write versus fan-out on read and how to handle users with many followers.',
    rubric: [
      "Compares fan-out on write (push to followers' feeds) with fan-out on read (pull at read time)",
      'Handles celebrities with many followers using a hybrid approach',
      'Stores precomputed feeds in a cache with pagination',
      'Discusses ranking and the freshness the product needs',
    ],
  },
  {
    id: 'sysd-mid-4',
    type: 'system-design',
    level: 'mid',
    text: 'How would you design a system that runs scheduled background jobs reliably, such as nightly reports?',
    hint: 'Mention at-least-once execution, idempotency, locking to avoid double runs, and monitoring.',
    rubric: [
      'A scheduler that enqueues jobs, separate from workers that run them',
      'Guarantees a job runs once: locks or leases, idempotent jobs',
      'Retries with backoff and alerting on failures',
      'Monitoring of job history and durations; handles missed runs after downtime',
    ],
  },
  {
    id: 'sysd-mid-5',
    type: 'system-design',
    level: 'mid',
    text: 'How would you design a search-as-you-type autocomplete feature for a product catalog?',
    hint: 'Cover the index structure, latency targets, ranking, and how the index is kept up to date.',
    rubric: [
      'Uses a prefix index: a trie or a search engine with edge n-grams',
      'Ranks suggestions by popularity or relevance',
      'Keeps latency low: caching of popular prefixes, debouncing on the client',
      'Updates the index as the catalog changes',
    ],
  },
  // system-design · senior
  {
    id: 'sysd-senior-1',
    type: 'system-design',
    level: 'senior',
    text: 'How would you design a payment processing system that must never charge a customer twice?',
    hint: 'Focus on idempotency keys, transactional state changes, reconciliation, and failure handling.',
    rubric: [
      'Idempotency keys on every charge request so retries never double charge',
      'A state machine for payments with a durable record before calling the provider',
      'Handles timeouts and unknown outcomes by reconciling with the provider',
      'Uses a ledger (double-entry) and periodic reconciliation for auditability',
      'Mentions security and compliance (PCI), not storing card data',
    ],
  },
  {
    id: 'sysd-senior-2',
    type: 'system-design',
    level: 'senior',
    text: 'How would you take a single-region service and make it serve users in multiple regions?',
    hint: 'Mention the trade-off between consistency and availability, data replication, and routing users to a region.',
    rubric: [
      'Decides active-passive or active-active from latency and availability goals',
      'Data strategy: replication, consistency trade-offs, where writes go, conflict handling',
      'Global traffic routing (DNS or anycast) with health-based failover',
      'Data residency rules and the cost of cross-region traffic',
      'Plans a gradual migration and tests failover regularly',
    ],
  },
  {
    id: 'sysd-senior-3',
    type: 'system-design',
    level: 'senior',
    text: 'How would you design a video upload and streaming platform, and keep its infrastructure costs under control?',
    hint: 'Cover transcoding pipelines, CDN delivery, storage tiers, and the main cost drivers.',
    rubric: [
      'Upload pipeline: resumable uploads to object storage, then asynchronous transcoding',
      'Transcodes into several bitrates for adaptive streaming (HLS or DASH)',
      'Serves video through a CDN; caches popular content at the edge',
      'Controls cost: storage tiers for old videos, transcoding on demand, egress pricing',
    ],
  },
  {
    id: 'sysd-senior-4',
    type: 'system-design',
    level: 'senior',
    text: 'How would you design a collaborative document editor where many users edit the same document at once?',
    hint: 'Discuss conflict resolution approaches such as operational transforms or CRDTs, and presence and offline edits.',
    rubric: [
      'Names the core problem: concurrent edits must converge to the same document',
      'Uses operational transformation or CRDTs, and explains the trade-off',
      'Real-time sync over WebSockets, with presence and cursors',
      'Handles offline edits, persistence and version history',
    ],
  },
  {
    id: 'sysd-senior-5',
    type: 'system-design',
    level: 'senior',
    text: 'How would you design a metrics and logging platform that ingests millions of events per second?',
    hint: 'Cover ingestion buffering, partitioning, retention and downsampling, and the cost of storage and queries.',
    rubric: [
      'Ingestion through a distributed log (e.g. Kafka) to buffer bursts',
      'Stream processing for aggregation, with separate stores for metrics and logs',
      'Scales by partitioning, with sampling and retention tiers to control cost',
      'Query layer and alerting, while keeping the platform reliable when it is overloaded',
    ],
  },
];

/** The library's questions, each with its reviewed follow-up for every rubric point. */
export const LIBRARY_QUESTIONS: readonly LibraryQuestion[] = QUESTIONS.map((question) => ({
  ...question,
  probes: LIBRARY_PROBES[question.id],
}));

const DESCRIPTIONS: Record<InterviewType, Record<InterviewLevel, string>> = {
  technical: {
    junior: 'Computing fundamentals: processes, the web, data structures, testing and Git.',
    mid: 'Trade-offs and ownership: data stores, performance, caching, APIs and safe rollouts.',
    senior:
      'Strategy at scale: architecture, technical debt, reliability, new technology and standards.',
  },
  behavioral: {
    junior: 'Learning, asking for help, taking feedback, owning mistakes and working in a team.',
    mid: 'Disagreement, end-to-end ownership, scope negotiation, incidents and mentoring.',
    senior:
      'Leading change across teams, decisions under uncertainty, pushing back, failure and people problems.',
  },
  'system-design': {
    junior:
      'First designs: a URL shortener, a simple backend, caching, uploads and load balancing.',
    mid: 'Common services: rate limiting, notifications, news feeds, scheduled jobs and autocomplete.',
    senior:
      'Hard problems: payments, multiple regions, video, collaborative editing and telemetry at scale.',
  },
};

function buildSet(type: InterviewType, level: InterviewLevel): LibrarySet {
  const questions = LIBRARY_QUESTIONS.filter((q) => q.type === type && q.level === level).map(
    ({ id, text, hint, rubric, probes }) => ({
      id,
      text,
      hint,
      rubric: [...rubric],
      ...(probes ? { probes: probes.map((probe) => probe && { ...probe }) } : {}),
      ...LIBRARY_QUESTION_SETTINGS,
    }),
  );
  return {
    id: librarySetId(type, level),
    type,
    level,
    name: SCHEDULE_DESIGN_MESSAGES.librarySetName(
      INTERVIEW_TYPE_LABELS[type],
      INTERVIEW_LEVEL_LABELS[level],
    ),
    description: DESCRIPTIONS[type][level],
    questions,
    questionCount: questions.length,
    archived: false,
  };
}

/** One read-only set per type and level, by type then level. */
export const LIBRARY_SETS: readonly LibrarySet[] = INTERVIEW_TYPES.flatMap((type) =>
  INTERVIEW_LEVELS.map((level) => buildSet(type, level)),
);

const SETS_BY_ID = new Map(LIBRARY_SETS.map((set) => [set.id, set]));

/** The library set with this id, if it is one. */
export const librarySet = (id: string): LibrarySet | undefined => SETS_BY_ID.get(id);
