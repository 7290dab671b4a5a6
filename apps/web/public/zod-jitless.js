// zod's faster parsers are compiled with `new Function`, which the Content-Security-Policy forbids (no 'unsafe-eval'):
// its probe would be reported as a CSP violation. zod probes as each object schema is built, and the domain's schemas
// are built as their modules load, in whichever chunk the bundler puts them, before the entry's own code runs. So
// the setting comes from this classic script, which runs before any module script, where zod reads its global
// config (globalThis.__zod_globalConfig).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
