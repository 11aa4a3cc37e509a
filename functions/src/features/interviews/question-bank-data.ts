// Seed content for the HiQ interview question bank.
// 5 questions for each type x level combination (45 in all). Every question is
// meant to be answered aloud on camera in 1-3 minutes: no code, no whiteboard.

import type { InterviewLevel, InterviewType } from '../../shared/constants';

export interface QuestionBankEntry {
  /** stable id, kebab-case, unique, e.g. 'tech-junior-1' */
  id: string;
  type: InterviewType; // 'technical' | 'behavioral' | 'system-design'
  level: InterviewLevel; // 'junior' | 'mid' | 'senior'
  text: string;
  hint: string;
  /** 1-based position within its type x level */
  order: number;
}

export const QUESTION_BANK: readonly QuestionBankEntry[] = [
  // ---------------------------------------------------------------------------
  // Technical - junior: fundamentals
  // ---------------------------------------------------------------------------
  {
    id: 'tech-junior-1',
    type: 'technical',
    level: 'junior',
    text: 'What is the difference between a process and a thread?',
    hint: 'Cover memory isolation, shared state, and the cost of creating and switching each.',
    order: 1,
  },
  {
    id: 'tech-junior-2',
    type: 'technical',
    level: 'junior',
    text: 'Explain what happens, step by step, when you type a URL into a browser and press Enter.',
    hint: 'Walk through DNS lookup, TCP and TLS handshakes, the HTTP request, and page rendering.',
    order: 2,
  },
  {
    id: 'tech-junior-3',
    type: 'technical',
    level: 'junior',
    text: 'When would you choose a hash map over an array or a list, and what are the costs?',
    hint: 'Compare lookup, insertion, and ordering characteristics using Big O, plus memory overhead.',
    order: 3,
  },
  {
    id: 'tech-junior-4',
    type: 'technical',
    level: 'junior',
    text: 'What is the difference between unit tests and integration tests, and why do we need both?',
    hint: 'Explain scope, speed, and what kinds of bugs each type of test is good at catching.',
    order: 4,
  },
  {
    id: 'tech-junior-5',
    type: 'technical',
    level: 'junior',
    text: 'What does Git do when you create a branch and later merge it, and what is a merge conflict?',
    hint: 'Mention commits as snapshots, branches as pointers, and how conflicts are resolved by hand.',
    order: 5,
  },

  // ---------------------------------------------------------------------------
  // Technical - mid: trade-offs and ownership
  // ---------------------------------------------------------------------------
  {
    id: 'tech-mid-1',
    type: 'technical',
    level: 'mid',
    text: 'How do you decide between a relational database and a document store for a new feature?',
    hint: 'Weigh data relationships, query patterns, schema flexibility, and transactional needs.',
    order: 1,
  },
  {
    id: 'tech-mid-2',
    type: 'technical',
    level: 'mid',
    text: 'An endpoint you own has become slow in production. How do you find and fix the cause?',
    hint: 'Describe measuring first with metrics, logs, and profiling before changing code or adding caches.',
    order: 2,
  },
  {
    id: 'tech-mid-3',
    type: 'technical',
    level: 'mid',
    text: 'What are the trade-offs of adding a cache in front of a service, and how do you handle invalidation?',
    hint: 'Discuss staleness, TTLs versus explicit invalidation, cache stampedes, and consistency risk.',
    order: 3,
  },
  {
    id: 'tech-mid-4',
    type: 'technical',
    level: 'mid',
    text: 'How do you evolve a public API without breaking existing clients?',
    hint: 'Mention additive changes, versioning, deprecation periods, and communicating with consumers.',
    order: 4,
  },
  {
    id: 'tech-mid-5',
    type: 'technical',
    level: 'mid',
    text: 'How would you safely roll out a risky change to a service that many users depend on?',
    hint: 'Cover feature flags, canary or staged rollouts, monitoring, and a tested rollback plan.',
    order: 5,
  },

  // ---------------------------------------------------------------------------
  // Technical - senior: strategy, scale, leadership
  // ---------------------------------------------------------------------------
  {
    id: 'tech-senior-1',
    type: 'technical',
    level: 'senior',
    text: 'How would you decide whether to split a monolith into services, and how would you plan the migration?',
    hint: 'Tie the decision to team and scaling pain, and describe an incremental strangler-style migration.',
    order: 1,
  },
  {
    id: 'tech-senior-2',
    type: 'technical',
    level: 'senior',
    text: 'How do you manage technical debt across several teams while still delivering product work?',
    hint: 'Explain how you make debt visible, quantify its cost, and negotiate time for it with stakeholders.',
    order: 2,
  },
  {
    id: 'tech-senior-3',
    type: 'technical',
    level: 'senior',
    text: 'What makes an engineering organization good at reliability, beyond individual systems?',
    hint: 'Mention SLOs and error budgets, on-call health, blameless postmortems, and following through on actions.',
    order: 3,
  },
  {
    id: 'tech-senior-4',
    type: 'technical',
    level: 'senior',
    text: 'How do you evaluate and introduce a new technology, such as a database or framework, into a large codebase?',
    hint: 'Cover success criteria, a limited pilot, operational cost, team skills, and an exit strategy.',
    order: 4,
  },
  {
    id: 'tech-senior-5',
    type: 'technical',
    level: 'senior',
    text: 'How would you set technical standards, such as code review and architecture decisions, for a growing team?',
    hint: 'Balance consistency with autonomy, and mention lightweight records of decisions and who owns them.',
    order: 5,
  },

  // ---------------------------------------------------------------------------
  // Behavioral - junior
  // ---------------------------------------------------------------------------
  {
    id: 'behav-junior-1',
    type: 'behavioral',
    level: 'junior',
    text: 'Tell me about a time you had to learn a new tool or technology quickly to finish a task.',
    hint: 'Use the STAR structure and explain how you learned, not just what you learned.',
    order: 1,
  },
  {
    id: 'behav-junior-2',
    type: 'behavioral',
    level: 'junior',
    text: 'Describe a time you were stuck on a problem. What did you do, and when did you ask for help?',
    hint: 'Show what you tried on your own first and how you framed the question when you asked for help.',
    order: 2,
  },
  {
    id: 'behav-junior-3',
    type: 'behavioral',
    level: 'junior',
    text: 'Tell me about a piece of feedback you received on your work and how you responded to it.',
    hint: 'Describe the feedback honestly, what you changed as a result, and what the outcome was.',
    order: 3,
  },
  {
    id: 'behav-junior-4',
    type: 'behavioral',
    level: 'junior',
    text: 'Tell me about a mistake you made on a project and what you learned from it.',
    hint: 'Take clear ownership, explain how you fixed it, and what you now do differently.',
    order: 4,
  },
  {
    id: 'behav-junior-5',
    type: 'behavioral',
    level: 'junior',
    text: 'Describe a team project, at school or at work, and the specific part you were responsible for.',
    hint: 'Make your own contribution clear and explain how you coordinated with the others.',
    order: 5,
  },

  // ---------------------------------------------------------------------------
  // Behavioral - mid
  // ---------------------------------------------------------------------------
  {
    id: 'behav-mid-1',
    type: 'behavioral',
    level: 'mid',
    text: 'Tell me about a time you disagreed with a teammate on a technical approach. How was it resolved?',
    hint: 'Show how you argued with evidence, listened to the other view, and committed to the final decision.',
    order: 1,
  },
  {
    id: 'behav-mid-2',
    type: 'behavioral',
    level: 'mid',
    text: 'Describe a feature or project you owned end to end. What went well and what would you change?',
    hint: 'Cover scoping, delivery, and follow-up after launch, with one honest lesson learned.',
    order: 2,
  },
  {
    id: 'behav-mid-3',
    type: 'behavioral',
    level: 'mid',
    text: 'Tell me about a time you had to cut scope or negotiate a deadline with a product manager or stakeholder.',
    hint: 'Explain the trade-offs you presented and how you kept the stakeholder informed and on board.',
    order: 3,
  },
  {
    id: 'behav-mid-4',
    type: 'behavioral',
    level: 'mid',
    text: 'Describe a production incident you were involved in and the role you played.',
    hint: 'Cover how you diagnosed and mitigated it, how you communicated, and what changed afterwards.',
    order: 4,
  },
  {
    id: 'behav-mid-5',
    type: 'behavioral',
    level: 'mid',
    text: 'Tell me about a time you helped a less experienced teammate grow.',
    hint: 'Give concrete examples of how you supported them and the measurable change in their work.',
    order: 5,
  },

  // ---------------------------------------------------------------------------
  // Behavioral - senior
  // ---------------------------------------------------------------------------
  {
    id: 'behav-senior-1',
    type: 'behavioral',
    level: 'senior',
    text: 'Tell me about a time you drove a significant technical change across multiple teams.',
    hint: 'Explain how you built alignment without direct authority and how you measured success.',
    order: 1,
  },
  {
    id: 'behav-senior-2',
    type: 'behavioral',
    level: 'senior',
    text: 'Describe a decision you made with incomplete information that had a large impact.',
    hint: 'Show how you managed risk, made the decision reversible where possible, and reviewed the result.',
    order: 2,
  },
  {
    id: 'behav-senior-3',
    type: 'behavioral',
    level: 'senior',
    text: 'Tell me about a time you had to push back on leadership or a senior stakeholder.',
    hint: 'Focus on how you framed the business impact and kept the relationship constructive.',
    order: 3,
  },
  {
    id: 'behav-senior-4',
    type: 'behavioral',
    level: 'senior',
    text: 'Describe a project that failed or was cancelled under your leadership. What did you learn?',
    hint: 'Own your part of the outcome and describe what you changed in how you lead afterwards.',
    order: 4,
  },
  {
    id: 'behav-senior-5',
    type: 'behavioral',
    level: 'senior',
    text: 'Tell me about a time you dealt with a persistent performance or collaboration problem on your team.',
    hint: 'Describe how you gave direct feedback, set clear expectations, and followed up over time.',
    order: 5,
  },

  // ---------------------------------------------------------------------------
  // System design - junior
  // ---------------------------------------------------------------------------
  {
    id: 'sysd-junior-1',
    type: 'system-design',
    level: 'junior',
    text: 'How would you design a URL shortener like bit.ly at a high level?',
    hint: 'Describe how short codes are generated, how they are stored, and how redirects are served.',
    order: 1,
  },
  {
    id: 'sysd-junior-2',
    type: 'system-design',
    level: 'junior',
    text: 'How would you design the backend for a simple to-do list app with user accounts?',
    hint: 'Cover the API endpoints, the data model, and how users are authenticated.',
    order: 2,
  },
  {
    id: 'sysd-junior-3',
    type: 'system-design',
    level: 'junior',
    text: 'A web page loads slowly because it calls the database on every request. How could you make it faster?',
    hint: 'Mention indexes, caching, and pagination, and how you would confirm which one helps.',
    order: 3,
  },
  {
    id: 'sysd-junior-4',
    type: 'system-design',
    level: 'junior',
    text: 'How would you let users upload profile pictures and display them across the site?',
    hint: 'Discuss object storage versus the database, size limits, resizing, and serving through a CDN.',
    order: 4,
  },
  {
    id: 'sysd-junior-5',
    type: 'system-design',
    level: 'junior',
    text: 'What is a load balancer, and how would you use one when a single server can no longer handle traffic?',
    hint: 'Explain horizontal scaling, health checks, and why servers should be stateless.',
    order: 5,
  },

  // ---------------------------------------------------------------------------
  // System design - mid
  // ---------------------------------------------------------------------------
  {
    id: 'sysd-mid-1',
    type: 'system-design',
    level: 'mid',
    text: 'How would you design a rate limiter for a public API?',
    hint: 'Compare algorithms like token bucket and sliding window, and where the counters are stored.',
    order: 1,
  },
  {
    id: 'sysd-mid-2',
    type: 'system-design',
    level: 'mid',
    text: 'How would you design a notification service that sends email, SMS, and push messages?',
    hint: 'Cover queues, retries with backoff, user preferences, and avoiding duplicate sends.',
    order: 2,
  },
  {
    id: 'sysd-mid-3',
    type: 'system-design',
    level: 'mid',
    text: 'How would you design the news feed for a social app where users follow each other?',
    hint: 'Discuss fan-out on write versus fan-out on read and how to handle users with many followers.',
    order: 3,
  },
  {
    id: 'sysd-mid-4',
    type: 'system-design',
    level: 'mid',
    text: 'How would you design a system that runs scheduled background jobs reliably, such as nightly reports?',
    hint: 'Mention at-least-once execution, idempotency, locking to avoid double runs, and monitoring.',
    order: 4,
  },
  {
    id: 'sysd-mid-5',
    type: 'system-design',
    level: 'mid',
    text: 'How would you design a search-as-you-type autocomplete feature for a product catalog?',
    hint: 'Cover the index structure, latency targets, ranking, and how the index is kept up to date.',
    order: 5,
  },

  // ---------------------------------------------------------------------------
  // System design - senior: multi-region, consistency, cost
  // ---------------------------------------------------------------------------
  {
    id: 'sysd-senior-1',
    type: 'system-design',
    level: 'senior',
    text: 'How would you design a payment processing system that must never charge a customer twice?',
    hint: 'Focus on idempotency keys, transactional state changes, reconciliation, and failure handling.',
    order: 1,
  },
  {
    id: 'sysd-senior-2',
    type: 'system-design',
    level: 'senior',
    text: 'How would you take a single-region service and make it serve users in multiple regions?',
    hint: 'Mention the trade-off between consistency and availability, data replication, and routing users to a region.',
    order: 2,
  },
  {
    id: 'sysd-senior-3',
    type: 'system-design',
    level: 'senior',
    text: 'How would you design a video upload and streaming platform, and keep its infrastructure costs under control?',
    hint: 'Cover transcoding pipelines, CDN delivery, storage tiers, and the main cost drivers.',
    order: 3,
  },
  {
    id: 'sysd-senior-4',
    type: 'system-design',
    level: 'senior',
    text: 'How would you design a collaborative document editor where many users edit the same document at once?',
    hint: 'Discuss conflict resolution approaches such as operational transforms or CRDTs, and presence and offline edits.',
    order: 4,
  },
  {
    id: 'sysd-senior-5',
    type: 'system-design',
    level: 'senior',
    text: 'How would you design a metrics and logging platform that ingests millions of events per second?',
    hint: 'Cover ingestion buffering, partitioning, retention and downsampling, and the cost of storage and queries.',
    order: 5,
  },
];
