import type { Tx } from '../../platform/db/client.ts';
import { formulas } from './tags.table.ts';

/** The two demo formulas: the weight of a steel sheet and boxes of 12 for a quantity; one formula of the other company. */
export async function seedFormulas(tx: Tx, companies: { main: number; other: number }): Promise<void> {
  await tx.insert(formulas).values([
    {
      company: companies.main,
      NmFormula: 'Peso da chapa',
      DsExpressao: 'comprimento * largura * espessura * densidade',
      TpResultado: 'peso',
      DsFormula: 'Peso em KG de uma chapa: medidas em metros e densidade em KG/m³ (aço: 7850).',
    },
    {
      company: companies.main,
      NmFormula: 'Caixas por quantidade',
      DsExpressao: 'ceil(quantidade / 12)',
      TpResultado: 'quantidade',
      DsFormula: 'Caixas de 12 unidades necessárias para a quantidade pedida.',
    },
    { company: companies.other, NmFormula: 'Peso da chapa', DsExpressao: 'comprimento * largura * espessura * densidade', TpResultado: 'peso' },
  ]);
}
