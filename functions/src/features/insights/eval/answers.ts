// Test and bench data, never deployed (the functions' build leaves eval/ out). Answers to library
// questions, each labelled by hand per rubric point (in rubric order) as a
// careful reviewer would: covered, partly or missing. Written to vary on purpose (full answers,
// vague and short ones, paraphrase, negation, fillers, rambling) and labelled before the engine
// was tuned; never edit a label to fit the engine.
import { LIBRARY_QUESTIONS } from '../../../shared/question-library';
import type { CoverageStatus } from '../../../shared/schemas/insights';

export interface EvalAnswer {
  questionId: string;
  transcript: string;
  labels: CoverageStatus[];
}

export function rubricOf(questionId: string): readonly string[] {
  const question = LIBRARY_QUESTIONS.find((q) => q.id === questionId);
  if (!question) throw new Error(`No library question ${questionId}`);
  return question.rubric;
}

export const EVAL_ANSWERS: EvalAnswer[] = [
  {
    questionId: 'tech-junior-1',
    transcript:
      'So a process is basically a running program with its own memory space, and the operating system keeps it isolated from other processes. Threads live inside a process and they all share the same memory. Because they share memory, threads can talk to each other really easily, but you have to use locks or mutexes, otherwise you get race conditions. Starting a new thread is also much cheaper than spawning a whole new process, and switching between threads is faster too. And if one process crashes, the others keep running, but if a thread crashes it can bring down the whole process.',
    labels: ['covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'tech-junior-1',
    transcript:
      "Um, a process is like, uh, a program that runs. And a thread is, um, a smaller part of it. Threads are lighter, I think. Yeah, that's the main difference.",
    labels: ['missing', 'missing', 'partly', 'missing'],
  },
  {
    questionId: 'tech-junior-1',
    transcript:
      "Processes don't share memory with each other; each one has a separate address space. Threads in the same process do share memory. I never had to worry about locking much, honestly, I don't think threads need locks if you are careful. Creating a process is more expensive than creating a thread.",
    labels: ['covered', 'missing', 'partly', 'missing'],
  },
  {
    questionId: 'tech-junior-2',
    transcript:
      "First the browser needs the IP address, so it checks its cache and then asks a DNS server to look up the domain. Then it opens a TCP connection to that server, and if it's HTTPS there's a TLS handshake to set up encryption. After that it sends a GET request and the server replies with a 200 status, some headers, and the HTML. Finally the browser parses the HTML, builds the DOM, downloads the stylesheets and scripts, and paints the page on screen.",
    labels: ['covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'tech-junior-2',
    transcript:
      "The browser looks up the domain name using DNS to find the server's address. Then it just, you know, downloads the page and shows it.",
    labels: ['covered', 'missing', 'partly', 'partly'],
  },
  {
    questionId: 'tech-junior-2',
    transcript:
      "Honestly I'm not sure about the networking part. I know the server sends back HTML and the browser renders it into the page, building the DOM tree and applying CSS.",
    labels: ['missing', 'missing', 'partly', 'covered'],
  },
  {
    questionId: 'tech-junior-4',
    transcript:
      'A unit test checks a single function on its own, and you mock out anything it depends on. An integration test checks that several real pieces, like the API and the database, work together correctly. Unit tests run really fast and tell you exactly what broke, while integration tests are slower but they catch problems in how things are wired up. So you want lots of unit tests and a smaller number of integration tests, like the testing pyramid.',
    labels: ['covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'tech-junior-4',
    transcript:
      'Unit tests test small units of code. Integration tests test bigger things. We need both because they find different bugs.',
    labels: ['partly', 'partly', 'missing', 'partly'],
  },
  {
    questionId: 'tech-junior-4',
    transcript:
      "In my last job we didn't write integration tests at all, we only had unit tests with mocks for the database. They were quick to run. I think that was fine for us.",
    labels: ['partly', 'missing', 'partly', 'missing'],
  },
  {
    questionId: 'tech-junior-5',
    transcript:
      "A branch in Git is really just a pointer to a commit, and every commit is a snapshot of the whole project. When you merge, Git combines the histories of the two branches; if nothing changed on the target it simply fast-forwards, otherwise it creates a merge commit. A merge conflict is when both branches edited the same lines in the same file, so Git can't decide. Then you open the file, fix the conflict markers by hand, run the tests and commit.",
    labels: ['covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'tech-junior-5',
    transcript:
      "Creating a branch lets you work on something separately without affecting main. When you merge, your changes go back into main. A conflict is when two people changed the same code and Git doesn't know which version to keep, so you have to fix it manually.",
    labels: ['partly', 'partly', 'covered', 'partly'],
  },
  {
    questionId: 'tech-junior-5',
    transcript:
      "Uh, branches are, um, copies of the code. Erm, merging puts them together. I haven't really had a merge conflict, so I'm not sure what it is.",
    labels: ['missing', 'partly', 'missing', 'missing'],
  },
  {
    questionId: 'tech-mid-3',
    transcript:
      "A cache makes reads much faster and takes load off the database. The downside is that you can serve stale data, you have another piece of infrastructure like Redis to run, and when the cache is cold or a hot key expires you can get a thundering herd hitting the database. For invalidation I'd use a TTL for most things, and for data that must be fresh I'd delete the key whenever we write, or use write-through. How you choose depends on how much staleness the feature can tolerate, for example a product price versus a profile picture.",
    labels: ['covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'tech-mid-3',
    transcript:
      "Caching speeds things up a lot. The hard part is invalidation, that's the famous hard problem. I'd just set an expiry time on everything.",
    labels: ['partly', 'missing', 'partly', 'missing'],
  },
  {
    questionId: 'tech-mid-3',
    transcript:
      "We didn't put a cache in front of the service because the data changes every second and users can't tolerate stale prices. Without a cache the database takes all the load, so we scaled it instead.",
    labels: ['partly', 'partly', 'missing', 'partly'],
  },
  {
    questionId: 'tech-mid-5',
    transcript:
      "I'd put the change behind a feature flag so we can switch it off instantly without redeploying. Then roll it out gradually: first a canary, then 1% of users, 10%, and so on. Before starting we agree on rollback criteria, like if the error rate goes above a threshold, and we watch the dashboards during each step. Of course it gets code review and tests first, and I'd let the on-call engineer and support know it's happening.",
    labels: ['covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'tech-mid-5',
    transcript:
      'I would test it really well in staging and get it reviewed. Then deploy it at night when traffic is low.',
    labels: ['missing', 'missing', 'missing', 'partly'],
  },
  {
    questionId: 'tech-mid-5',
    transcript:
      'We would release it to a small group of users first, like five percent, and increase slowly if things look fine. If errors go up we roll back.',
    labels: ['missing', 'covered', 'partly', 'missing'],
  },
  {
    questionId: 'sysd-junior-1',
    transcript:
      "Each long URL gets a short code. I'd take an auto-incrementing ID and encode it in base 62 so it's short and unique. The mapping from code to the original URL goes in a key-value store. When someone visits the short link, we look up the code and return a 301 or 302 redirect. Since most traffic is reads, I'd cache the popular links in memory.",
    labels: ['covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'sysd-junior-1',
    transcript:
      "I'd hash the URL with MD5 and take the first few characters as the code. Then save it in a database table with the long URL.",
    labels: ['partly', 'covered', 'missing', 'missing'],
  },
  {
    questionId: 'sysd-junior-1',
    transcript:
      "I don't think caching is needed at first. The server just redirects the user to the original link.",
    labels: ['missing', 'missing', 'partly', 'missing'],
  },
  {
    questionId: 'sysd-junior-3',
    transcript:
      "First I'd profile the request to make sure the database really is the bottleneck and not something else. If it is, I'd cache the results that rarely change, in memory or in Redis. I'd also look at the queries: add indexes, avoid calling the database several times per request, and select only the columns we need. And set an expiry on the cached entries so users don't see old data for too long.",
    labels: ['covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'sysd-junior-3',
    transcript: 'Add an index. Maybe use Redis.',
    labels: ['missing', 'partly', 'partly', 'missing'],
  },
  {
    questionId: 'sysd-junior-3',
    transcript:
      "So, um, I'd look at the logs and timings to see where the time goes, you know, because maybe it isn't even the database. Then, uh, maybe store some results in memory.",
    labels: ['covered', 'partly', 'missing', 'missing'],
  },
  {
    questionId: 'sysd-junior-5',
    transcript:
      'A load balancer sits in front of several identical servers and distributes incoming requests between them. It can use round robin or send each request to the server with the fewest connections. It runs health checks and stops sending traffic to a server that fails them. For this to work the servers should be stateless, keeping sessions in a shared store like Redis, so any server can handle any request.',
    labels: ['covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'sysd-junior-5',
    transcript:
      "It's a thing that divides traffic between multiple machines so no single one gets overloaded.",
    labels: ['covered', 'missing', 'missing', 'missing'],
  },
  {
    questionId: 'sysd-junior-5',
    transcript:
      'You put nginx in front and it sends requests to the servers in turn. Sessions are stored on each server, so users stick to the same one.',
    labels: ['covered', 'partly', 'missing', 'missing'],
  },
  {
    questionId: 'behav-junior-4',
    transcript:
      "In my internship I ran a migration script against the production database instead of staging. That was my mistake, I didn't double-check the connection string. It deleted a column for about a hundred customers, so I told my lead immediately and we restored it from the backup within an hour. What I learned is that I shouldn't rely on memory for risky steps. Now I always use a checklist and ask someone to review before running anything on production.",
    labels: ['covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'behav-junior-4',
    transcript:
      "Once a bug went to production because QA didn't catch it and the requirements were unclear. It wasn't really anyone's fault.",
    labels: ['missing', 'missing', 'missing', 'missing'],
  },
  {
    questionId: 'behav-junior-4',
    transcript:
      'I once forgot to test a feature on mobile and the layout broke for some users. I learned to test on different devices.',
    labels: ['covered', 'partly', 'covered', 'partly'],
  },
  {
    questionId: 'behav-mid-1',
    transcript:
      'A colleague wanted to use GraphQL for a new service and I preferred REST, because our clients were simple and the team knew REST well, while he argued GraphQL would save round trips for the mobile app. I asked him to walk me through his concerns and I realised the mobile case was real. We agreed to build a small prototype of both and measure the payload sizes and development time. The numbers favoured REST with a couple of aggregate endpoints, he agreed, and we still work well together.',
    labels: ['covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'behav-mid-1',
    transcript:
      'I disagreed with my teammate about which library to use. In the end my manager decided.',
    labels: ['partly', 'missing', 'missing', 'partly'],
  },
  {
    questionId: 'behav-mid-1',
    transcript:
      "My teammate wanted microservices and I wanted a monolith. I didn't really listen to his side at first, I just argued. We ended up going with a monolith.",
    labels: ['partly', 'missing', 'missing', 'partly'],
  },
  {
    questionId: 'sysd-mid-1',
    transcript:
      "First decide what we limit on: usually the API key, or the IP address for anonymous traffic. I'd use a token bucket, which allows short bursts, rather than a fixed window, which lets clients double their rate at the window edges. The counters live in Redis so every server sees the same count. When a client is over the limit we return 429 Too Many Requests with a Retry-After header, and the limits are documented. If Redis goes down I'd fail open so we don't block everyone.",
    labels: ['covered', 'covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'sysd-mid-1',
    transcript:
      "I'd count requests per user in a sliding window and reject them when they go over the limit.",
    labels: ['partly', 'partly', 'missing', 'partly', 'missing'],
  },
  {
    questionId: 'sysd-mid-1',
    transcript:
      "Um, I'd keep a counter in memory on each server, uh, and block the IP when it gets too high. Erm, that's about it.",
    labels: ['partly', 'missing', 'missing', 'partly', 'missing'],
  },
  {
    questionId: 'tech-mid-2',
    transcript:
      "I'd start with the dashboards: look at p95 and p99 latency and find when exactly it started getting slow. Then check whether that lines up with a deploy, a traffic spike or the table growing. Using traces I'd narrow it down to the slow part, often a query missing an index or an N+1 pattern, or a slow third-party call. After fixing it I'd confirm the latency is back to normal on the same graphs and add an alert so we notice if it regresses.",
    labels: ['covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'tech-mid-2',
    transcript: "I'd probably add more servers and a cache and see if it gets better.",
    labels: ['missing', 'missing', 'missing', 'missing'],
  },
  {
    questionId: 'tech-mid-2',
    transcript:
      "Check the slow query log, there's usually a missing index. Add the index and it's fixed.",
    labels: ['missing', 'missing', 'covered', 'partly'],
  },
  {
    questionId: 'behav-junior-2',
    transcript:
      "I was stuck on a memory leak in our Node service. I spent the morning taking heap snapshots and reading the docs on my own. I gave myself until lunch, and when I still had nothing I asked a senior colleague. I wrote her a short message with what I'd seen, what I had already tried, and one specific question about the snapshots. She spotted an event listener that was never removed, and I learned to time-box my searching and ask earlier.",
    labels: ['covered', 'covered', 'covered', 'covered'],
  },
  {
    questionId: 'behav-junior-2',
    transcript:
      'I got stuck on a CSS layout bug and I just kept trying for two days without asking anyone. Eventually it worked.',
    labels: ['partly', 'missing', 'missing', 'partly'],
  },
  {
    questionId: 'behav-junior-2',
    transcript: 'I usually ask for help quickly.',
    labels: ['missing', 'missing', 'missing', 'missing'],
  },
];
