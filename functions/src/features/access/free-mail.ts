// Beyond the ten consumer domains (which the shared schema always refuses), the server also
// refuses the maintained free-mail list of the `email-providers` package (~8,700 domains). It stays
// on the server: the list is too large for the landing page's bundle.
import { readFileSync } from 'node:fs';

let domains: Set<string> | undefined;

function freeMailDomains(): Set<string> {
  if (!domains) {
    const list = JSON.parse(
      readFileSync(require.resolve('email-providers/all.json'), 'utf8'),
    ) as string[];
    domains = new Set(list.map((d) => d.toLowerCase()));
  }
  return domains;
}

/** True when the domain (or a parent, e.g. mail.yahoo.com → yahoo.com) is a free-mail provider. */
export function isFreeMailDomain(domain: string): boolean {
  const list = freeMailDomains();
  const labels = domain.toLowerCase().split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (list.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}
