// `npm start`: builds the web app when its build is missing or older than its sources (BUILD_WEB=0 skips
// the check), then runs the API in this same process, which serves the API under /api and the web app
// everywhere else. One process: SIGTERM and SIGINT reach the API's graceful stop (apps/api/src/main.ts),
// which closes the server and the database and releases the embedded database's lock.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

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
if (process.env.BUILD_WEB !== '0' && (!fs.existsSync(dist) || fs.statSync(dist).mtimeMs < sources)) {
  console.log('Gerando o aplicativo web (vite build)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@backoffice/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `npm start` runs this script under a shell (sh -c) that npm signals and that dies without passing the
// signal on: a process left without its parent stops as if it had been sent SIGTERM.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();

register();
await import(pathToFileURL(path.join(root, 'apps/api/src/main.ts')).href);
