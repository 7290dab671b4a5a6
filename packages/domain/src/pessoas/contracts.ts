/** O contrato da lista das empresas do usuário (common/contract.ts): a linha, os filtros e a ordenação. */
import { defineContract } from '../common/contract.ts';
import type { ClientRead } from './client.ts';

/** Uma linha de GET /people/my-companies: uma empresa em que o usuário pode atuar (a pessoa, sem as listas). */
export type MyCompanyRow = Pick<ClientRead, 'id' | 'name' | 'alias' | 'peopleType' | 'document' | 'ie' | 'contributorType' | 'enable' | 'createdAt'>;

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
