// Every table of the application, for Drizzle (queries and drizzle-kit migrations).
export * from '../../modules/pessoas/pessoas.table.ts';
export * from '../../modules/admin/admin.table.ts';
export * from '../../modules/admin/access.table.ts';
export * from '../audit/logs.table.ts';
export * from '../jobs/jobs.table.ts';
export * from '../files/files.table.ts';
export * from '../../modules/vendas/vendas.table.ts';
