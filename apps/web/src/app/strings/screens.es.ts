// Every other screen's strings in es, loaded with the first screen outside the shell (app/catalogue.ts).
import { adminEs } from '@/features/admin/admin.strings';
import { catalogoAcessoEs } from '@/features/admin/access/catalogo.strings';
import { catalogoEs } from '@/features/catalogo/catalogo.strings';
import { comissaoEs } from '@/features/comissao/comissao.strings';
import { comprasEs } from '@/features/compras/compras.strings';
import { financeiroCadastrosEs } from '@/features/financeiro/cadastros.strings';
import { financeiroEs } from '@/features/financeiro/financeiro.strings';
import { fiscalEs } from '@/features/fiscal/fiscal.strings';
import { nfeEmissaoEs } from '@/features/fiscal/nfe-emissao.strings';
import { recebimentoEs } from '@/features/fiscal/recebimento.strings';
import { impostosEs } from '@/features/impostos/impostos.strings';
import { lojaEs } from '@/features/loja/loja.strings';
import { pcpEs } from '@/features/pcp/pcp.strings';
import { pessoasCadastrosEs } from '@/features/pessoas/cadastros.strings';
import { clientsEs } from '@/features/pessoas/clients.strings';
import { roteiroCadastrosEs } from '@/features/roteiro/cadastros.strings';
import { mapaEs } from '@/features/roteiro/mapa.strings';
import { roteiroEs } from '@/features/roteiro/roteiro.strings';
import { separacaoEs } from '@/features/separacao/separacao.strings';
import { orcamentosEs } from '@/features/vendas/orcamentos.strings';
import { vendasEs } from '@/features/vendas/vendas.strings';

export const screensEs = {
  ...adminEs,
  ...catalogoAcessoEs,
  ...catalogoEs,
  ...comissaoEs,
  ...comprasEs,
  ...financeiroCadastrosEs,
  ...financeiroEs,
  ...fiscalEs,
  ...nfeEmissaoEs,
  ...recebimentoEs,
  ...impostosEs,
  ...lojaEs,
  ...pcpEs,
  ...pessoasCadastrosEs,
  ...clientsEs,
  ...roteiroCadastrosEs,
  ...mapaEs,
  ...roteiroEs,
  ...separacaoEs,
  ...orcamentosEs,
  ...vendasEs,
};
