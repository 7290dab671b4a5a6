import { formulaIssue, formulaSchema, type FormulaIssue } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';
import { currentLocale } from '@/platform/i18n/i18n';
import { zodValidate } from '@/platform/ui/form';
import type { Formula } from './formulas.api';

/** What the formula form edits. */
export interface FormulaFormValues {
  NmFormula: string;
  DsExpressao: string;
  TpResultado: string | null;
  DsFormula: string;
  StAtivo: boolean;
}

export const emptyFormula = (): FormulaFormValues => ({ NmFormula: '', DsExpressao: '', TpResultado: 'quantidade', DsFormula: '', StAtivo: true });

export const fromFormula = (f: Formula): FormulaFormValues => ({
  NmFormula: f.NmFormula,
  DsExpressao: f.DsExpressao,
  TpResultado: f.TpResultado,
  DsFormula: f.DsFormula ?? '',
  StAtivo: f.StAtivo,
});

export const toPayload = (v: FormulaFormValues) => ({ ...v, DsFormula: v.DsFormula.trim() || null });

/** A formula issue in the interface's language ('Variável desconhecida "x" na posição 7'). */
export const issueText = (issue: FormulaIssue) => translateMessage(issue.message, currentLocale(), issue.params);

const schemaErrors = zodValidate<FormulaFormValues>(formulaSchema, { input: toPayload });

/** The schema's errors plus the expression's (syntax, unknown names, with the position), as the API answers them. */
export function validateFormula(values: FormulaFormValues): Record<string, string> {
  const errors = schemaErrors(values);
  if (!errors.DsExpressao) {
    const issue = formulaIssue(values.DsExpressao);
    if (issue) errors.DsExpressao = issueText(issue);
  }
  return errors;
}
