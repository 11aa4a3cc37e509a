// The bench table (bench/run.mjs prints it; scripts/bench.mjs prints it again from
// bench/results.json once the emulators have stopped, so it is the last thing on screen).
// Markdown for docs/performance.md: node bench/table.mjs --markdown [results.json]
import { pathToFileURL } from 'node:url';

const fmt = (value, unit) => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value !== 'number') return String(value);
  if (!Number.isFinite(value)) return 'n/a';
  const digits =
    Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
};
const ratio = (row) =>
  typeof row.value === 'number' && typeof row.floor === 'number' && row.floor > 0
    ? `${(row.value / row.floor).toFixed(2)}×`
    : '';
const mark = (ok) => (ok === true ? '✓' : ok === false ? '✗' : '');

/** Rows as text cells: bench, metric, value, floor, ratio, target, ✓/✗. */
function tableCells(report) {
  const table = [['bench', 'metric', 'value', 'floor', 'ratio', 'target', '']];
  for (const r of report.benches) {
    if (!r.available) table.push([r.bench, 'not available', '', '', '', '', '']);
    else if (r.crashed) table.push([r.bench, 'CRASHED (see the log above)', '', '', '', '', '✗']);
    else
      for (const row of r.rows)
        table.push([
          r.bench,
          row.metric,
          fmt(row.value, row.unit),
          fmt(row.floor, row.unit),
          ratio(row),
          row.target ?? '',
          mark(row.ok),
        ]);
  }
  return table;
}

export function printTable(report, print = console.log) {
  const table = tableCells(report);
  const widths = table[0].map((_, c) => Math.max(...table.map((line) => [...line[c]].length)));
  const pad = (text, width) => text + ' '.repeat(width - [...text].length);
  const m = report.machine;
  print(
    `\nHiQ bench, ${report.date}${report.quick ? ' (--quick)' : ''}: ${m.cpus} × ${m.cpuModel}, load ${m.loadAverage1m}, Node ${m.node}; emulators, not production.\n`,
  );
  for (const [i, line] of table.entries()) {
    print(
      line
        .map((cell, c) => pad(cell, widths[c]))
        .join('  ')
        .trimEnd(),
    );
    if (i === 0) print(widths.map((w) => '─'.repeat(w)).join('  '));
  }
  for (const r of report.benches) for (const note of r.notes ?? []) print(`  ${r.bench}: ${note}`);
  const missed = report.benches.flatMap((r) =>
    (r.rows ?? []).filter((row) => row.ok === false).map((row) => `${r.bench}: ${row.metric}`),
  );
  const ran = report.benches.filter((r) => r.available && !r.crashed).length;
  const crashed = report.benches.filter((r) => r.crashed).map((r) => r.bench);
  const unavailable = report.benches.filter((r) => !r.available).map((r) => r.bench);
  print(
    `\n${ran} of ${report.benches.length} benches ran` +
      `${unavailable.length ? ` (${unavailable.join(', ')}: not available)` : ''}; ` +
      `${missed.length ? `targets missed: ${missed.join('; ')}` : 'every target met'}` +
      `${crashed.length ? `; CRASHED: ${crashed.join(', ')}` : ''}.`,
  );
}

/** The same table as Markdown (for docs/performance.md): node bench/table.mjs --markdown [results.json] */
function markdownTable(report) {
  const [head, ...rows] = tableCells(report);
  const cells = (line) => `| ${line.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`;
  return [
    cells(head.slice(0, 6).concat('met')),
    cells(head.slice(0, 7).map(() => '---')),
    ...rows.map(cells),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { readFileSync } = await import('node:fs');
  const file =
    process.argv.slice(2).find((a) => a.endsWith('.json')) ??
    new URL('results.json', import.meta.url);
  console.log(markdownTable(JSON.parse(readFileSync(file, 'utf8'))));
}
