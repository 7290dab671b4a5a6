// Every other screen's strings in pt-BR, loaded with the first screen outside the shell (app/catalogue.ts).
import { adminPtBR } from '@/features/admin/admin.strings';
import { catalogoAcessoPtBR } from '@/features/admin/access/catalogo.strings';
import { catalogoPtBR } from '@/features/catalogo/catalogo.strings';
import { comissaoPtBR } from '@/features/comissao/comissao.strings';
import { comprasPtBR } from '@/features/compras/compras.strings';
import { financeiroCadastrosPtBR } from '@/features/financeiro/cadastros.strings';
import { financeiroPtBR } from '@/features/financeiro/financeiro.strings';
import { fiscalPtBR } from '@/features/fiscal/fiscal.strings';
import { nfeEmissaoPtBR } from '@/features/fiscal/nfe-emissao.strings';
import { recebimentoPtBR } from '@/features/fiscal/recebimento.strings';
import { impostosPtBR } from '@/features/impostos/impostos.strings';
import { lojaPtBR } from '@/features/loja/loja.strings';
import { pcpPtBR } from '@/features/pcp/pcp.strings';
import { pessoasCadastrosPtBR } from '@/features/pessoas/cadastros.strings';
import { clientsPtBR } from '@/features/pessoas/clients.strings';
import { roteiroCadastrosPtBR } from '@/features/roteiro/cadastros.strings';
import { mapaPtBR } from '@/features/roteiro/mapa.strings';
import { roteiroPtBR } from '@/features/roteiro/roteiro.strings';
import { separacaoPtBR } from '@/features/separacao/separacao.strings';
import { orcamentosPtBR } from '@/features/vendas/orcamentos.strings';
import { vendasPtBR } from '@/features/vendas/vendas.strings';

export const screensPtBR = {
  ...adminPtBR,
  ...catalogoAcessoPtBR,
  ...catalogoPtBR,
  ...comissaoPtBR,
  ...comprasPtBR,
  ...financeiroCadastrosPtBR,
  ...financeiroPtBR,
  ...fiscalPtBR,
  ...nfeEmissaoPtBR,
  ...recebimentoPtBR,
  ...impostosPtBR,
  ...lojaPtBR,
  ...pcpPtBR,
  ...pessoasCadastrosPtBR,
  ...clientsPtBR,
  ...roteiroCadastrosPtBR,
  ...mapaPtBR,
  ...roteiroPtBR,
  ...separacaoPtBR,
  ...orcamentosPtBR,
  ...vendasPtBR,
};
