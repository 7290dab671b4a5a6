#!/usr/bin/env node
// npm run db:check: fails when the Drizzle tables (apps/api/src/**/*.table.ts) and the committed
// migrations (apps/api/drizzle) disagree. It runs drizzle-kit generate on a temporary copy of the
// migrations: a schema that matches them generates nothing; otherwise the SQL it would add is printed.
// It writes nothing in the work tree. Also `drizzle-kit check` (snapshots consistent with each other).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const api = path.resolve(import.meta.dirname, '../apps/api');
const committed = path.join(api, 'drizzle');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'db-check-'));
const out = path.join(tmp, 'drizzle');
const kit = path.join(api, 'node_modules/.bin/drizzle-kit');
const bin = fs.existsSync(kit) ? kit : path.resolve(api, '../../node_modules/.bin/drizzle-kit');

function run(args) {
  // No terminal: a change drizzle-kit would ask about (a rename?) fails instead of waiting for an answer.
  const r = spawnSync(bin, args, { cwd: api, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

let failed = false;
try {
  fs.cpSync(committed, out, { recursive: true });
  // apps/api/drizzle.config.ts with another `out` (drizzle-kit reads paths relative to apps/api).
  const configFile = path.join(tmp, 'drizzle.config.ts');
  const base = path.relative(tmp, path.join(api, 'drizzle.config.ts')).replaceAll(path.sep, '/');
  fs.writeFileSync(configFile, `import config from '${base}';\nexport default { ...config, out: ${JSON.stringify(path.relative(api, out))} };\n`);

  const check = run(['check', '--config', configFile]);
  if (!check.ok) {
    failed = true;
    console.error(`db:check: drizzle-kit check failed on apps/api/drizzle:\n${check.output}`);
  }

  const before = new Set(fs.readdirSync(out));
  const generate = run(['generate', '--config', configFile]);
  const added = fs.readdirSync(out).filter((f) => !before.has(f) && f.endsWith('.sql'));
  if (!generate.ok) {
    failed = true;
    console.error(`db:check: drizzle-kit generate did not finish (a change it must ask about?):\n${generate.output}`);
  } else if (added.length) {
    failed = true;
    console.error('db:check: the Drizzle schema differs from the committed migrations. Run `npm run db:generate` and commit the migration. It would add:');
    for (const f of added) console.error(`\n-- ${f}\n${fs.readFileSync(path.join(out, f), 'utf8')}`);
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log('db:check: the Drizzle schema and apps/api/drizzle agree.');
