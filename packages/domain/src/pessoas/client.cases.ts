/**
 * Casos do contrato do cadastro de cliente: um corpo inválido e os erros que ele dá, campo por campo (chave do
 * catálogo). O teste do domínio confere o `clientSchema`, o da API o 422 de POST /people/clients e o do web os
 * erros do formulário: os três com os mesmos casos. Os corpos usam texto como o usuário digita (telefones e
 * e-mails como texto, que a API também aceita), para o web montar com eles os valores do formulário.
 * Exportado por `@backoffice/domain/testing`, fora do índice do pacote.
 */
import type { MessageKey } from '../common/messages.ts';

export interface ClientCaseBody {
  name: string;
  alias?: string;
  document: string;
  ie?: string;
  contributorType?: '1' | '2' | '9' | null;
  billing?: string;
  paymentTerm?: string;
  addresses?: Array<{ cep: string; street: string; number: string; district: string; city: string; uf: string }>;
  phones?: string[];
  emails?: string[];
  contacts?: Array<{ name: string; email: string; phone: string; role?: string }>;
}

export interface ClientCase {
  name: string;
  body: ClientCaseBody;
  /** Caminho -> chave do catálogo. */
  errors: Record<string, MessageKey>;
}

const address = { cep: '13010-111', street: 'Barão de Jaguara', number: '1000', district: 'Centro', city: 'Campinas', uf: 'SP' };

/** Um cliente válido (CNPJ válido, contribuinte com IE). */
export const VALID_CLIENT_BODY: ClientCaseBody = {
  name: 'Mercado Contrato Ltda',
  alias: 'Mercado Contrato',
  document: '11.222.333/0001-81',
  ie: '244.123.456.119',
  contributorType: '1',
  billing: '1.500,00',
  paymentTerm: '30',
  addresses: [address],
  phones: ['(19) 99123-4567'],
  emails: ['compras@contrato.com.br'],
  contacts: [{ name: 'Joana', email: 'joana@contrato.com.br', phone: '(19) 99111-2222', role: 'Compras' }],
};

export const CLIENT_CASES: ClientCase[] = [
  {
    name: 'campos obrigatórios vazios',
    body: { ...VALID_CLIENT_BODY, name: '  ', document: '' },
    errors: { name: 'required', document: 'required' },
  },
  {
    name: 'CPF com dígito errado',
    body: { ...VALID_CLIENT_BODY, document: '529.982.247-24' },
    errors: { document: 'invalid_cpf' },
  },
  {
    name: 'CNPJ com dígito errado',
    body: { ...VALID_CLIENT_BODY, document: '11.222.333/0001-80' },
    errors: { document: 'invalid_cnpj' },
  },
  {
    name: 'contribuinte 1 sem IE, junto com outro erro',
    body: { ...VALID_CLIENT_BODY, name: '', ie: '', contributorType: '1' },
    errors: { name: 'required', ie: 'ie_required' },
  },
  {
    name: 'contribuinte 1 com IE ISENTO',
    body: { ...VALID_CLIENT_BODY, ie: 'ISENTO', contributorType: '1' },
    errors: { ie: 'ie_required' },
  },
  {
    name: 'IE que não é número',
    body: { ...VALID_CLIENT_BODY, ie: 'abc', contributorType: '1' },
    errors: { ie: 'invalid_ie' },
  },
  {
    name: 'valores comerciais inválidos',
    body: { ...VALID_CLIENT_BODY, billing: '-5', paymentTerm: '5000' },
    errors: { billing: 'number_negative', paymentTerm: 'invalid_number' },
  },
  {
    name: 'listas: endereço, telefone, e-mail e contato, cada erro na sua linha',
    body: {
      ...VALID_CLIENT_BODY,
      addresses: [address, { ...address, cep: '123', street: '', uf: 'XX' }],
      phones: ['(19) 99123-4567', '123'],
      emails: ['compras@'],
      contacts: [{ name: '', email: 'joana@', phone: '12' }],
    },
    errors: {
      'addresses.1.cep': 'invalid_cep',
      'addresses.1.street': 'required',
      'addresses.1.uf': 'invalid_value',
      'phones.1.phone': 'invalid_phone',
      'emails.0.email': 'invalid_email',
      'contacts.0.name': 'required',
      'contacts.0.email': 'invalid_email',
      'contacts.0.phone': 'invalid_phone',
    },
  },
];
