import { defineConfig } from 'drizzle-kit';

// The tables of the platform and of every area (modules/<area>/*.table.ts): a new table is found
// where its area declares it, with no central list to edit.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/*/*.table.ts', './src/modules/*/*.table.ts'],
  out: './drizzle',
});
