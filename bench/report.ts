// The summary table of docs/performance.md: every figure `npm run bench` checked, its limit or reference and its
// verdict, with the date and load of the run that measured it. Each benchmark replaces only its own rows, so
// `npm run bench -- list` refreshes the list's figures and leaves the others as they were last measured.
import fs from 'node:fs';
import type { Check } from './lib.ts';

export const BEGIN = '<!-- bench-summary: written by `npm run bench` (bench/report.ts); each benchmark replaces its own rows -->';
export const END = '<!-- /bench-summary -->';
const HEADER = ['| benchmark | figure against its limit or reference (same run) | verdict | measured |', '| --- | --- | --- | --- |'];

export interface Measured {
  bench: string;
  checks: Check[];
}

/** A table cell: a pipe inside a figure's text would split the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** The rows of one run: one per figure, the verdict word taken out of the line into its own column. */
export function summaryRows(runs: Measured[], when: string): string[] {
  return runs.flatMap(({ bench, checks }) =>
    checks.map((c) => `| ${cell(bench)} | ${cell(c.line.replace(/\s+(OK|MISSED)$/, ''))} | ${c.ok ? 'OK' : '**MISSED**'} | ${cell(when)} |`),
  );
}

/**
 * The document with its summary table brought up to date: the rows of the benchmarks that ran are replaced, the
 * others kept, in the order of `order`. Without the markers, the table is added after the document's first heading
 * block (its first paragraph), so that a reader meets it first.
 */
export function updateSummary(doc: string, runs: Measured[], when: string, order: string[]): string {
  const ran = new Set(runs.map((r) => r.bench));
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  const existing = start >= 0 && end > start ? doc.slice(start + BEGIN.length, end).split('\n').filter((l) => l.startsWith('| ') && !HEADER.includes(l)) : [];
  const benchOf = (row: string) => row.slice(2, row.indexOf(' |'));
  const kept = existing.filter((row) => !ran.has(benchOf(row)));
  const rows = [...kept, ...summaryRows(runs, when)];
  const rank = (row: string) => {
    const i = order.indexOf(benchOf(row));
    return i < 0 ? order.length : i;
  };
  // A stable sort: a benchmark's rows stay in the order it printed them.
  rows.sort((a, b) => rank(a) - rank(b));
  const block = [BEGIN, ...HEADER, ...rows, END].join('\n');
  if (start >= 0 && end > start) return doc.slice(0, start) + block + doc.slice(end + END.length);
  const firstBreak = doc.indexOf('\n\n', doc.indexOf('\n\n') + 2);
  const at = firstBreak < 0 ? doc.length : firstBreak + 2;
  return `${doc.slice(0, at)}## Latest figures of \`npm run bench\`\n\n${block}\n\n${doc.slice(at)}`;
}

export function writeSummary(file: string, runs: Measured[], when: string, order: string[]): void {
  fs.writeFileSync(file, updateSummary(fs.readFileSync(file, 'utf8'), runs, when, order));
}
