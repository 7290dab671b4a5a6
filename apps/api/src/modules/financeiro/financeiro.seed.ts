import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';
import { users } from '../admin/index.ts';
import { createPeople, peopleLinks } from '../pessoas/index.ts';
import { generateCnpj } from '@backoffice/domain';
import { apagar, centroDeCusto, formaPagamentos, naturezaLancamentos } from './financeiro.table.ts';
import { alterdataUsuarios, empresaErp, integratedItems, webapiLogs, webapiUsuarios } from './integracao.table.ts';

/** The first user (employee) of a company. */
async function firstUser(tx: Tx, company: number): Promise<number> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(peopleLinks, and(eq(peopleLinks.people, users.people), eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'employee')))
    .orderBy(asc(users.id))
    .limit(1);
  return row.id;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo accounts payable: cost centers, payment forms and accounting natures (one inactive of each kind), a dozen
 * titles in every integration state, the ERP's company and users, one Alterdata login, and the log of the titles
 * already sent. The other company gets one row of each.
 */
export async function seedFinanceiro(tx: Tx, demo: DemoSeed): Promise<void> {
  const { main, other } = demo.companies;
  const centros = await tx
    .insert(centroDeCusto)
    .values([
      { company: main, CdCentroDeCusto: '1.01', NmCentroDeCusto: 'Administrativo' },
      { company: main, CdCentroDeCusto: '1.02', NmCentroDeCusto: 'Comercial' },
      { company: main, CdCentroDeCusto: '1.03', NmCentroDeCusto: 'Fiscal e tributos' },
      { company: main, CdCentroDeCusto: '9.99', NmCentroDeCusto: 'Projetos encerrados', TpCentroDeCusto: 'I' },
      { company: other, CdCentroDeCusto: '1', NmCentroDeCusto: 'Geral' },
    ])
    .returning();
  const formas = await tx
    .insert(formaPagamentos)
    .values([
      { company: main, DsFormaPagamento: 'Boleto bancário', CdFormaPagamentoErp: 'BOL' },
      { company: main, DsFormaPagamento: 'PIX', CdFormaPagamentoErp: 'PIX' },
      { company: main, DsFormaPagamento: 'Transferência (TED)', CdFormaPagamentoErp: 'TED' },
      { company: main, DsFormaPagamento: 'Guia de recolhimento (GNRE)', CdFormaPagamentoErp: 'GNRE' },
      { company: other, DsFormaPagamento: 'Boleto bancário' },
    ])
    .returning();
  const naturezas = await tx
    .insert(naturezaLancamentos)
    .values([
      { company: main, CdNaturezaLancamento: '2.1.01', NmNaturezaLancamento: 'Fornecedores' },
      { company: main, CdNaturezaLancamento: '2.1.05', NmNaturezaLancamento: 'Impostos estaduais (ICMS, DIFAL, ST)' },
      { company: main, CdNaturezaLancamento: '2.1.09', NmNaturezaLancamento: 'Aluguel' },
      { company: main, CdNaturezaLancamento: '2.9.99', NmNaturezaLancamento: 'Natureza antiga', TpNaturezaLancamento: 'I' },
      { company: other, CdNaturezaLancamento: '1', NmNaturezaLancamento: 'Despesas' },
    ])
    .returning();
  const user = await firstUser(tx, main);
  const of = <T extends { company: number }>(rows: T[], i: number) => rows.filter((r) => r.company === main)[i];
  // Each title is owed to someone: the suppliers the demo pays, registered as people of the company.
  const payees = await createPeople(
    tx,
    main,
    [
      ['Papelaria Central Comércio de Papéis Ltda', 'Papelaria Central'],
      ['Transportadora Rápida Logística Ltda', 'Transportadora Rápida'],
      ['Imobiliária Bandeirantes Administração de Imóveis Ltda', 'Imobiliária Bandeirantes'],
      ['Companhia Paulista de Energia S.A.', 'Cia. Paulista de Energia'],
      ['Conecta Telecomunicações Ltda', 'Conecta Telecom'],
      ['Embalagens Sul Indústria e Comércio Ltda', 'Embalagens Sul'],
    ].map(([name, alias]) => ({ name, alias, peopleType: 'J' as const, document: generateCnpj() })),
    'supplier',
  );
  const titulos = [
    ['NF 1201 - Papelaria Central', 'Fornecedores', -20, 10, '1250.40', 0, 0, 0, 'A', 0],
    ['NF 887 - Transportadora Rápida', 'Fornecedores', -12, 3, '3890.00', 2, 1, 0, 'E', 1],
    ['Aluguel do galpão', 'Aluguel', -5, 5, '12500.00', 2, 0, 2, 'I', 2],
    ['Energia elétrica', 'Despesas fixas', -3, 12, '2318.77', 0, 0, 0, 'P', 3],
    ['Internet e telefonia', 'Despesas fixas', -2, 18, '689.90', 1, 0, 0, 'P', 4],
    ['NF 5521 - Embalagens Sul', 'Fornecedores', -1, 29, '8740.15', 0, 1, 0, 'R', 5],
  ] as const;
  const rows = await tx
    .insert(apagar)
    .values(
      titulos.map(([NmTitulo, DsAgrupamento, emissao, vencimento, VlTitulo, forma, centro, natureza, StIntegracao, payee], i) => ({
        company: main,
        IdFornecedor: payees[payee].id,
        NrTitulo: `AP-${String(1001 + i)}`,
        NmTitulo,
        DsAgrupamento,
        DtEmissao: day(emissao),
        DtVencimento: day(vencimento),
        VlTitulo,
        IdFormaPagamento: of(formas, forma).IdFormaPagamento,
        IdCentroDeCusto: of(centros, centro).IdCentroDeCusto,
        IdNaturezaLancamento: of(naturezas, natureza).IdNaturezaLancamento,
        usuarioAutorizacaoPagamento: StIntegracao === 'P' ? null : user,
        DtAutorizacao: StIntegracao === 'P' ? null : new Date().toISOString(),
        StIntegracao,
        CdTituloErp: StIntegracao === 'E' || StIntegracao === 'I' ? `ERP-${7000 + i}` : null,
        DsErroIntegracao: StIntegracao === 'R' ? 'Título AP-1006 recusado pelo ERP: fornecedor sem cadastro' : null,
      })),
    )
    .returning();
  await tx.insert(apagar).values({ company: other, NrTitulo: 'AP-1', NmTitulo: 'Conta da outra empresa', DtEmissao: day(-1), DtVencimento: day(9), VlTitulo: '100.00' });

  for (const row of rows.filter((r) => r.StIntegracao === 'E' || r.StIntegracao === 'I' || r.StIntegracao === 'R')) {
    const accepted = row.StIntegracao !== 'R';
    const [log] = await tx
      .insert(webapiLogs)
      .values({
        company: main,
        NmIntegracao: 'erp',
        DsMetodo: 'POST',
        DsUrl: 'https://erp.exemplo.com.br/api/titulos',
        DsRequisicao: JSON.stringify({ numero: row.NrTitulo, valor: row.VlTitulo }),
        NrStatus: accepted ? 201 : 422,
        DsResposta: accepted ? JSON.stringify({ id: row.CdTituloErp, status: row.StIntegracao === 'I' ? 'integrado' : 'pendente' }) : JSON.stringify({ erro: 'fornecedor sem cadastro' }),
        NrDuracaoMs: 180,
      })
      .returning({ id: webapiLogs.id });
    await tx.insert(integratedItems).values({
      company: main,
      NmIntegracao: 'erp',
      NmEntidadeOrigem: 'apagar',
      IdEntidadeOrigem: String(row.IdTitulo),
      DsDetalheLog: accepted ? `Título ${row.NrTitulo} enviado ao ERP (id ${row.CdTituloErp})` : (row.DsErroIntegracao ?? ''),
      StIntegracao: row.StIntegracao,
      IdLog: log.id,
    });
  }
  const [otherLog] = await tx
    .insert(webapiLogs)
    .values({ company: other, NmIntegracao: 'erp', DsMetodo: 'POST', DsUrl: 'https://erp.outra.com.br/api/titulos', NrStatus: 201, DsResposta: '{"id":"1"}' })
    .returning({ id: webapiLogs.id });
  await tx.insert(integratedItems).values({ company: other, NmIntegracao: 'erp', NmEntidadeOrigem: 'apagar', IdEntidadeOrigem: '0', DsDetalheLog: 'Título AP-1 enviado', StIntegracao: 'E', IdLog: otherLog.id });

  await tx.insert(empresaErp).values([
    { company: main, CdEmpresaErp: '001', NmEmpresaErp: 'Distribuidora Exemplo - Matriz', NrDocumento: '11222333000181' },
    { company: other, CdEmpresaErp: '01', NmEmpresaErp: 'Outra Empresa' },
  ]);
  await tx.insert(webapiUsuarios).values([
    { company: main, NmUsuario: 'integracao.backoffice', CdUsuarioErp: 'INT01' },
    { company: other, NmUsuario: 'integracao.outra' },
  ]);
  await tx.insert(alterdataUsuarios).values([
    { company: main, idUsuario: user, username: 'demo.alterdata', key: 'chave-de-demonstracao' },
    { company: other, idUsuario: await firstUser(tx, other), username: 'outra.alterdata', key: 'outra-chave' },
  ]);
}
