// `npm start`: builds the web app when its build is missing or older than its sources,
// then runs the API process, which serves the API under /api and the web app everywhere else.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist/index.html');

function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

const sources = Math.max(newest(path.join(root, 'apps/web')), newest(path.join(root, 'packages/domain/src')));
if (!fs.existsSync(dist) || fs.statSync(dist).mtimeMs < sources) {
  console.log('Gerando o aplicativo web (vite build)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@backoffice/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
