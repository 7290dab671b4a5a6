/**
 * O catálogo dos enums: cada lista de status e tipos por nome, a mesma que as telas (badges, filtros), as
 * mensagens (`{from:StatusPedido}` mostra o nome do status, nunca a letra), o CSV e o PDF leem. Cada enum mora
 * na sua área; aqui só se juntam, para que uma mensagem ache o seu pelo nome e o teste do catálogo ande por todos.
 */
import { YesNo, type DefinedEnum } from './common/enum.ts';
import { ConfigKey } from './admin/settings.ts';
import { TpColuna } from './admin/admin.enums.ts';
import { AcaoAcesso } from './admin/access.contracts.ts';
import { MarcoFase, StatusPedido, StOrcamento, TpFrete, TpOperacao, TpOrigemImpostos, TpPedidoDeVenda } from './vendas/vendas.enums.ts';
import { TpDifal, TpReducaoBase } from './vendas/impostos.enums.ts';
import { PeopleType, TipoContribuinte } from './pessoas/pessoas.enums.ts';
import { StatusLote, StatusPedidoRoteiro, StatusRoteiro, StFilaCotacao } from './roteiro/roteiro.enums.ts';
import { DestinoCancelamento, ResultadoImportacao, StEventoNfe, StGnre, StNfe, TagVlxml, TipoConfig, TipoGnre, XmlDocTag } from './fiscal/fiscal.enums.ts';
import { StCotacaoCompra, StPedidoCompra } from './compras/compras.enums.ts';
import { StatusSeparacaoPedido, TpAgrupamento } from './separacao/separacao.enums.ts';
import { TpUnidade } from './catalogo/units.ts';
import { NmEntidadeOrigem } from './catalogo/colunas.enums.ts';
import { TpEntidadeTag, TpResultadoFormula } from './catalogo/tags-formulas.enums.ts';
import { OrigemMercadoria, TpMovimentoEstoque } from './catalogo/stock.ts';
import { TpProduto } from './catalogo/catalogo.enums.ts';
import { StCompra, StOrdemProducao, StStatusAnalise, TpAnaliseDado, TpLote, TpOrigemOrdem, TpPeriodo, TpProdutoPcp } from './pcp/pcp.enums.ts';
import { StIntegracao, TpAtivo, TpItemIntegrado } from './financeiro/financeiro.enums.ts';

export const ENUM_CATALOGUE = {
  YesNo,
  ConfigKey,
  TpColuna,
  AcaoAcesso,
  StatusPedido,
  TpPedidoDeVenda,
  StOrcamento,
  TpOperacao,
  TpFrete,
  TpOrigemImpostos,
  MarcoFase,
  TpDifal,
  TpReducaoBase,
  TipoContribuinte,
  PeopleType,
  StatusRoteiro,
  StatusPedidoRoteiro,
  StatusLote,
  StFilaCotacao,
  StGnre,
  TagVlxml,
  XmlDocTag,
  TipoConfig,
  TipoGnre,
  ResultadoImportacao,
  StNfe,
  StEventoNfe,
  DestinoCancelamento,
  StPedidoCompra,
  StCotacaoCompra,
  StatusSeparacaoPedido,
  TpAgrupamento,
  TpUnidade,
  NmEntidadeOrigem,
  TpEntidadeTag,
  TpResultadoFormula,
  TpMovimentoEstoque,
  OrigemMercadoria,
  TpProduto,
  StStatusAnalise,
  TpProdutoPcp,
  StOrdemProducao,
  StCompra,
  TpPeriodo,
  TpAnaliseDado,
  TpOrigemOrdem,
  TpLote,
  StIntegracao,
  TpAtivo,
  TpItemIntegrado,
} as const satisfies Record<string, DefinedEnum<string>>;

export type EnumName = keyof typeof ENUM_CATALOGUE;

export function isEnumName(name: string): name is EnumName {
  return Object.hasOwn(ENUM_CATALOGUE, name);
}
