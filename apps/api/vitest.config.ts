import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates and seeds the template databases once per run; each test file starts from a copy.
    globalSetup: ['./test/global-setup.ts'],
    // The files share one worker's module cache: each used to import the whole application afresh (about four seconds
    // of a two-core machine per file, a third of the suite). Every file still builds its own app on its own database,
    // and the module-level state (caches keyed by app or database) does not cross them; docs/testing.md.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
