// Words a candidate may say for a rubric's word, reviewed by hand. Each group is one meaning:
// any member (as its lemma or as spoken) matches any other. Keep groups narrow: a loose group
// makes unrelated sentences look like coverage. Multi-word phrases are out of scope (the matcher
// reads one token at a time).
const GROUPS: readonly (readonly string[])[] = [
  ['cheap', 'cheaper', 'light', 'lighter', 'lightweight', 'inexpensive', 'fast', 'faster', 'quick'],
  ['expensive', 'costly', 'heavy', 'heavier', 'slow', 'slower'],
  ['cost', 'price', 'overhead', 'downside', 'drawback'],
  ['create', 'spawn', 'start', 'launch'],
  ['crash', 'fail', 'failure', 'die', 'break'],
  ['memory', 'ram', 'heap'],
  ['lock', 'mutex', 'semaphore', 'locking', 'synchronise', 'synchronize'],
  ['race', 'racing'],
  ['server', 'machine', 'host', 'instance', 'node', 'backend'],
  ['request', 'traffic', 'call', 'query', 'load'],
  ['spread', 'distribute', 'divide', 'balance', 'split'],
  ['several', 'multiple', 'many'],
  ['database', 'db', 'table', 'sql'],
  ['cache', 'caching', 'cached', 'redis', 'memcached'],
  ['stale', 'old', 'outdated'],
  ['expiry', 'expire', 'ttl', 'expiration', 'timeout'],
  ['measure', 'profile', 'metric', 'timing', 'monitor', 'dashboard', 'graph'],
  ['latency', 'speed', 'slowness'],
  ['fix', 'resolve', 'repair', 'restore'],
  ['mistake', 'error', 'bug'],
  ['test', 'testing', 'check', 'verify', 'confirm'],
  ['fake', 'mock', 'stub'],
  ['isolation', 'isolate', 'isolated', 'alone', 'separately'],
  ['rollout', 'release', 'deploy', 'deployment', 'redeploy', 'ship'],
  ['gradual', 'gradually', 'slowly', 'incrementally', 'incremental', 'stepwise'],
  ['flag', 'toggle', 'switch'],
  ['percentage', 'percent', '%'],
  ['tell', 'inform', 'notify', 'announce', 'communicate'],
  ['learn', 'lesson', 'realise', 'realize'],
  ['prevent', 'avoid', 'stop'],
  ['blame', 'fault'],
  ['colleague', 'teammate', 'coworker', 'peer'],
  ['disagree', 'disagreement', 'argue', 'argument'],
  ['listen', 'understand', 'hear'],
  ['data', 'numbers', 'evidence', 'measurement'],
  ['prototype', 'proof', 'spike', 'experiment'],
  ['ask', 'asked', 'question'],
  ['help', 'assistance', 'support'],
  ['limit', 'cap', 'throttle', 'quota'],
  ['counter', 'count'],
  ['reject', 'block', 'deny', 'refuse'],
  ['user', 'customer', 'client'],
  ['code', 'id', 'identifier', 'key'],
  ['redirect', 'forward'],
  ['store', 'save', 'persist', 'keep'],
  ['unique', 'distinct'],
  ['link', 'url'],
  ['popular', 'hot', 'frequent'],
  ['render', 'paint', 'display', 'show'],
  ['fetch', 'download'],
  ['combine', 'merge', 'join'],
  ['snapshot', 'copy'],
  ['pointer', 'reference', 'ref'],
  ['hand', 'manually', 'manual'],
  ['change', 'edit', 'modify', 'update'],
];

const BY_WORD = new Map<string, string>();
for (const group of GROUPS) for (const word of group) BY_WORD.set(word, `=${group[0]}`);

/** The shared key of a word's synonym group (`=` + the group's first word), or undefined. */
export function synonymKey(word: string): string | undefined {
  return BY_WORD.get(word);
}

/** Every word of every group. */
export function synonymWords(): string[] {
  return [...BY_WORD.keys()];
}
