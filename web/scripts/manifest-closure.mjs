// What a set of Vite build-manifest entries loads before they run: their own files, the chunks
// they import statically (recursively) and those chunks' stylesheets, in visit order. One reading
// of the manifest for the prerender (a page's CSS links and modules) and the bundle bench (a
// route's bytes).
export function manifestClosure(manifest, keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...files];
}
