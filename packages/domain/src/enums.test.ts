import { describe, it, expect } from 'vitest';
import {
  ENUM_COLORS,
  PeopleType,
  StFilaCotacao,
  StGnre,
  StStatusAnalise,
  StatusLote,
  StatusPedido,
  StatusPedidoRoteiro,
  StatusRoteiro,
  TipoContribuinte,
  TpColuna,
  TpPedidoDeVenda,
  TpProduto,
  TpProdutoPcp,
  YesNo,
  defineEnum,
  type DefinedEnum,
  UFS,
  UF_SIGLAS,
  findUf,
  LOCALES,
} from './index.ts';
import { enumSchema } from './common/schema.ts';

const ALL: Record<string, DefinedEnum<string>> = {
  StatusPedido,
  TpPedidoDeVenda,
  StatusRoteiro,
  StatusPedidoRoteiro,
  StatusLote,
  StFilaCotacao,
  StStatusAnalise,
  StGnre,
  TpProduto,
  TpProdutoPcp,
  TipoContribuinte,
  TpColuna,
  PeopleType,
  YesNo,
};

describe('defineEnum', () => {
  const Cor = defineEnum({
    A: { 'pt-BR': 'Aberto', 'en-US': 'Open', es: 'Abierto', color: 'blue' },
    F: { 'pt-BR': 'Fechado', 'en-US': 'Closed', es: 'Cerrado', color: 'gray' },
  });

  it('expõe os valores na ordem da definição', () => {
    expect(Cor.values).toEqual(['A', 'F']);
  });

  it('dá o rótulo no idioma pedido, pt-BR por padrão', () => {
    expect(Cor.label('A')).toBe('Aberto');
    expect(Cor.label('A', 'en-US')).toBe('Open');
    expect(Cor.label('F', 'es')).toBe('Cerrado');
  });

  it('valor desconhecido: rótulo é o próprio valor e a cor é gray', () => {
    expect(Cor.label('Z')).toBe('Z');
    expect(Cor.label(null)).toBe('');
    expect(Cor.color('Z')).toBe('gray');
    expect(Cor.label('toString')).toBe('toString');
  });

  it('monta opções para Select', () => {
    expect(Cor.options('en-US')).toEqual([
      { value: 'A', label: 'Open' },
      { value: 'F', label: 'Closed' },
    ]);
  });

  it('valida com is() e com o schema zod', () => {
    expect(Cor.is('A')).toBe(true);
    expect(Cor.is('Z')).toBe(false);
    expect(enumSchema(Cor).parse('F')).toBe('F');
    expect(enumSchema(Cor).safeParse('Z').error?.issues[0].message).toBe('invalid_value');
  });
});

describe('enums declarados', () => {
  it.each(Object.entries(ALL))('%s tem rótulo nos três idiomas e cor do Mantine', (_name, e) => {
    expect(e.values.length).toBeGreaterThan(0);
    for (const value of e.values) {
      for (const locale of LOCALES) expect(e.label(value, locale)).not.toBe('');
      expect(ENUM_COLORS).toContain(e.color(value));
    }
  });

  it.each([
    [StatusPedido, ['A', 'R', 'L', 'C', 'T', 'P', 'D', 'X']],
    [TpPedidoDeVenda, ['D', 'O', 'P', 'T']],
    [StatusRoteiro, ['Aberto', 'Separado', 'Em Separação', 'Em Conferência', 'Em Carregamento', 'Em Rota', 'Entregue', 'Cancelado']],
    [StatusPedidoRoteiro, ['Aberto', 'Em Separação', 'Em Faturamento', 'Em Rota', 'Recusado', 'Entregue', 'Cancelado']],
    [StatusLote, ['Aberto', 'Em Separação', 'Liberado']],
    [StFilaCotacao, ['F', 'E', 'A']],
    [StStatusAnalise, ['A', 'T', 'I', 'C']],
    [StGnre, ['100', '400', '401', '402', '403', '404', '901', '902', '999']],
    [TpProduto, ['M', 'I', 'C', 'N', 'E', 'S', 'O', 'R', 'B', 'P', 'A', 'U', 'T', 'Z', 'D', 'F']],
    [TpProdutoPcp, ['V', 'F', 'C', 'P']],
    [TipoContribuinte, ['1', '2', '9']],
    [TpColuna, ['Text', 'Number', 'Pdf', 'Image']],
    [PeopleType, ['F', 'J']],
    [YesNo, ['true', 'false']],
  ] as const)('tem os valores da especificação: %#', (e, values) => {
    expect([...e.values]).toEqual(values);
  });

  it.each([
    [StatusPedido, 'R', 'pt-BR', 'Em conferência'],
    [StatusPedido, 'P', 'pt-BR', 'Parcialmente atendido'],
    [TpPedidoDeVenda, 'O', 'pt-BR', 'Pré-pedido'],
    [StFilaCotacao, 'A', 'pt-BR', 'Aguardando cotação'],
    [StGnre, 100, 'pt-BR', 'Lote recebido e processado com sucesso'],
    [StGnre, '999', 'pt-BR', 'Erro no envio da guia'],
    [StGnre, 901, 'es', 'NF-e cancelada: la guía no se pagará'],
    [TpProduto, 'M', 'pt-BR', 'Matéria-prima'],
    [TpProduto, 'Z', 'en-US', 'Fixed asset'],
    [TipoContribuinte, 9, 'pt-BR', 'Não contribuinte'],
    [PeopleType, 'J', 'pt-BR', 'Pessoa jurídica'],
    [YesNo, true, 'pt-BR', 'Sim'],
    [YesNo, false, 'en-US', 'No'],
    [YesNo, true, 'es', 'Sí'],
    [StatusRoteiro, 'Em Rota', 'en-US', 'On route'],
  ] as const)('rótulo: %#', (e, value, locale, expected) => {
    expect((e as DefinedEnum<string>).label(value, locale)).toBe(expected);
  });

  it('cores combinam com o significado', () => {
    expect(StatusPedido.color('C')).toBe('red');
    expect(StatusPedido.color('T')).toBe('green');
    expect(StGnre.color(404)).toBe('red');
    expect(YesNo.color(true)).toBe('green');
  });
});

describe('UFS', () => {
  it('tem as 27 UFs sem repetição', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UF_SIGLAS).size).toBe(27);
    expect(new Set(UFS.map((u) => u.code)).size).toBe(27);
  });

  it.each([
    ['SP', 35, 'São Paulo'],
    ['RJ', 33, 'Rio de Janeiro'],
    ['DF', 53, 'Distrito Federal'],
    ['RO', 11, 'Rondônia'],
    ['TO', 17, 'Tocantins'],
  ])('%s tem código IBGE %i (%s)', (uf, code, name) => {
    expect(findUf(uf)).toEqual({ uf, code, name });
    expect(findUf(code)?.uf).toBe(uf);
  });

  it('findUf aceita minúsculas e devolve undefined para o desconhecido', () => {
    expect(findUf('mg')?.name).toBe('Minas Gerais');
    expect(findUf('XX')).toBeUndefined();
    expect(findUf(null)).toBeUndefined();
  });
});
