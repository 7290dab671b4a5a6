import { FORMULA_LIST, TpResultadoFormula } from '@backoffice/domain';
import { defineContractList } from '@/platform/list';

/** /formulas/list: name, expression, what it gives and active. */
export const formulasList = defineContractList(FORMULA_LIST, {
  id: 'formulas',
  columns: [
    { field: 'NmFormula', kind: 'link', label: 'formulas.fields.name', sortable: true, route: 'formulas_edit', params: { id: 'IdFormula' }, width: 220 },
    { field: 'DsExpressao', kind: 'text', label: 'formulas.fields.expression' },
    { field: 'TpResultado', kind: 'enum', enum: TpResultadoFormula, label: 'formulas.fields.result', sortable: true, width: 130 },
    { field: 'StAtivo', kind: 'boolean', label: 'formulas.fields.active', width: 80 },
  ],
  filters: [
    { field: 'NmFormula', kind: 'text', label: 'formulas.fields.name' },
    { field: 'TpResultado', kind: 'enum', enum: TpResultadoFormula, label: 'formulas.fields.result' },
    { field: 'StAtivo', kind: 'boolean', label: 'formulas.fields.active' },
  ],
  defaultSort: { field: 'NmFormula', direction: FORMULA_LIST.defaultOrder.NmFormula },
  rowLink: { route: 'formulas_edit', params: { id: 'IdFormula' } },
  titleField: 'NmFormula',
});
