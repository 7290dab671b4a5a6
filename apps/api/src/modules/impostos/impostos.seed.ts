import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';
import { operacoes, pedidoVenda } from '../vendas/index.ts';
import { storeOrderTaxes } from './impostos.service.ts';
import { impostosNcm, impostosParametros, impostosUf } from './impostos.table.ts';

/**
 * Demo rates of the 27 states (modal internal rate, FCP added to it, DIFAL method), as published for 2025; a
 * company checks and edits them (impostos_uf), they are data and not law.
 */
const UFS: [uf: string, interno: string, fcp: string, difal: 'U' | 'D'][] = [
  ['AC', '19', '0', 'U'], ['AL', '19', '1', 'D'], ['AM', '20', '0', 'U'], ['AP', '18', '0', 'U'], ['BA', '20.5', '0', 'D'],
  ['CE', '20', '0', 'U'], ['DF', '20', '0', 'U'], ['ES', '17', '0', 'U'], ['GO', '19', '0', 'D'], ['MA', '23', '0', 'D'],
  ['MG', '18', '0', 'D'], ['MS', '17', '0', 'U'], ['MT', '17', '0', 'U'], ['PA', '19', '0', 'D'], ['PB', '20', '0', 'D'],
  ['PE', '20.5', '0', 'D'], ['PI', '22.5', '0', 'D'], ['PR', '19.5', '0', 'D'], ['RJ', '20', '2', 'D'], ['RN', '20', '0', 'U'],
  ['RO', '19.5', '0', 'U'], ['RR', '20', '0', 'U'], ['RS', '17', '0', 'D'], ['SC', '17', '0', 'D'], ['SE', '19', '1', 'D'],
  ['SP', '18', '0', 'D'], ['TO', '20', '0', 'D'],
];

/** Demo NCM rows for the demo catalogue (cleaning products, packaging): IPI, and ST of cleaning products in some states. */
const NCMS: Omit<typeof impostosNcm.$inferInsert, 'company'>[] = [
  { DsRegra: 'Detergentes e preparações de limpeza: IPI', CdNcm: '3402', PcIpi: '5' },
  { DsRegra: 'Produtos de limpeza sob ST em MG', CdNcm: '3402', IdUf: 'MG', StSt: true, PcMva: '40' },
  { DsRegra: 'Produtos de limpeza sob ST no RS', CdNcm: '3402', IdUf: 'RS', StSt: true, PcMva: '38.98' },
  { DsRegra: 'Produtos de limpeza sob ST no RJ', CdNcm: '3402', IdUf: 'RJ', StSt: true, PcMva: '45' },
  { DsRegra: 'Embalagens plásticas: IPI', CdNcm: '3923', PcIpi: '9.75' },
  { DsRegra: 'Papel higiênico e toalhas: IPI zero', CdNcm: '4818', PcIpi: '0' },
  { DsRegra: 'Caixas de papelão: IPI', CdNcm: '4819', PcIpi: '3.25' },
];

export async function seedImpostos(tx: Tx, demo: DemoSeed): Promise<void> {
  for (const company of [demo.companies.main, demo.companies.other]) {
    await tx.insert(impostosUf).values(UFS.map(([IdUf, PcIcmsInterno, PcFcp, TpDifal]) => ({ company, IdUf, PcIcmsInterno, PcFcp, TpDifal })));
    await tx.insert(impostosNcm).values(NCMS.map((n) => ({ ...n, company })));
    await tx.insert(impostosParametros).values({ company, Crt: '3', PcPis: '0.65', PcCofins: '3' });
  }
  // Bonuses carry no PIS/COFINS in the demo company's reading: an exception of the operation.
  const [bonificacao] = await tx
    .select({ id: operacoes.IdOperacao })
    .from(operacoes)
    .where(and(eq(operacoes.company, demo.companies.main), eq(operacoes.TpOperacao, 'B')));
  if (bonificacao) await tx.insert(impostosNcm).values({ company: demo.companies.main, DsRegra: 'Bonificação sem PIS/COFINS', IdOperacao: bonificacao.id, StPisCofinsZero: true });
  // Every open quote and order (the ones a user edits, prints and sends) already has its taxes stored, so its
  // total carries IPI and ST like one typed in; the demo's history keeps the totals it was recorded with.
  for (const company of [demo.companies.main, demo.companies.other]) {
    const open = await tx
      .select({ id: pedidoVenda.CodPedido })
      .from(pedidoVenda)
      .where(and(eq(pedidoVenda.CdEmpresa, company), eq(pedidoVenda.StatusPedido, 'A'), isNotNull(pedidoVenda.IdUfDestino)))
      .orderBy(desc(pedidoVenda.CodPedido));
    for (const q of open) await storeOrderTaxes(tx, company, q.id);
  }
}
