import { and, desc, eq, isNotNull, ne, notExists } from 'drizzle-orm';
import { isoDateIn } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { createInstallments, pedidoVenda, pedidoVendaParcelas, recordReceipt } from '../vendas/index.ts';
import { onOrder } from './comissao.service.ts';
import { comissaoTaxas } from './comissao.table.ts';

/**
 * Demo commission: 5 % for every representative of the demo orders (3 % above 10 % of discount), the newest
 * finalized orders with their installments and commission, the first installment of the older ones received.
 */
export async function seedComissao(tx: Tx, demo: DemoSeed): Promise<void> {
  for (const company of [demo.companies.main, demo.companies.other]) {
    const reps = await tx
      .selectDistinct({ id: pedidoVenda.IdRepresentante })
      .from(pedidoVenda)
      .where(and(eq(pedidoVenda.CdEmpresa, company), isNotNull(pedidoVenda.IdRepresentante)));
    for (const r of reps) {
      await tx.insert(comissaoTaxas).values([
        { company, IdRepresentante: r.id!, PcDescontoAte: '10', PcComissao: '5' },
        { company, IdRepresentante: r.id!, PcDescontoAte: null, PcComissao: '3' },
      ]);
    }
    const orders = await tx
      .select({ id: pedidoVenda.CodPedido, emissao: pedidoVenda.DtEmissao })
      .from(pedidoVenda)
      .where(
        and(
          eq(pedidoVenda.CdEmpresa, company),
          ne(pedidoVenda.TpPedidoDeVenda, 'O'),
          isNotNull(pedidoVenda.DtFinalizacao),
          eq(pedidoVenda.StatusPedido, 'T'),
          // Orders invoiced by an authorised NF-e in the demo already have its duplicatas as their installments.
          notExists(tx.select({ id: pedidoVendaParcelas.IdParcela }).from(pedidoVendaParcelas).where(and(eq(pedidoVendaParcelas.CodPedido, pedidoVenda.CodPedido), isNotNull(pedidoVendaParcelas.IdNfe)))),
        ),
      )
      .orderBy(desc(pedidoVenda.CodPedido))
      .limit(company === demo.companies.main ? 30 : 3);
    const today = isoDateIn();
    for (const [i, o] of orders.entries()) {
      await createInstallments(tx, company, o.id, String(o.emissao).slice(0, 10));
      await onOrder(tx, { type: 'finalized', company, order: o.id }, null);
      if (i % 2 === 1) continue;
      const [first] = await tx.select().from(pedidoVendaParcelas).where(eq(pedidoVendaParcelas.CodPedido, o.id)).orderBy(pedidoVendaParcelas.NrParcela).limit(1);
      if (!first || first.DtVencimento > today) continue;
      // Recorded as sales records any receipt: its order event brings the commission (onOrder, registered by this module).
      const op: UseCase = { db: tx, ctx: { user: null, company, locale: 'pt-BR', appDomain: '' }, audit: async () => undefined };
      await recordReceipt(op, company, { IdParcela: first.IdParcela, DtRecebimento: first.DtVencimento, VlRecebido: first.VlParcela, DsFormaPagamento: first.DsFormaPagamento });
    }
  }
}
