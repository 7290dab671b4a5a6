import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

/** Every module `from` reaches through static imports. */
function reach(ctx: ChunkingContext, from: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The early script (`src/early.ts`, vite.early.ts) and every module it imports, which the app imports too (the
 * session's and the language's readers): one chunk, so that the early script waits for nothing. Left to the bundler,
 * the modules it shares with the app went to the shell chunk, and the early script waited for the shell.
 */
export function earlyChunk(root: string): (id: string, ctx: ChunkingContext) => string | null {
  const entry = path.join(root, 'src/early.ts');
  let early: Set<string> | null = null;
  return (id, ctx) => ((early ??= reach(ctx, [entry])).has(id) ? 'early' : null);
}

/**
 * The signed-in shell and the home screen as one chunk: the modules that the layout (`AppLayout`) and the home page
 * import, statically and not already in the entry, are put together. Left to itself the bundler cuts
 * them into some forty chunks of a few hundred bytes to a few KB (each Mantine component, each icon), and a phone on
 * slow 4G pays a round trip for every six of them over HTTP/1.1 before the home can paint; one chunk of ~50 KB costs
 * its bytes and one round trip. The other screens, which load the layout anyway, reuse it; what only the home uses in
 * it is a few KB.
 */
export function shellChunk(root: string): (id: string, ctx: ChunkingContext) => string | null {
  const entry = path.join(root, 'src/main.tsx');
  // Not the dashboard: it still loads when its place shows (WhenVisible), after the page's first paint. Inside the
  // chunk it rendered with the page, its request and its charts beside the page's own, and the largest paint came
  // later (LCP 4.5 s against 3.9 s on a quiet machine).
  const roots = ['src/platform/layout/AppLayout.tsx', 'src/features/admin/home/HomePage.tsx'].map((f) => path.join(root, f));
  let shell: Set<string> | null = null;
  return (id, ctx) => {
    if (!shell) {
      const first = reach(ctx, [entry]);
      shell = new Set([...reach(ctx, roots)].filter((m) => !first.has(m)));
    }
    return shell.has(id) ? 'shell' : null;
  };
}
