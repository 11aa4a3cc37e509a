// After `vite build` and the SSR build of src/prerender.tsx: writes the landing page's markup
// into dist/index.html (served for `/`) and keeps an empty shell as dist/app.html (every other
// route, via the hosting rewrite), so signed-in screens never flash the landing page.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const ssrDir = join(web, '.ssr');
const { renderLanding } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>'))
  throw new Error('prerender: dist/index.html has no empty #root');
writeFileSync(join(dist, 'app.html'), shell);
writeFileSync(
  join(dist, 'index.html'),
  shell.replace('<div id="root"></div>', `<div id="root">${renderLanding()}</div>`),
);
rmSync(ssrDir, { recursive: true, force: true });
console.log('prerendered / into dist/index.html; app shell in dist/app.html');
