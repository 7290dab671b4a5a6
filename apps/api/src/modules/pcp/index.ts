// The production planning area's public face (other areas import this file only). The module declaration is pcp.module.ts.
export * from './pcp.table.ts';
export { MRP_JOB, runCalculationJob } from './mrp.job.ts';
export { PREVISAO_IMPORT_JOB, runForecastImport } from './previsao-import.job.ts';
