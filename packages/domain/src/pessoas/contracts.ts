/** O contrato da lista das empresas do usuário (common/contract.ts): a linha, os filtros e a ordenação. */
import { defineContract } from '../common/contract.ts';

/** Uma linha de GET /people/my-companies: uma empresa em que o usuário pode atuar. */
export interface MyCompanyRow {
  id: number;
  name: string;
  alias: string | null;
  /** F: pessoa física, J: pessoa jurídica. */
  peopleType: string;
  /** O CPF ou CNPJ sem máscara. */
  document: string | null;
  ie: string | null;
  contributorType: string | null;
  enable: boolean;
  createdAt: string;
}

/** As empresas do usuário (/company e a troca de empresa), pelo id. */
export const MY_COMPANY_LIST = defineContract<MyCompanyRow>()({
  path: '/people/my-companies',
  defaultOrder: { id: 'asc' },
  fields: {
    id: { filter: 'exact', order: true },
    name: { filter: 'partial', order: true },
    alias: { filter: 'partial', order: true },
    document: { filter: 'digits', order: true },
  },
});
