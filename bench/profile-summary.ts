// Summarises a V8 CPU profile (node --cpu-prof; the list benchmark writes them with
// BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR'): self time by function and by area (the package or the
// application's folder), so that where a request's Node time goes reads in a dozen lines.
// Usage: npx tsx bench/profile-summary.ts DIR/some.cpuprofile [top=25] [from-to seconds, e.g. 12-21]
// With a window, only the samples within it count (the load run without the process's start); without one, the
// busy share of each second is printed first, to find the window.
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, windowArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts FILE.cpuprofile [top]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
const [from, to] = (windowArg ?? '').split('-').map((v) => Number(v) * 1e6);
const self = new Map<number, number>();
const busyPerSecond: number[] = [];
let clock = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  clock += dt;
  const second = Math.floor(clock / 1e6);
  if (!idle.has(id)) busyPerSecond[second] = (busyPerSecond[second] ?? 0) + dt;
  if (windowArg && (clock < from || clock > to)) return;
  self.set(id, (self.get(id) ?? 0) + dt);
});
if (!windowArg) console.log(`busy share per second: ${[...busyPerSecond].map((us, s) => `${s}:${Math.round((us ?? 0) / 1e4)}%`).join(' ')}`);
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** The area of a frame: a package under node_modules, a folder of the application, node's own, or V8's. */
function area(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/').slice(0, 2).join('/');
  const app = /apps\/api\/src\/(.*)\/[^/]+$/.exec(url);
  return app ? `api/${app[1]}` : url.split('/').slice(-2).join('/');
}

const fns = new Map<string, number>();
const areas = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const where = url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '';
  const key = `${functionName || '(anonymous)'} ${where}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
  const a = area(url, functionName);
  areas.set(a, (areas.get(a) ?? 0) + us);
}
// Inclusive time (self and callees) of the application's and the libraries' frames: what each step of a request costs.
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const keyOf = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const n = byId.get(at)!;
    if (!/apps\/api\/src|drizzle-orm|fastify\/lib|node_modules\/pg/.test(n.callFrame.url)) continue;
    const key = keyOf(n);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}
const top = Number(topArg ?? 25);
const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
console.log('\nself time by area:');
for (const [a, us] of [...areas].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`  ${pct(us)}  ${a}`);
console.log('\ninclusive time of the application and its libraries (self and callees):');
for (const [f, us] of [...inclusive].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`  ${pct(us)}  ${f}`);
console.log('\nself time by function:');
for (const [f, us] of [...fns].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`  ${pct(us)}  ${f}`);
