import type { Executor } from '../../platform/db/client.ts';
import { validationError } from '../../platform/http/errors.ts';
import { assertInCompany } from '../../platform/resources/pickers.ts';
import { centroDeCusto, formaPagamentos, naturezaLancamentos } from './financeiro.table.ts';

/** The lookups a title or a revenue nature names must be of its company: 'record_not_in_company' on each field that is not. */
export async function assertLookupsInCompany(
  db: Executor,
  company: number,
  values: { IdFormaPagamento?: number | null; IdCentroDeCusto?: number | null; IdNaturezaLancamento?: number | null },
): Promise<void> {
  const problems = [
    ...(await assertInCompany(db, company, formaPagamentos, formaPagamentos.IdFormaPagamento, formaPagamentos.company, values.IdFormaPagamento, 'IdFormaPagamento')),
    ...(await assertInCompany(db, company, centroDeCusto, centroDeCusto.IdCentroDeCusto, centroDeCusto.company, values.IdCentroDeCusto, 'IdCentroDeCusto')),
    ...(await assertInCompany(db, company, naturezaLancamentos, naturezaLancamentos.IdNaturezaLancamento, naturezaLancamentos.company, values.IdNaturezaLancamento, 'IdNaturezaLancamento')),
  ];
  if (problems.length) throw validationError(problems);
}
