import { sql } from 'drizzle-orm';
import { COMISSAO_TAXA_LIST, comissaoTaxaSchema } from '@backoffice/domain';
import { companiesWith } from '../../platform/auth/authorize.ts';
import { contractFields } from '../../platform/resources/contract.ts';
import { defineResource } from '../../platform/resources/define.ts';
import { comissaoLancamentos, comissaoTaxas } from './comissao.table.ts';
import { usuarioRef } from '../admin/index.ts';
import { familiaProdutoRef } from '../catalogo/index.ts';

/** Rates per representative (and family, discount bracket): who holds the conference edits them. */
export const comissaoTaxasResource = defineResource({
  type: 'ComissaoTaxa',
  path: COMISSAO_TAXA_LIST.path,
  source: comissaoTaxas,
  id: 'IdComissaoTaxa',
  tenant: 'company',
  permission: { read: 'comissao', write: 'comissao_taxas' },
  operations: ['list', 'item', 'create', 'update', 'delete'],
  input: comissaoTaxaSchema,
  fields: contractFields(COMISSAO_TAXA_LIST, comissaoTaxas, { IdRepresentante: { references: usuarioRef }, IdFamiliaProduto: { references: familiaProdutoRef }, PcComissao: {} }),
  defaultOrder: COMISSAO_TAXA_LIST.defaultOrder,
});

/**
 * The commission ledger. A representative who does not hold the conference (comissao:update) in the row's
 * company reads only their own lines.
 */
export const comissaoLancamentosResource = defineResource({
  type: 'ComissaoLancamento',
  path: '/comissao_lancamentos',
  source: comissaoLancamentos,
  id: 'IdComissaoLancamento',
  tenant: 'company',
  scope: (ctx) => {
    const managed = companiesWith(ctx.user, 'comissao', 'update');
    const me = ctx.user?.id ?? -1;
    return managed.length
      ? sql`(${comissaoLancamentos.company} in (${sql.join(managed.map((c) => sql`${c}`), sql`, `)}) or ${comissaoLancamentos.IdRepresentante} = ${me})`
      : sql`${comissaoLancamentos.IdRepresentante} = ${me}`;
  },
  permission: 'comissao',
  operations: ['list', 'item'],
  fields: {
    IdComissaoLancamento: { filter: 'exact', order: true },
    IdRepresentante: { filter: 'exact' },
    CodPedido: { filter: 'exact' },
    IdPedidoVendaItem: { filter: 'exact' },
    IdRecebimento: { filter: 'exact' },
    TpLancamento: { filter: 'exact' },
    DtLancamento: { filter: 'date', order: true },
    VlBase: {},
    PcComissao: {},
    VlProvisao: {},
    VlLiberado: {},
    DsMotivo: {},
  },
  defaultOrder: { DtLancamento: 'desc' },
});
