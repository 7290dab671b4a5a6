import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { StatusPedido, TpPedidoDeVenda } from '@backoffice/domain';
import { hydra, renderAt, signIn, stubFetch } from '../../test/utils';
import { DataList } from './DataList';
import { defineList } from './types';

/** A list of orders whose status and type columns are enum badges, one row per status of interest. */
const definition = defineList({
  id: 'tones',
  resource: '/tones',
  columns: [
    { field: 'id', kind: 'code', label: 'company.fields.id' },
    { field: 'TpPedidoDeVenda', kind: 'enum', label: 'roteiro.fields.TpPedidoDeVenda', enum: TpPedidoDeVenda },
    { field: 'StatusPedido', kind: 'enum', label: 'roteiro.fields.StatusPedido', enum: StatusPedido },
  ],
  favorites: false,
});

afterEach(() => vi.restoreAllMocks());

describe('enum badges take their tone from the catalogue', () => {
  it('"Parcial" is a warning, "Faturado" a success, "Cancelado" a danger; the order type "P" reads "Pedido"', async () => {
    signIn();
    stubFetch((call) =>
      new URL(call.url, 'http://x').pathname === '/api/tones'
        ? { body: hydra(['X', 'T', 'C'].map((s, i) => ({ '@id': `/api/tones/${i + 1}`, id: i + 1, TpPedidoDeVenda: 'P', StatusPedido: s }))) }
        : undefined,
    );
    renderAt(<DataList definition={definition} />, '/test');
    const partial = await screen.findByText('Parcial');
    const badge = (el: HTMLElement) => el.closest('.mantine-Badge-root') as HTMLElement;
    expect(badge(partial).dataset.tone).toBe('warning');
    // Mantine writes the colour into the badge's variables: a partial order is never painted green.
    expect(badge(partial).getAttribute('style') ?? '').not.toMatch(/green|lime/);
    expect(badge(screen.getByText('Faturado')).dataset.tone).toBe('success');
    expect(badge(screen.getByText('Faturado')).getAttribute('style')).toMatch(/green/);
    expect(badge(screen.getByText('Cancelado')).dataset.tone).toBe('danger');
    expect(screen.getAllByText('Pedido')).toHaveLength(3);
    expect(screen.queryByText('P', { exact: true })).toBeNull();
  });
});
