// The interface's catalogue: the platform's own strings and each feature's, kept beside it (features/<area>/*.strings.ts),
// joined here, in the app shell, and handed to the platform's i18n (main.tsx). The platform never imports a feature.
import { adminEnUS, adminEs, adminPtBR } from '@/features/admin/admin.strings';
import { homeEnUS, homeEs, homePtBR } from '@/features/admin/home/home.strings';
import { catalogoAcessoEnUS, catalogoAcessoEs, catalogoAcessoPtBR } from '@/features/admin/access/catalogo.strings';
import { catalogoEnUS, catalogoEs, catalogoPtBR } from '@/features/catalogo/catalogo.strings';
import { comissaoEnUS, comissaoEs, comissaoPtBR } from '@/features/comissao/comissao.strings';
import { comprasEnUS, comprasEs, comprasPtBR } from '@/features/compras/compras.strings';
import { financeiroCadastrosEnUS, financeiroCadastrosEs, financeiroCadastrosPtBR } from '@/features/financeiro/cadastros.strings';
import { financeiroEnUS, financeiroEs, financeiroPtBR } from '@/features/financeiro/financeiro.strings';
import { fiscalEnUS, fiscalEs, fiscalPtBR } from '@/features/fiscal/fiscal.strings';
import { nfeEmissaoEnUS, nfeEmissaoEs, nfeEmissaoPtBR } from '@/features/fiscal/nfe-emissao.strings';
import { recebimentoEnUS, recebimentoEs, recebimentoPtBR } from '@/features/fiscal/recebimento.strings';
import { impostosEnUS, impostosEs, impostosPtBR } from '@/features/impostos/impostos.strings';
import { lojaEnUS, lojaEs, lojaPtBR } from '@/features/loja/loja.strings';
import { pcpEnUS, pcpEs, pcpPtBR } from '@/features/pcp/pcp.strings';
import { pessoasCadastrosEnUS, pessoasCadastrosEs, pessoasCadastrosPtBR } from '@/features/pessoas/cadastros.strings';
import { clientsEnUS, clientsEs, clientsPtBR } from '@/features/pessoas/clients.strings';
import { roteiroCadastrosEnUS, roteiroCadastrosEs, roteiroCadastrosPtBR } from '@/features/roteiro/cadastros.strings';
import { mapaEnUS, mapaEs, mapaPtBR } from '@/features/roteiro/mapa.strings';
import { roteiroEnUS, roteiroEs, roteiroPtBR } from '@/features/roteiro/roteiro.strings';
import { separacaoEnUS, separacaoEs, separacaoPtBR } from '@/features/separacao/separacao.strings';
import { orcamentosEnUS, orcamentosEs, orcamentosPtBR } from '@/features/vendas/orcamentos.strings';
import { vendasEnUS, vendasEs, vendasPtBR } from '@/features/vendas/vendas.strings';
import { platformEnUS, platformEs, platformPtBR } from '@/platform/i18n/strings';
import { ptBR } from './strings/pt-BR';
import { enUS } from './strings/en-US';
import { es } from './strings/es';

/**
 * Each part of the catalogue in the three languages. A part owns its top-level namespaces (`roteiro`, `pcp`...): two
 * parts never declare the same one, or one would silently replace the other (app/strings.test.ts checks it).
 */
export const catalogueParts = {
  platform: { 'pt-BR': platformPtBR, 'en-US': platformEnUS, es: platformEs },
  home: { 'pt-BR': homePtBR, 'en-US': homeEnUS, es: homeEs },
  admin: { 'pt-BR': adminPtBR, 'en-US': adminEnUS, es: adminEs },
  clients: { 'pt-BR': clientsPtBR, 'en-US': clientsEnUS, es: clientsEs },
  vendas: { 'pt-BR': vendasPtBR, 'en-US': vendasEnUS, es: vendasEs },
  orcamentos: { 'pt-BR': orcamentosPtBR, 'en-US': orcamentosEnUS, es: orcamentosEs },
  impostos: { 'pt-BR': impostosPtBR, 'en-US': impostosEnUS, es: impostosEs },
  comissao: { 'pt-BR': comissaoPtBR, 'en-US': comissaoEnUS, es: comissaoEs },
  catalogo: { 'pt-BR': catalogoPtBR, 'en-US': catalogoEnUS, es: catalogoEs },
  loja: { 'pt-BR': lojaPtBR, 'en-US': lojaEnUS, es: lojaEs },
  fiscal: { 'pt-BR': fiscalPtBR, 'en-US': fiscalEnUS, es: fiscalEs },
  nfeEmissao: { 'pt-BR': nfeEmissaoPtBR, 'en-US': nfeEmissaoEnUS, es: nfeEmissaoEs },
  recebimento: { 'pt-BR': recebimentoPtBR, 'en-US': recebimentoEnUS, es: recebimentoEs },
  financeiro: { 'pt-BR': financeiroPtBR, 'en-US': financeiroEnUS, es: financeiroEs },
  pcp: { 'pt-BR': pcpPtBR, 'en-US': pcpEnUS, es: pcpEs },
  compras: { 'pt-BR': comprasPtBR, 'en-US': comprasEnUS, es: comprasEs },
  separacao: { 'pt-BR': separacaoPtBR, 'en-US': separacaoEnUS, es: separacaoEs },
  roteiro: { 'pt-BR': roteiroPtBR, 'en-US': roteiroEnUS, es: roteiroEs },
  mapa: { 'pt-BR': mapaPtBR, 'en-US': mapaEnUS, es: mapaEs },
  roteiroCadastros: { 'pt-BR': roteiroCadastrosPtBR, 'en-US': roteiroCadastrosEnUS, es: roteiroCadastrosEs },
  catalogoAcesso: { 'pt-BR': catalogoAcessoPtBR, 'en-US': catalogoAcessoEnUS, es: catalogoAcessoEs },
  pessoasCadastros: { 'pt-BR': pessoasCadastrosPtBR, 'en-US': pessoasCadastrosEnUS, es: pessoasCadastrosEs },
  financeiroCadastros: { 'pt-BR': financeiroCadastrosPtBR, 'en-US': financeiroCadastrosEnUS, es: financeiroCadastrosEs },
} as const;

/** pt-BR: the source of the catalogue's type (en-US and es need the same keys, or `tsc` fails). */
export { ptBR } from './strings/pt-BR';
/** English (the fallback language). */
export { enUS } from './strings/en-US';
export { es } from './strings/es';

/** The three languages at once, as the tests install them (test/setup.ts); the app loads one language at a time (app/catalogue.ts). */
export const catalogue = { 'pt-BR': ptBR, 'en-US': enUS, es } as const;
