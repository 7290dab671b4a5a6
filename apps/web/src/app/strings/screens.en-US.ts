// Every other screen's strings in en-US, loaded with the first screen outside the shell (app/catalogue.ts).
import { adminEnUS } from '@/features/admin/admin.strings';
import { catalogoAcessoEnUS } from '@/features/admin/access/catalogo.strings';
import { catalogoEnUS } from '@/features/catalogo/catalogo.strings';
import { comissaoEnUS } from '@/features/comissao/comissao.strings';
import { comprasEnUS } from '@/features/compras/compras.strings';
import { financeiroCadastrosEnUS } from '@/features/financeiro/cadastros.strings';
import { financeiroEnUS } from '@/features/financeiro/financeiro.strings';
import { fiscalEnUS } from '@/features/fiscal/fiscal.strings';
import { nfeEmissaoEnUS } from '@/features/fiscal/nfe-emissao.strings';
import { recebimentoEnUS } from '@/features/fiscal/recebimento.strings';
import { impostosEnUS } from '@/features/impostos/impostos.strings';
import { lojaEnUS } from '@/features/loja/loja.strings';
import { pcpEnUS } from '@/features/pcp/pcp.strings';
import { pessoasCadastrosEnUS } from '@/features/pessoas/cadastros.strings';
import { clientsEnUS } from '@/features/pessoas/clients.strings';
import { roteiroCadastrosEnUS } from '@/features/roteiro/cadastros.strings';
import { mapaEnUS } from '@/features/roteiro/mapa.strings';
import { roteiroEnUS } from '@/features/roteiro/roteiro.strings';
import { separacaoEnUS } from '@/features/separacao/separacao.strings';
import { orcamentosEnUS } from '@/features/vendas/orcamentos.strings';
import { vendasEnUS } from '@/features/vendas/vendas.strings';

export const screensEnUS = {
  ...adminEnUS,
  ...catalogoAcessoEnUS,
  ...catalogoEnUS,
  ...comissaoEnUS,
  ...comprasEnUS,
  ...financeiroCadastrosEnUS,
  ...financeiroEnUS,
  ...fiscalEnUS,
  ...nfeEmissaoEnUS,
  ...recebimentoEnUS,
  ...impostosEnUS,
  ...lojaEnUS,
  ...pcpEnUS,
  ...pessoasCadastrosEnUS,
  ...clientsEnUS,
  ...roteiroCadastrosEnUS,
  ...mapaEnUS,
  ...roteiroEnUS,
  ...separacaoEnUS,
  ...orcamentosEnUS,
  ...vendasEnUS,
};
