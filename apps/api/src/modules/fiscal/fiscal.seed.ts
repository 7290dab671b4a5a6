import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { accessKeyCheckDigit } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';
import { centroDeCusto, formaPagamentos, naturezaLancamentos } from '../financeiro/index.ts';
import { people } from '../pessoas/index.ts';
import { keepDemoRouteStatuses, roteiroPedidos, roteiros } from '../roteiro/index.ts';
import { seedRouteLot, type RoutePicking } from '../separacao/index.ts';
import { pedidoVenda } from '../vendas/index.ts';
import { faturarPedido, type NfeOptions } from './nfe-emissao.service.ts';
import { autorizarDemonstracao } from './nfe-transmissao.service.ts';
import { certificados, configUfs, gnreLotes, gnres, naturezaReceitas, receitas, xmls } from './fiscal.table.ts';
import { CN_DEMONSTRACAO, certificadoDemonstracao } from './nfe-assinatura.ts';
import { cifraSenha } from './certificado.crypto.ts';
import { loteXml } from './gnre.rules.ts';

/** The UFs of the demo clients outside São Paulo (the demo company's UF): each gets the DIFAL, FCP and ST lines. */
const UFS_DEMO: [uf: string, code: number][] = [
  ['RJ', 33],
  ['MG', 31],
  ['ES', 32],
  ['PR', 41],
  ['SC', 42],
  ['RS', 43],
  ['BA', 29],
  ['GO', 52],
  ['DF', 53],
  ['PE', 26],
];

const RECEITAS = [
  ['100102', 'ICMS Consumidor Final Não Contribuinte Outra UF por Operação', 'Operacao'],
  ['100129', 'ICMS Fundo Estadual de Combate à Pobreza por Operação', 'Operacao'],
  ['100099', 'ICMS Substituição Tributária por Operação', 'Operacao'],
  ['100048', 'ICMS Substituição Tributária por Apuração', 'Apuracao'],
] as const;

/** A demo access key with a right check digit. */
function key(cUF: string, aamm: string, cnpj: string, nNF: number): string {
  const first = `${cUF}${aamm}${cnpj}55001${String(nNF).padStart(9, '0')}1${String(10_000_000 + nNF).slice(-8)}`;
  return first + accessKeyCheckDigit(first);
}

/**
 * Demo tax data: the revenues, their natures, the UF configuration for the demo clients' UFs, four invoices of the
 * demo company (DIFAL to RJ and MG, ST to PR, one inside SP) and an approved guide in a lote; one of each for the
 * other company. The sample invoices of the repository are left out, so that importing them is a real import.
 */
