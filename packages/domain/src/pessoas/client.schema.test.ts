import { describe, expect, it } from 'vitest';
import { MESSAGES, schemaViolations, translateMessage } from '../index.ts';
import { CLIENT_CASES, VALID_CLIENT_BODY } from '../testing.ts';
import { anonymousClientSchema, clientSchema, clientUpdateSchema, contributorOf, ieSchema } from './client.schema.ts';

/** Erros por caminho, como a API responde e o web mostra: { 'phones.1.phone': 'invalid_phone' }. */
function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } } }, input: unknown) {
  const result = schema.safeParse(input);
  return Object.fromEntries(result.error ? schemaViolations(result.error).map((v) => [v.propertyPath, v.message]) : []);
}

describe('clientSchema', () => {
  it('aceita o cliente válido e normaliza documento, IE, dinheiro, prazo, telefone e e-mail', () => {
    const client = clientSchema.parse(VALID_CLIENT_BODY);
    expect(client).toMatchObject({
      name: 'Mercado Contrato Ltda',
      document: '11222333000181',
      ie: '244123456119',
      contributorType: '1',
      billing: '1500.00',
      paymentTerm: 30,
      phones: [{ ddd: '19', phone: '991234567' }],
      emails: [{ email: 'compras@contrato.com.br' }],
      contacts: [{ name: 'Joana', email: 'joana@contrato.com.br', phone: '19991112222' }],
    });
    expect(client.addresses?.[0]).toMatchObject({ cep: '13010111', uf: 'SP', country: 'Brasil' });
  });

  it.each([
    ['CPF', '529.982.247-25', '52998224725'],
    ['CNPJ', '11.222.333/0001-81', '11222333000181'],
    ['CNPJ alfanumérico', '12.abc.345/01de-35', '12ABC34501DE35'],
  ])('aceita %s válido (%s)', (_kind, document, stored) => {
    expect(clientSchema.parse({ ...VALID_CLIENT_BODY, document }).document).toBe(stored);
  });

  it.each(CLIENT_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(errorsOf(clientSchema, c.body)).toEqual(c.errors);
  });

  it('toda mensagem é uma chave do catálogo, traduzida nos três idiomas', () => {
    for (const c of CLIENT_CASES) {
      for (const key of Object.values(c.errors)) {
        expect(Object.keys(MESSAGES)).toContain(key);
        expect(translateMessage(key, 'pt-BR')).not.toBe(translateMessage(key, 'en-US'));
      }
    }
    expect(translateMessage('ie_required', 'es')).toBe('Contribuyente del ICMS: ingrese la inscripción estatal (IE)');
  });

  it('corpo ausente, de outro tipo ou vazio', () => {
    expect(errorsOf(clientSchema, null)).toEqual({ '': 'invalid_value' });
    expect(errorsOf(clientSchema, {})).toEqual({ name: 'required', document: 'required' });
    expect(errorsOf(clientSchema, { ...VALID_CLIENT_BODY, contributorType: '5' })).toEqual({ contributorType: 'invalid_value' });
    expect(errorsOf(clientSchema, { ...VALID_CLIENT_BODY, phones: 'x' })).toEqual({ phones: 'invalid_value' });
  });
});

describe('IE e tipo de contribuinte', () => {
  it.each([
    ['1', '123456789', true],
    ['1', '', false],
    ['1', undefined, false],
    ['2', '', true],
    ['2', '123456789', true],
    ['9', '', true],
    [null, '', true],
    [1, '123.456.789', true],
  ] as const)('tipo %j com IE %j é válido: %s', (contributorType, ie, valid) => {
    const result = clientSchema.safeParse({ ...VALID_CLIENT_BODY, contributorType, ie });
    expect(result.success).toBe(valid);
    if (!valid) expect(errorsOf(clientSchema, { ...VALID_CLIENT_BODY, contributorType, ie })).toEqual({ ie: 'ie_required' });
  });

  it('IE: só dígitos (2 a 14), com pontuação; vazio e ISENTO são nenhuma', () => {
    expect(ieSchema.parse(' 244.123.456/119 ')).toBe('244123456119');
    expect(ieSchema.parse('isento')).toBeNull();
    expect(ieSchema.parse('')).toBeNull();
    expect(ieSchema.safeParse('1').success).toBe(false);
    expect(ieSchema.safeParse('123456789012345').success).toBe(false);
  });

  it('contributorOf: sem tipo, a IE decide', () => {
    expect(contributorOf({ ie: '123' })).toEqual({ ie: '123', contributorType: '1' });
    expect(contributorOf({ ie: null })).toEqual({ ie: null, contributorType: '9' });
    expect(contributorOf({ ie: null, contributorType: '1' })).toEqual({ error: 'ie_required' });
  });

  it('no PUT parcial, IE ausente é a gravada (a regra fica com o serviço); IE null com tipo 1 é erro', () => {
    expect(clientUpdateSchema.safeParse({ contributorType: '1' }).success).toBe(true);
    expect(errorsOf(clientUpdateSchema, { contributorType: '1', ie: null })).toEqual({ ie: 'ie_required' });
    expect(clientUpdateSchema.parse({ name: 'Só o nome' })).toEqual({ name: 'Só o nome' });
  });
});

describe('anonymousClientSchema', () => {
  const body = { name: 'Cliente Público', document: '529.982.247-25', email: 'a@b.com.br', phone: '(11) 91234-0000', address: VALID_CLIENT_BODY.addresses![0] };

  it('aceita o formulário público e normaliza telefone e e-mail', () => {
    expect(anonymousClientSchema.parse({ ...body, email: ' A@B.com.br ' })).toMatchObject({ document: '52998224725', email: 'a@b.com.br', phone: '11912340000' });
  });

  it('exige e-mail, telefone e endereço; a regra da IE também vale', () => {
    expect(errorsOf(anonymousClientSchema, { name: 'x', document: '529.982.247-25', email: '', phone: '' })).toEqual({
      email: 'required',
      phone: 'required',
      address: 'required',
    });
    expect(errorsOf(anonymousClientSchema, { ...body, contributorType: '1' })).toEqual({ ie: 'ie_required' });
  });

  it('não aceita nada comercial: os campos a mais são ignorados', () => {
    expect(anonymousClientSchema.parse({ ...body, billing: '999', salesRep: 3 })).not.toHaveProperty('billing');
  });
});
