import { describe, expect, it } from 'vitest';
import { buildListQuery } from '@/platform/list';
import { labelOf } from '@/platform/list/types';
import { produtosList } from './list/produtos.list';
import { toColunaPayload, validateColuna, emptyColuna } from './coluna-form';
import { withColunas } from './list/produtos-colunas.list';
import type { Coluna } from './colunas.api';

const coluna = (Id: number, NmColuna: string, TpColuna: Coluna['TpColuna']): Coluna => ({ Id, NmColuna, TpColuna, ValorDefault: null, ArquivoDiretorio: null, NmEntidadeOrigem: 'Produto' });

describe('colunas no web', () => {
  it("a coluna Number com padrão 'abc' mostra a mensagem em ValorDefault", () => {
    expect(validateColuna({ ...emptyColuna(), NmColuna: 'Largura', TpColuna: 'Number', ValorDefault: 'abc' })).toEqual({
      ValorDefault: 'O valor não condiz com o tipo selecionado',
    });
    expect(validateColuna({ ...emptyColuna(), NmColuna: 'Largura', TpColuna: 'Number', ValorDefault: '1.234,5' })).toEqual({});
    expect(validateColuna(emptyColuna())).toEqual({ NmColuna: 'Este campo é obrigatório' });
  });

  it('uma coluna de arquivo não envia padrão; uma de texto não envia pasta', () => {
    expect(toColunaPayload({ NmColuna: ' Foto ', TpColuna: 'Image', ValorDefault: 'x', ArquivoDiretorio: 'fotos', NmEntidadeOrigem: 'Produto' })).toEqual({
      NmColuna: 'Foto',
      TpColuna: 'Image',
      ValorDefault: null,
      ArquivoDiretorio: 'fotos',
      NmEntidadeOrigem: 'Produto',
    });
    expect(toColunaPayload({ NmColuna: 'Cor', TpColuna: 'Text', ValorDefault: '', ArquivoDiretorio: 'x', NmEntidadeOrigem: 'Produto' })).toMatchObject({ ValorDefault: null, ArquivoDiretorio: null });
  });

  it('a lista de produtos ganha as colunas de texto e número como colunas opcionais e filtros coluna[<id>]', () => {
    const definition = withColunas(produtosList, [coluna(7, 'Cor', 'Text'), coluna(8, 'Comprimento (mm)', 'Number'), coluna(9, 'Foto', 'Image')]);
    const extra = definition.columns.slice(produtosList.columns.length);
    expect(extra.map((c) => [c.field, c.hidden, labelOf(c, (k) => k)])).toEqual([
      ['colunas.7', true, 'Cor'],
      ['colunas.8', true, 'Comprimento (mm)'],
    ]);
    const query = buildListQuery(definition, { filters: { 'coluna.7': 'azul' }, sort: null, page: 1, pageSize: 20 });
    expect(query).toMatchObject({ 'coluna[7]': 'azul' });
    expect(withColunas(produtosList, [])).toBe(produtosList);
  });
});