export async function seedFiscal(tx: Tx, demo: DemoSeed): Promise<void> {
  const { main, other } = demo.companies;
  await seedDemoCertificates(tx, [main, other]);
  await seedDemoInvoices(tx, [main, other]);
  await seedRoutePicking(tx, main);
  await seedRouteInvoices(tx, main);
  const rec = await tx
    .insert(receitas)
    .values([...RECEITAS.map(([CdReceita, DsReceita, TipoGnre]) => ({ company: main, CdReceita, DsReceita, TipoGnre })), { company: other, CdReceita: '100102', DsReceita: 'ICMS DIFAL por operação', TipoGnre: 'Operacao' }])
    .returning();
  const r = (cd: string) => rec.find((x) => x.company === main && x.CdReceita === cd)!.IdReceita;

  const [centro] = await tx.select().from(centroDeCusto).where(eq(centroDeCusto.company, main)).orderBy(centroDeCusto.CdCentroDeCusto);
  const fiscal = (await tx.select().from(centroDeCusto).where(eq(centroDeCusto.company, main))).find((c) => c.CdCentroDeCusto === '1.03') ?? centro;
  const natureza = (await tx.select().from(naturezaLancamentos).where(eq(naturezaLancamentos.company, main))).find((n) => n.CdNaturezaLancamento === '2.1.05')!;
  const forma = (await tx.select().from(formaPagamentos).where(eq(formaPagamentos.company, main))).find((f) => f.CdFormaPagamentoErp === 'GNRE')!;
  const [otherCentro] = await tx.select().from(centroDeCusto).where(eq(centroDeCusto.company, other));
  const [otherNatureza] = await tx.select().from(naturezaLancamentos).where(eq(naturezaLancamentos.company, other));
  const [otherForma] = await tx.select().from(formaPagamentos).where(eq(formaPagamentos.company, other));
  await tx.insert(naturezaReceitas).values([
    ...['100102', '100129', '100099'].map((cd) => ({ company: main, Receita: r(cd), IdCentroDeCusto: fiscal.IdCentroDeCusto, IdNaturezaLancamento: natureza.IdNaturezaLancamento, IdFormaPagamento: forma.IdFormaPagamento })),
    { company: other, Receita: rec.find((x) => x.company === other)!.IdReceita, IdCentroDeCusto: otherCentro.IdCentroDeCusto, IdNaturezaLancamento: otherNatureza.IdNaturezaLancamento, IdFormaPagamento: otherForma.IdFormaPagamento },
  ]);

  await tx.insert(configUfs).values([
    ...UFS_DEMO.flatMap(([IdUf, code]) => [
      { company: main, IdConfigUf: code * 100 + 1, IdUf, Receita: r('100102'), CdReceita: '100102', TipoConfig: 'Geral', DsConfig: 'DIFAL para não contribuinte', TipoContribuinte: '9', TagVlxml: 'vICMSUFDest', XmlDocTag: 'nNF', ContribuinteDestinatario: true },
      { company: main, IdConfigUf: code * 100 + 2, IdUf, Receita: r('100102'), CdReceita: '100102', TipoConfig: 'Documentos', CdConfig: '10', DsConfig: 'Nota Fiscal' },
      { company: main, IdConfigUf: code * 100 + 3, IdUf, Receita: r('100129'), CdReceita: '100129', TipoConfig: 'Geral', DsConfig: 'FCP do DIFAL', TipoContribuinte: '9', TagVlxml: 'vFCPUFDest', XmlDocTag: 'nNF', ContribuinteDestinatario: true },
      { company: main, IdConfigUf: code * 100 + 4, IdUf, Receita: r('100099'), CdReceita: '100099', TipoConfig: 'Geral', DsConfig: 'ICMS-ST por operação', TipoContribuinte: '1', TagVlxml: 'vST', XmlDocTag: 'nNF', ContribuinteDestinatario: true, DiaVencimento: 9 },
    ]),
    { company: other, IdConfigUf: 1, IdUf: 'MG', Receita: rec.find((x) => x.company === other)!.IdReceita, CdReceita: '100102', TipoConfig: 'Geral', TagVlxml: 'vICMSUFDest', XmlDocTag: 'nNF' },
  ]);

  const cnpj = '11222333000181';
  const emit = { CNPJEmitente: cnpj, NmEmpresa: 'Distribuidora Exemplo Ltda', IEEmitente: '110042490114', UfEmitente: 'SP', DsEnderecoEmitente: 'Avenida Paulista, 1000', CdMunicipioEmitente: '3550308', NrCepEmitente: '01310100', NrFoneEmitente: '1130000000' };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
  const emissao = (d: Date) => `${new Date(d.getTime() - 3 * 3600_000).toISOString().slice(0, 19)}-03:00`;
  const aamm = (d: Date) => emissao(d).slice(2, 4) + emissao(d).slice(5, 7);
  const notas = [
    { n: 9001, when: day(-6), NmCliente: 'Ana Paula Ferreira', NrDocumento: '52998224725', NrIE: null, TipoContribuinte: '9', IdUf: 'RJ', NmCidade: 'Niterói', CdMunicipio: '3303302', VlNf: '1890.00', vICMSUFDest: '113.40', vFCPUFDest: '37.80', vST: '0.00' },
    { n: 9002, when: day(-4), NmCliente: 'Carlos Eduardo Souza', NrDocumento: '11144477735', NrIE: null, TipoContribuinte: '9', IdUf: 'MG', NmCidade: 'Belo Horizonte', CdMunicipio: '3106200', VlNf: '742.50', vICMSUFDest: '44.55', vFCPUFDest: '0.00', vST: '0.00' },
    { n: 9003, when: day(-3), NmCliente: 'Mercado Boa Vista Ltda', NrDocumento: '11444777000161', NrIE: '9044016688', TipoContribuinte: '1', IdUf: 'PR', NmCidade: 'Curitiba', CdMunicipio: '4106902', VlNf: '5230.00', vICMSUFDest: '0.00', vFCPUFDest: '0.00', vST: '412.87' },
    { n: 9004, when: day(-1), NmCliente: 'Comercial Campinas Ltda', NrDocumento: '04252011000110', NrIE: '244123456119', TipoContribuinte: '1', IdUf: 'SP', NmCidade: 'Campinas', CdMunicipio: '3509502', VlNf: '980.10', vICMSUFDest: '0.00', vFCPUFDest: '0.00', vST: '0.00' },
  ];
  const inserted = await tx
    .insert(xmls)
    .values(
      notas.map(({ n, when, ...nota }) => ({
        ...emit,
        ...nota,
        company: main,
        DataEmissaoNota: emissao(when),
        DtEmissao: when.toISOString(),
        NrNf: String(n),
        NrSerie: '1',
        NrChaveNFe: key('35', aamm(when), cnpj, n),
        vFCPST: '0.00',
        NmArquivo: `demo-${n}.xml`,
        // The company's own sales invoices, imported for their DIFAL guides.
        StPropria: true,
      })),
    )
    .returning();
  const [otherXml] = await tx
    .insert(xmls)
    .values({ company: other, CNPJEmitente: '11444777000161', NmEmpresa: 'Outra Empresa Ltda', UfEmitente: 'SP', NmCliente: 'Cliente da outra', NrDocumento: '52998224725', TipoContribuinte: '9', IdUf: 'MG', DataEmissaoNota: emissao(day(-2)), DtEmissao: day(-2).toISOString(), NrNf: '1', VlNf: '100.00', NrChaveNFe: key('35', aamm(day(-2)), '11444777000161', 1), vICMSUFDest: '6.00', StPropria: true })
    .returning();

  // One approved guide of the DIFAL to RJ, in its lote.
  const rj = inserted[0];
  const due = emissao(day(0)).slice(0, 10);
  const [guide] = await tx
    .insert(gnres)
    .values({ company: main, StGnre: 402, IdReceita: r('100102'), IdXml: rj.IdXml, IdUf: 'RJ', CNPJEmitente: cnpj, TagVlxml: 'vICMSUFDest', CdTipoDocOrigem: '10', NrDocOrigem: rj.NrNf, NrReciboGnre: '2026000000001', DtVencimento: due, DtPagamento: due, VlGnre: rj.vICMSUFDest, StSituacaoGuia: '0', CdBarras: '85670000001134002912026000000000000900100000', NrLinhaDigitavel: '856700000011134002912021600000000000090010000019' })
    .returning();
  const xml = loteXml([
    {
      IdGnre: guide.IdGnre,
      IdUf: 'RJ',
      CdReceita: '100102',
      CdDetalhamento: null,
      CdProduto: null,
      CdTipoDocOrigem: '10',
      NrDocOrigem: rj.NrNf,
      DtVencimento: due,
      VlGnre: rj.vICMSUFDest,
      TagVlxml: 'vICMSUFDest',
      emitente: { CNPJ: cnpj, IE: null, razaoSocial: emit.NmEmpresa, endereco: emit.DsEnderecoEmitente, municipio: emit.CdMunicipioEmitente, uf: 'SP', cep: emit.NrCepEmitente, telefone: emit.NrFoneEmitente },
      destinatario: { documento: rj.NrDocumento, IE: null, razaoSocial: rj.NmCliente, municipio: rj.CdMunicipio },
    },
  ]);
  const [lote] = await tx.insert(gnreLotes).values({ company: main, IdUf: 'RJ', DsXml: xml, StLote: 402, NrRecibo: '2026000000001', DsSituacao: '402 - Lote processado com sucesso', NrEnvios: 1 }).returning();
  await tx.update(gnres).set({ IdLote: lote.IdLote }).where(eq(gnres.IdGnre, guide.IdGnre));

  const [otherLote] = await tx.insert(gnreLotes).values({ company: other, IdUf: 'MG', DsXml: '<TLote_GNRE xmlns="http://www.gnre.pe.gov.br" versao="2.00"><guias/></TLote_GNRE>' }).returning();
  await tx.insert(gnres).values({ company: other, IdReceita: rec.find((x) => x.company === other)!.IdReceita, IdXml: otherXml.IdXml, IdLote: otherLote.IdLote, IdUf: 'MG', CNPJEmitente: '11444777000161', TagVlxml: 'vICMSUFDest', CdTipoDocOrigem: '10', NrDocOrigem: '1', DtVencimento: due, VlGnre: '6.00' });
}

