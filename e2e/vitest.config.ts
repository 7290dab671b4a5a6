import { defineProject } from 'vitest/config';

// Browser tests: the real application (API + built web app, embedded database with the demo data)
// started once by global-setup.ts, driven by Debian's Chromium through playwright-core.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // One application, one browser at a time: the flows share the demo data.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A screen answers after its request and React's render; under a full run's load that can pass expect.poll's
    // default second (flows failed so, waiting for a reload). 30 s for every flow.
    expect: { poll: { timeout: 30_000 } },
  },
});
