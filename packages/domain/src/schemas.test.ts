import { describe, it, expect } from 'vitest';
import type * as z from 'zod';
import {
  addressSchema,
  changePasswordSchema,
  columnSchema,
  companySchema,
  configValueSchema,
  documentSchema,
  emailSchema,
  fillCompanyOrigin,
  loginSchema,
  matchesColumnType,
  passwordSchema,
  passwordStrength,
  phoneSchema,
  resetPasswordSchema,
  signUpSchema,
  usernameSchema,
} from './index.ts';
import { MESSAGES, translateMessage } from './common/messages.ts';

/** Erros por caminho: { 'user.confirmPassword': ['password_mismatch'] }. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    (out[path] ??= []).push(issue.message);
  }
  return out;
}

const validAddress = {
  cep: '01310-100',
  streetType: 'Avenida',
  street: 'Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  cityIbge: '3550308',
  uf: 'SP',
};

const validCompany = {
  name: 'Empresa Exemplo Ltda',
  alias: 'Exemplo',
  document: '12.ABC.345/01DE-35',
  address: validAddress,
};

const validSignUp = {
  user: {
    username: 'maria01',
    password: 'segredo1!',
    confirmPassword: 'segredo1!',
    email: ' Maria@Exemplo.com.br ',
    realname: 'Maria Silva',
  },
  company: validCompany,
};

describe('usernameSchema', () => {
  it.each(['abc', 'Maria01', 'a'.repeat(50)])('aceita %j', (value) => {
    expect(usernameSchema.parse(value)).toBe(value);
  });

  it.each([
    [undefined, ['required']],
    ['', ['required']],
    ['ab', ['username_length']],
    ['a'.repeat(51), ['username_length']],
    ['maria silva', ['username_chars']],
    ['joão', ['username_chars']],
    ['a!', ['username_chars', 'username_length']],
    [123, ['invalid_value']],
  ])('%j dá %j', (value, keys) => {
    expect(errorsOf(usernameSchema, value)).toEqual({ '': keys });
  });
});

describe('passwordSchema', () => {
  it('aceita 6 caracteres ou mais, sem aparar espaços', () => {
    expect(passwordSchema.parse('123456')).toBe('123456');
    expect(passwordSchema.parse(' abc12 ')).toBe(' abc12 ');
  });

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['12345', 'password_min'],
    ['x'.repeat(201), 'too_long'],
  ])('%j dá %s', (value, key) => {
    expect(errorsOf(passwordSchema, value)).toEqual({ '': [key] });
  });
});

describe('emailSchema', () => {
  it('apara e põe em minúsculas', () => {
    expect(emailSchema.parse('  Maria@Exemplo.COM ')).toBe('maria@exemplo.com');
  });

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['   ', 'required'],
    ['maria', 'invalid_email'],
    ['maria@', 'invalid_email'],
    ['maria@exemplo', 'invalid_email'],
    [42, 'invalid_email'],
  ])('%j dá %s', (value, key) => {
    expect(errorsOf(emailSchema, value)).toEqual({ '': [key] });
  });
});

describe('loginSchema', () => {
  it('exige usuário e senha', () => {
    expect(errorsOf(loginSchema, {})).toEqual({ username: ['required'], password: ['required'] });
    expect(errorsOf(loginSchema, { username: '  ', password: '' })).toEqual({
      username: ['required'],
      password: ['required'],
    });
  });

  it('aceita qualquer senha não vazia (não aplica a regra de cadastro)', () => {
    expect(loginSchema.parse({ username: ' admin ', password: '1' })).toEqual({ username: 'admin', password: '1' });
  });
});

describe('addressSchema', () => {
  it('normaliza CEP, UF e preenche o país', () => {
    expect(addressSchema.parse({ ...validAddress, cep: '1310-100', uf: 'sp', cityIbge: '' })).toEqual({
      ...validAddress,
      cep: '01310100',
      cityIbge: undefined,
      country: 'Brasil',
    });
  });

  it.each([
    ['cep', '123', 'invalid_cep'],
    ['cep', '', 'required'],
    ['cep', undefined, 'required'],
    ['uf', 'XX', 'invalid_value'],
    ['uf', '', 'required'],
    ['uf', undefined, 'required'],
    ['cityIbge', '123', 'invalid_value'],
    ['street', '', 'required'],
    ['number', undefined, 'required'],
    ['district', '   ', 'required'],
    ['city', 'x'.repeat(256), 'too_long'],
  ])('%s = %j dá %s', (field, value, key) => {
    expect(errorsOf(addressSchema, { ...validAddress, [field]: value })).toEqual({ [field]: [key] });
  });

  it('campos opcionais podem faltar', () => {
    const { streetType: _s, cityIbge: _c, ...minimal } = validAddress;
    expect(addressSchema.safeParse(minimal).success).toBe(true);
  });
});

describe('documentSchema', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['11.222.333/0001-81', '11222333000181'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
  ])('aceita %j e normaliza para %j', (value, expected) => {
    expect(documentSchema.parse(value)).toBe(expected);
  });

  it.each([
    ['529.982.247-24', 'invalid_cpf'],
    ['11.222.333/0001-80', 'invalid_cnpj'],
    ['12.ABC.345/01DE-36', 'invalid_cnpj'],
    ['1234', 'invalid_document'],
    ['', 'required'],
    [undefined, 'required'],
  ])('%j dá %s', (value, key) => {
    expect(errorsOf(documentSchema, value)).toEqual({ '': [key] });
  });
});

describe('phoneSchema', () => {
  it('devolve só os dígitos com DDD', () => {
    expect(phoneSchema.parse('(11) 91234-5678')).toBe('11912345678');
    expect(phoneSchema.parse('+55 11 3123-4567')).toBe('1131234567');
  });

  it.each([
    ['123', 'invalid_phone'],
    ['', 'required'],
  ])('%j dá %s', (value, key) => {
    expect(errorsOf(phoneSchema, value)).toEqual({ '': [key] });
  });
});

describe('companySchema', () => {
  it('aceita a empresa com CNPJ alfanumérico', () => {
    const company = companySchema.parse(validCompany);
    expect(company.document).toBe('12ABC34501DE35');
    expect(company.address.cep).toBe('01310100');
  });

  it('põe os erros nos caminhos aninhados', () => {
    expect(
      errorsOf(companySchema, { ...validCompany, name: '', document: '111', address: { ...validAddress, cep: 'x' } }),
    ).toEqual({ name: ['required'], document: ['invalid_document'], 'address.cep': ['invalid_cep'] });
  });
});

describe('fillCompanyOrigin', () => {
  it('preenche a origem sem país com país, UF e cidade do endereço', () => {
    const company = companySchema.parse({ ...validCompany, origin: { city: 'Campinas' } });
    expect(fillCompanyOrigin(company).origin).toEqual({ country: 'Brasil', state: 'SP', city: 'São Paulo' });
    expect(fillCompanyOrigin(companySchema.parse(validCompany)).origin).toEqual({
      country: 'Brasil',
      state: 'SP',
      city: 'São Paulo',
    });
  });

  it('mantém a origem que já tem país', () => {
    const origin = { country: 'Argentina', state: 'BA', city: 'Buenos Aires' };
    expect(fillCompanyOrigin(companySchema.parse({ ...validCompany, origin })).origin).toEqual(origin);
  });
});

describe('signUpSchema', () => {
  it('aceita o cadastro válido e normaliza os campos', () => {
    const data = signUpSchema.parse(validSignUp);
    expect(data.user.email).toBe('maria@exemplo.com.br');
    expect(data.company.document).toBe('12ABC34501DE35');
    expect(data.company.address.country).toBe('Brasil');
  });

  it('senhas diferentes dão password_mismatch em user.confirmPassword', () => {
    const input = { ...validSignUp, user: { ...validSignUp.user, confirmPassword: 'outra123!' } };
    expect(errorsOf(signUpSchema, input)).toEqual({ 'user.confirmPassword': ['password_mismatch'] });
  });

  it('a confirmação do e-mail, quando vem, tem de ser o mesmo endereço (email_mismatch em user.confirmEmail)', () => {
    expect(signUpSchema.parse({ ...validSignUp, user: { ...validSignUp.user, confirmEmail: ' Maria@Exemplo.com.br ' } }).user.email).toBe('maria@exemplo.com.br');
    const other = { ...validSignUp, user: { ...validSignUp.user, confirmEmail: 'mara@exemplo.com.br' } };
    expect(errorsOf(signUpSchema, other)).toEqual({ 'user.confirmEmail': ['email_mismatch'] });
    expect(translateMessage('email_mismatch', 'pt-BR')).toBe('Os e-mails não conferem');
  });

  it('razão social e nome fantasia sem nenhuma letra dão name_invalid', () => {
    const input = { ...validSignUp, company: { ...validCompany, name: '123', alias: '---' } };
    expect(errorsOf(signUpSchema, input)).toEqual({ 'company.name': ['name_invalid'], 'company.alias': ['name_invalid'] });
    expect(companySchema.parse({ ...validCompany, name: 'Café 3 Irmãos Ltda', alias: 'Ç' }).name).toBe('Café 3 Irmãos Ltda');
    expect(translateMessage('name_invalid', 'es')).toBe('Nombre no válido: use al menos una letra');
  });

  it('acusa a divergência de senha junto com outros erros do usuário', () => {
    const input = { ...validSignUp, user: { ...validSignUp.user, email: 'x', confirmPassword: 'outra123!' } };
    expect(errorsOf(signUpSchema, input)).toEqual({
      'user.email': ['invalid_email'],
      'user.confirmPassword': ['password_mismatch'],
    });
  });

  it('põe cada erro no seu caminho', () => {
    expect(
      errorsOf(signUpSchema, {
        user: { username: 'a b', password: '123', confirmPassword: '123' },
        company: { ...validCompany, document: '529.982.247-24', address: { ...validAddress, uf: 'ZZ' } },
      }),
    ).toEqual({
      'user.username': ['username_chars'],
      'user.password': ['password_min'],
      'user.email': ['required'],
      'company.document': ['invalid_cpf'],
      'company.address.uf': ['invalid_value'],
    });
  });

  it('corpo vazio aponta os campos obrigatórios', () => {
    expect(errorsOf(signUpSchema, {})).toEqual({ user: ['required'], company: ['required'] });
  });
});

describe('changePasswordSchema e resetPasswordSchema', () => {
  it('exigem a confirmação igual à senha', () => {
    expect(
      errorsOf(changePasswordSchema, { currentPassword: 'velha', password: 'nova123', confirmPassword: 'nova124' }),
    ).toEqual({ confirmPassword: ['password_mismatch'] });
    expect(errorsOf(resetPasswordSchema, { password: 'nova123', confirmPassword: 'nova124' })).toEqual({
      confirmPassword: ['password_mismatch'],
    });
  });

  it('exigem a senha atual e a regra de tamanho', () => {
    expect(errorsOf(changePasswordSchema, { password: '123', confirmPassword: '123' })).toEqual({
      currentPassword: ['required'],
      password: ['password_min'],
    });
    expect(resetPasswordSchema.parse({ password: 'nova123', confirmPassword: 'nova123' })).toEqual({
      password: 'nova123',
      confirmPassword: 'nova123',
    });
  });
});

describe('configValueSchema', () => {
  it('visibility é false por padrão', () => {
    expect(configValueSchema.parse({ configKey: 'gtm', configValue: '["GTM-1"]' })).toEqual({
      configKey: 'gtm',
      configValue: '["GTM-1"]',
      visibility: false,
    });
  });

  it.each([
    [{ configValue: 'x' }, { configKey: ['required'] }],
    [{ configKey: 'k'.repeat(101), configValue: 'x' }, { configKey: ['too_long'] }],
    [{ configKey: 'k' }, { configValue: ['required'] }],
    [{ configKey: 'k', configValue: 'x', visibility: 'sim' }, { visibility: ['invalid_value'] }],
  ])('%j dá %j', (input, expected) => {
    expect(errorsOf(configValueSchema, input)).toEqual(expected);
  });
});

describe('columnSchema e matchesColumnType', () => {
  it.each([
    ['Number', '12,5', true],
    ['Number', '1234.5', true],
    ['Number', 'abc', false],
    ['Pdf', 'manual.PDF', true],
    ['Pdf', 'foto.png', false],
    ['Image', 'foto.jpeg', true],
    ['Image', 'manual.pdf', false],
    ['Text', 'qualquer coisa', true],
    ['Number', '', true],
  ] as const)('%s com %j condiz = %s', (type, value, expected) => {
    expect(matchesColumnType(value, type)).toBe(expected);
  });

  it('valor padrão que não condiz dá column_type_mismatch em ValorDefault', () => {
    expect(errorsOf(columnSchema, { NmColuna: 'Peso', TpColuna: 'Number', ValorDefault: 'pesado' })).toEqual({
      ValorDefault: ['column_type_mismatch'],
    });
    expect(errorsOf(columnSchema, { NmColuna: 'Peso', TpColuna: 'Texto' })).toEqual({ TpColuna: ['invalid_value'] });
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'weak'],
    ['a1!', 'weak'],
    ['abcdef', 'weak'],
    ['123456', 'weak'],
    ['abc123', 'medium'],
    ['abcde!', 'medium'],
    ['abc12!', 'strong'],
    ['Senha forte 1#', 'strong'],
  ] as const)('%j é %s', (pw, expected) => {
    expect(passwordStrength(pw)).toBe(expected);
  });
});

describe('mensagens dos schemas', () => {
  it('toda mensagem de erro dos schemas é uma chave do catálogo', () => {
    const inputs: [z.ZodType, unknown][] = [
      [signUpSchema, {}],
      [signUpSchema, { user: {}, company: { address: {} } }],
      [signUpSchema, { user: { username: 1, password: 1, confirmPassword: 1, email: 1, realname: 1 }, company: 1 }],
      [signUpSchema, { user: [], company: { name: 1, alias: 1, document: 1, address: { cep: 1, uf: 1, cityIbge: 1 }, origin: 1 } }],
      [configValueSchema, { configKey: 1, configValue: 1, visibility: 1 }],
      [changePasswordSchema, null],
      [loginSchema, 'x'],
    ];
    for (const [schema, input] of inputs) {
      for (const issue of schema.safeParse(input).error?.issues ?? []) {
        expect(Object.keys(MESSAGES), `${issue.path.join('.')}: ${issue.message}`).toContain(issue.message);
      }
    }
  });
});