/** The password of the demo certificates (they sign homologation invoices only and are worth nothing). */
export const DEMO_CERT_PASSWORD = 'demonstracao';

/**
 * Each demo company gets a self-signed A1 certificate made now, clearly not ICP-Brasil, so that invoicing works
 * in homologation out of the box; a real company uploads its own.
 */
async function seedDemoCertificates(tx: Tx, companies: number[]): Promise<void> {
  for (const company of companies) {
    const [p] = await tx.select({ name: people.name, document: people.document }).from(people).where(eq(people.id, company));
    if (!p?.document) continue;
    const pfx = certificadoDemonstracao(p.document, p.name, DEMO_CERT_PASSWORD);
    await tx.insert(certificados).values({
      company,
      DsPfx: pfx.toString('base64'),
      DsSenha: cifraSenha(DEMO_CERT_PASSWORD),
      NrCnpj: p.document,
      DsTitular: `${CN_DEMONSTRACAO} (${p.document})`,
      DtValidade: new Date(Date.now() + 5 * 365 * 24 * 3600 * 1000).toISOString(),
      StDemonstracao: true,
    });
  }
}

/** The newest open order of each demo company whose items all have their taxes stored is invoiced (homologation). */
async function seedDemoInvoices(tx: Tx, companies: number[]): Promise<void> {
  for (const company of companies) {
    const [order] = await tx
      .select({ id: pedidoVenda.CodPedido })
      .from(pedidoVenda)
      .where(
        and(
          eq(pedidoVenda.CdEmpresa, company),
          eq(pedidoVenda.StatusPedido, 'A'),
          eq(pedidoVenda.TpPedidoDeVenda, 'P'),
          sql`exists (select 1 from pedido_venda_items_taxes x where x.cod_pedido = ${pedidoVenda.CodPedido})`,
          sql`not exists (select 1 from pedido_venda_items i where i.cod_pedido = ${pedidoVenda.CodPedido} and i.st_item = 'A'
            and not exists (select 1 from pedido_venda_items_taxes x where x.id_pedido_venda_item = i.id_pedido_venda_item))`,
        ),
      )
      .orderBy(desc(pedidoVenda.CodPedido))
      .limit(1);
    // Authorised as the demo's local SEFAZ would (the seed has no job queue): no invoice waits forever as 'assinada'.
    if (order) await autorizarDemonstracao(tx, await faturarPedido(tx, company, order.id, undefined, null, DEMO_NFE));
  }
}

