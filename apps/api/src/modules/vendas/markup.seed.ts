import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { familiaProdutos, produtos, tipoMedidas } from '../catalogo/index.ts';
import { markupMeasureTypes, markupProdutos, markups } from './markup.table.ts';

/**
 * Demo price formation of the distributor: one markup per sales channel, assigned to families, to the bulk
 * units (sold by weight or volume) and to a few products on promotion.
 */
const MARKUPS = [
  { NmMarkup: 'Varejo — linha doméstica', DsMarkup: 'Supermercados e lojas', PcImpostos: '18.00', PcComissao: '5.00', PcFrete: '4.00', PcAdministrativo: '8.00', PcFinanceiro: '2.50', PcLucro: '12.00' },
  { NmMarkup: 'Profissional', DsMarkup: 'Empresas de limpeza, hotéis e hospitais', PcImpostos: '18.00', PcComissao: '3.00', PcFrete: '5.00', PcAdministrativo: '7.00', PcFinanceiro: '2.00', PcLucro: '15.00' },
  { NmMarkup: 'Revenda', DsMarkup: 'Mercadorias compradas para revenda', PcImpostos: '12.00', PcComissao: '3.00', PcFrete: '3.00', PcAdministrativo: '6.00', PcFinanceiro: '2.00', PcLucro: '8.00' },
  { NmMarkup: 'Granel (KG e L)', DsMarkup: 'Matérias-primas e intermediários vendidos a granel', PcImpostos: '12.00', PcComissao: '2.00', PcFrete: '6.00', PcAdministrativo: '5.00', PcFinanceiro: '1.50', PcLucro: '10.00' },
  { NmMarkup: 'Promoção do mês', DsMarkup: 'Margem reduzida para giro', PcImpostos: '18.00', PcComissao: '2.00', PcFrete: '4.00', PcAdministrativo: '8.00', PcFinanceiro: '2.50', PcLucro: '4.00' },
];

const BY_FAMILY: Record<string, string> = {
  'Limpeza doméstica': 'Varejo — linha doméstica',
  Lavanderia: 'Varejo — linha doméstica',
  'Higiene pessoal': 'Varejo — linha doméstica',
  'Limpeza profissional': 'Profissional',
  Descartáveis: 'Revenda',
  Utilidades: 'Revenda',
  Escritório: 'Revenda',
};

export async function seedMarkups(tx: Tx, company: number): Promise<void> {
  const rows = await tx
    .insert(markups)
    .values(MARKUPS.map((m) => ({ ...m, company })))
    .returning({ IdMarkup: markups.IdMarkup, NmMarkup: markups.NmMarkup });
  const id = new Map(rows.map((r) => [r.NmMarkup, r.IdMarkup]));
  const families = await tx
    .select({ IdFamiliaProduto: familiaProdutos.IdFamiliaProduto, NmFamiliaProduto: familiaProdutos.NmFamiliaProduto })
    .from(familiaProdutos)
    .where(and(eq(familiaProdutos.company, company), inArray(familiaProdutos.NmFamiliaProduto, Object.keys(BY_FAMILY))));
  if (families.length) {
    await tx.insert(markupProdutos).values(families.map((f) => ({ company, IdMarkup: id.get(BY_FAMILY[f.NmFamiliaProduto])!, IdFamiliaProduto: f.IdFamiliaProduto })));
  }
  const bulk = await tx
    .select({ IdTipoMedida: tipoMedidas.IdTipoMedida })
    .from(tipoMedidas)
    .where(and(eq(tipoMedidas.company, company), inArray(tipoMedidas.CdSigla, ['KG', 'L'])));
  if (bulk.length) await tx.insert(markupMeasureTypes).values(bulk.map((u) => ({ company, IdMarkup: id.get('Granel (KG e L)')!, IdTipoMedida: u.IdTipoMedida })));
  // Four finished goods on promotion: their own markup wins over their family's.
  const promo = await tx
    .select({ IdProduto: produtos.IdProduto })
    .from(produtos)
    .where(and(eq(produtos.company, company), eq(produtos.TpProduto, 'A')))
    .orderBy(produtos.IdProduto)
    .limit(4);
  if (promo.length) await tx.insert(markupProdutos).values(promo.map((p) => ({ company, IdMarkup: id.get('Promoção do mês')!, IdProduto: p.IdProduto })));
}

/** The other demo company's one markup, not assigned to anything: the isolation tests need a row of it. */
export async function seedOtherMarkup(tx: Tx, company: number): Promise<void> {
  await tx.insert(markups).values({ ...MARKUPS[0], NmMarkup: 'Padrão da Outra', company });
}
