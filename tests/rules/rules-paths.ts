// The document paths a rules file matches, read whole: a `match` nested in another is joined to
// its parents (`interviews/{interviewId}/answers/{questionId}`), so a new subcollection is seen
// as itself and not as the collection it sits under.

const DOCUMENTS_ROOT = '/databases/{database}/documents';

/**
 * Every `match` path in a Firestore rules source, relative to the documents root, in the order
 * they appear. The catch-all (`{document=**}`) and the documents root itself are left out.
 */
export function matchPaths(source: string): string[] {
  const code = source.replace(/\/\/.*$/gm, '');
  const open: (string | null)[] = [];
  const paths: string[] = [];
  for (const token of code.matchAll(/match\s+(\/\S+)\s*\{|\{|\}/g)) {
    if (token[0] === '}') {
      if (open.pop() === undefined) throw new Error('unbalanced braces in the rules');
      continue;
    }
    const segment = token[1] ?? null;
    open.push(segment);
    if (segment === null) continue;
    const full = open.filter((s): s is string => s !== null).join('');
    if (full === DOCUMENTS_ROOT || full.endsWith('=**}')) continue;
    if (!full.startsWith(`${DOCUMENTS_ROOT}/`))
      throw new Error(`a match outside the documents: ${full}`);
    paths.push(full.slice(DOCUMENTS_ROOT.length + 1));
  }
  if (open.length > 0) throw new Error('unbalanced braces in the rules');
  return paths;
}

/** Whether a document path (`orgs/org-a/members/m1`) is one a match path names, segment by segment. */
export function pathMatches(matchPath: string, docPath: string): boolean {
  const pattern = matchPath.split('/');
  const segments = docPath.split('/');
  return (
    pattern.length === segments.length &&
    pattern.every((p, i) => /^\{[^}]+\}$/.test(p) || p === segments[i])
  );
}
