// `npm test`: every test of every workspace in one Vitest run, then one plain summary line
// ("N passed, N failed, N skipped") that CI reads. Extra arguments go to Vitest.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bo-tests-')), 'report.json');
const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)];
const run = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });

let summary = null;
try {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  summary = `${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`;
  if (r.numTotalTests === 0) summary = '0 passed, 0 failed';
} catch {
  // no report: vitest itself failed before running anything
}
console.log(`\n${summary ?? '0 passed, 1 failed'}`);
process.exit(run.status ?? 1);