/** The demo's invoices: homologation, series 1, the company's stored (demo) certificate. */
const DEMO_NFE: NfeOptions = { ambiente: '2', serie: 1, certDir: null };

/** How far picking went on a demo route in each status (open and cancelled routes have no lot). */
const PICKING_OF: Partial<Record<string, RoutePicking>> = { 'Em Separação': 'lot', Separado: 'lot', 'Em Conferência': 'half', 'Em Carregamento': 'all', 'Em Rota': 'all', Entregue: 'all' };

/**
 * The demo routes past picking get their lot and conference before their invoices (an order is Conferido only with
 * its lot and its scans). The lots follow the routes' statuses as picking does; the demo's statuses are put back.
 */
async function seedRoutePicking(tx: Tx, company: number): Promise<void> {
  const putBack = await keepDemoRouteStatuses(tx, company);
  const routes = await tx.select({ id: roteiros.IdRoteiro, name: roteiros.NmRoteiro, status: roteiros.StatusRoteiro }).from(roteiros).where(eq(roteiros.company, company)).orderBy(asc(roteiros.IdRoteiro));
  for (const r of routes) {
    const how = PICKING_OF[r.status];
    if (!how) continue;
    const stops = await tx
      .select({ order: roteiroPedidos.CodPedido })
      .from(roteiroPedidos)
      .where(and(eq(roteiroPedidos.IdRoteiro, r.id), ne(roteiroPedidos.StatusPedidoRoteiro, 'Cancelado')))
      .orderBy(asc(roteiroPedidos.NrOrdem));
    if (stops.length) await seedRouteLot(tx, company, r.name, stops.map((s) => s.order), how);
  }
  await putBack();
}

/** The route statuses that need their orders invoiced (a route leaves only with them). */
const ROTAS_FATURADAS = ['Em Rota', 'Entregue'];

/**
 * The orders on the demo routes already on the road or delivered are invoiced as a user would have done before the
 * route left: each invoice issued from its order and the demo simulator's authorisation recorded as the
 * transmission job records it (the order to T, its stock out, its installments as duplicatas, its workflow phase),
 * all in the seed's transaction. Nothing is sent anywhere: the demo never reaches a real SEFAZ.
 */
async function seedRouteInvoices(tx: Tx, company: number): Promise<void> {
  const orders = await tx
    .selectDistinct({ id: roteiroPedidos.CodPedido })
    .from(roteiroPedidos)
    .innerJoin(roteiros, eq(roteiros.IdRoteiro, roteiroPedidos.IdRoteiro))
    .innerJoin(pedidoVenda, eq(pedidoVenda.CodPedido, roteiroPedidos.CodPedido))
    .where(and(eq(roteiros.company, company), inArray(roteiros.StatusRoteiro, ROTAS_FATURADAS), ne(pedidoVenda.StatusPedido, 'C')))
    .orderBy(asc(roteiroPedidos.CodPedido));
  for (const order of orders) await autorizarDemonstracao(tx, await faturarPedido(tx, company, order.id, undefined, null, DEMO_NFE));
}
