// What a reviewer listens for under each point of the HiQ library's rubrics: plain, spoken ways a
// candidate makes the point (functions/data/listen-for.json, keyed by the point's exact wording,
// so a library question copied into an org's set keeps them while its wording is unchanged).
// Written for the rubric alone, never from candidates' answers. A point of the org's own wording
// has none, and the engine reads it by its own words and their meaning alone.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

let phrases: Map<string, readonly string[]> | undefined;

function dataFile(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    for (const file of [
      join(dir, 'data', 'listen-for.json'),
      join(dir, 'functions', 'data', 'listen-for.json'),
    ]) {
      if (existsSync(file)) return file;
    }
  }
  throw new Error('functions/data/listen-for.json is missing');
}

/** The point's listen-for phrases (none for a point outside the library). */
export function listenForPoint(point: string): readonly string[] {
  phrases ??= new Map(
    Object.entries(JSON.parse(readFileSync(dataFile(), 'utf8')) as Record<string, string[]>),
  );
  return phrases.get(point) ?? [];
}
