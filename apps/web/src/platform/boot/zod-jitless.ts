// zod's faster parsers are compiled with `new Function`, which the Content-Security-Policy forbids (no 'unsafe-eval'):
// its probe would be reported as a CSP violation. zod probes as each object schema is built, and the domain's schemas
// are built as their modules load, in whichever chunk the bundler puts them. So the setting is the first thing the
// page's first module script (src/early.ts, before the app's entry in the page's order) runs, where zod reads its
// global config (globalThis.__zod_globalConfig); main.tsx imports it first too, for the development server, which
// has no early script. It was a script of its own (public/zod-jitless.js): one request more on a phone's first load.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
