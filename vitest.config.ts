import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole repository: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/vrp', 'apps/api', 'apps/web', 'e2e'],
    // Vitest's default is one worker less than the cores: one file at a time on CI's two cores. An API test file
    // spends much of its time waiting on PostgreSQL (or on its own database copy), so a second file beside it
    // uses the core the first leaves idle. The browser flows stay one at a time (fileParallelism: false).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
