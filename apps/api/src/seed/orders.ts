// The volume generator lives with the sales area; `npm run seed` and the benchmarks import it from here.
export * from '../modules/vendas/vendas.seed.ts';
