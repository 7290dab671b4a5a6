import { referenceTo } from '../../platform/resources/references.ts';
import { centroDeCusto, formaPagamentos, naturezaLancamentos } from './financeiro.table.ts';

/** The finance lookups a title or a revenue nature names (platform/resources/references.ts). */
export const formaPagamentoRef = referenceTo('FormaPagamento', () => ({ id: formaPagamentos.IdFormaPagamento, company: formaPagamentos.company }));
export const centroDeCustoRef = referenceTo('CentroDeCusto', () => ({ id: centroDeCusto.IdCentroDeCusto, company: centroDeCusto.company }));
export const naturezaLancamentoRef = referenceTo('NaturezaLancamento', () => ({ id: naturezaLancamentos.IdNaturezaLancamento, company: naturezaLancamentos.company }));

/** The three lookups by the field names titles and revenue natures give them. */
export const lookupReferences = { IdFormaPagamento: formaPagamentoRef, IdCentroDeCusto: centroDeCustoRef, IdNaturezaLancamento: naturezaLancamentoRef };
