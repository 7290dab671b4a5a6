/**
 * O cliente como a API o responde e a lista de clientes: tipos de leitura e a lista de filtros e
 * ordenações aceitos, para a API declarar o recurso e o web montar a tela com os mesmos nomes.
 */
import { defineContract, type ContractFilter, type ContractSort } from '../common/contract.ts';

/** Um endereço do cliente, como GET /people/clients/{id} o responde. */
export interface ClientAddressRead {
  id: number;
  nickname: string | null;
  cep: string | null;
  streetType: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  district: string | null;
  city: string | null;
  cityIbge: string | null;
  uf: string | null;
  country: string;
}

/** O cliente inteiro, como GET/POST/PUT /people/clients respondem (o mesmo formato volta no PUT). */
export interface ClientRead {
  id: number;
  company: number | null;
  name: string;
  alias: string | null;
  /** 'F' (CPF) ou 'J' (CNPJ): PeopleType. */
  peopleType: string;
  document: string | null;
  ie: string | null;
  /** '1', '2' ou '9': TipoContribuinte. */
  contributorType: string | null;
  /** Decimal exato em texto ('15000.50'). */
  billing: string | null;
  billingDays: string | null;
  paymentTerm: number | null;
  salesRep: number | null;
  salesRepName: string | null;
  note: string | null;
  foundationDate: string | null;
  enable: boolean;
  createdAt: string;
  addresses: ClientAddressRead[];
  phones: Array<{ id: number; ddd: string | null; phone: string }>;
  emails: Array<{ id: number; email: string }>;
  /** `id` é a pessoa do contato; `relation`, a ligação dela com o cliente. */
  contacts: Array<{ id: number; relation: number; name: string; email: string | null; phone: string | null; role: string | null }>;
}

/** Uma linha de GET /vw_clientes: o cliente (sem as listas) com o endereço, o e-mail e o telefone principais. */
export interface ClientListRow
  extends Pick<
      ClientRead,
      'id' | 'company' | 'name' | 'alias' | 'document' | 'ie' | 'contributorType' | 'billing' | 'billingDays' | 'paymentTerm' | 'salesRep' | 'salesRepName' | 'enable' | 'createdAt'
    >,
    Pick<ClientAddressRead, 'cep' | 'streetType' | 'street' | 'number' | 'district' | 'city' | 'cityIbge' | 'uf'> {
  peopleType: string | null;
  email: string | null;
  phone: string | null;
}

/** A lista de clientes: caminho, CSV, ordem padrão e o que cada campo aceita (filtro, `order[campo]`). */
export const CLIENT_LIST = defineContract<ClientListRow>()({
  path: '/vw_clientes',
  csv: '/vw_clientes.csv',
  defaultOrder: { name: 'asc' },
  fields: {
    id: { filter: 'exact', order: true },
    company: { filter: 'exact' },
    name: { filter: 'partial', order: true },
    alias: { filter: 'partial', order: true },
    peopleType: { filter: 'exact' },
    document: { filter: 'digits', order: true },
    ie: { filter: 'digits' },
    contributorType: { filter: 'exact' },
    salesRep: { filter: 'exact' },
    salesRepName: { filter: 'partial', order: true },
    paymentTerm: { filter: 'range', order: true },
    billing: { filter: 'range', order: true },
    enable: { filter: 'boolean' },
    createdAt: { filter: 'date', order: true },
    cep: { filter: 'digits' },
    district: { filter: 'partial' },
    city: { filter: 'partial', order: true },
    cityIbge: { filter: 'exact' },
    uf: { filter: 'exact', order: true },
    email: { filter: 'partial' },
  },
  /** Os nomes da spec para os filtros de nome e documento, a busca do seletor (`input`) e as etiquetas (`tags[]=`). */
  customFilters: ['NmPessoa', 'NrDocumento', 'input', 'tags'],
});

export type ClientListFilter = ContractFilter<typeof CLIENT_LIST>;
export type ClientListSort = ContractSort<typeof CLIENT_LIST>;
