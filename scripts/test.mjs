// `npm test`: every test of every workspace, then one plain summary line ("N passed, N failed, N skipped") that CI
// reads. Extra arguments go to Vitest, in one run that does just what they ask (e.g. `npm test -- --project api`).
//
// With no arguments the browser flows run in a second Vitest process beside the others. They run one at a time
// against one application (they share its demo data), so a single Vitest run keeps them for last and alone, with
// one worker waiting on Chromium and the application most of the time; side by side with the API, domain and web
// projects the whole run takes about the time of the longer of the two. Their output follows the others'.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-tests-'));
const extra = process.argv.slice(2);
const BESIDE = ['domain', 'vrp', 'api', 'web'];

/** One Vitest run: its JSON report's counts, its exit status and how long it took. */
function vitest(name, args, output) {
  const report = path.join(dir, `${name}.json`);
  const started = Date.now();
  const child = spawn('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], {
    stdio: output ? ['ignore', output, output] : 'inherit',
    env: { ...process.env, NODE_ENV: 'test' },
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      let counts = null;
      let failures = [];
      try {
        const r = JSON.parse(fs.readFileSync(report, 'utf8'));
        counts = { passed: r.numPassedTests, failed: r.numFailedTests, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0), total: r.numTotalTests };
        failures = failuresOf(r);
      } catch {
        // no report: vitest itself failed before running anything
      }
      resolve({ name, status: status ?? 1, counts, failures, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

/**
 * Every failed test (and every file that failed before its tests ran) of a Vitest JSON report, one line each with the
 * first line of its message: CI keeps only the end of the output, so the names must come last, beside the summary.
 */
function failuresOf(report) {
  const firstLine = (messages) => String(messages?.[0] ?? '').split('\n').find((l) => l.trim())?.trim().slice(0, 200) ?? '';
  const out = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) out.push(`${where} > ${a.fullName || a.title}: ${firstLine(a.failureMessages)}`);
    if (!failed.length && file.status === 'failed') out.push(`${where}: ${firstLine([file.message])}`);
  }
  return out;
}

let runs;
if (extra.length) {
  runs = [await vitest('tests', extra)];
} else {
  const log = path.join(dir, 'e2e.log');
  const e2eOut = fs.openSync(log, 'w');
  console.log(`npm test: the browser flows run beside the other projects; their output (${log}) follows.\n`);
  const e2e = vitest('e2e', ['--project', 'e2e'], e2eOut);
  const others = await vitest(BESIDE.join(', '), BESIDE.flatMap((p) => ['--project', p]));
  const flows = await e2e;
  fs.closeSync(e2eOut);
  process.stdout.write(`\n== browser flows (e2e)\n${fs.readFileSync(log, 'utf8')}`);
  runs = [others, flows];
  console.log('');
  for (const r of runs) console.log(`${r.name}: ${r.counts ? `${r.counts.passed} passed, ${r.counts.failed} failed, ${r.counts.skipped} skipped` : 'no report'} in ${r.seconds} s`);
}

for (const line of runs.flatMap((r) => r.failures ?? [])) console.log(`FAILED: ${line}`);
const sum = (key) => runs.reduce((n, r) => n + (r.counts?.[key] ?? 0), 0);
const summary = runs.some((r) => !r.counts) ? null : sum('total') === 0 ? '0 passed, 0 failed' : `${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`;
console.log(`\n${summary ?? '0 passed, 1 failed'}`);
process.exit(runs.every((r) => r.status === 0) && summary ? 0 : 1);
