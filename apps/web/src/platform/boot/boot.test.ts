import { describe, expect, it } from 'vitest';
import { applyDocumentBranding, buildTheme, firstGtmId } from './boot';
import { buildPalette } from './palette';

describe('start-up', () => {
  it('gtmId é uma lista JSON (ou texto com uma) e vale a primeira entrada', () => {
    expect(firstGtmId({ gtmId: ['GTM-ABC123', 'GTM-X'] })).toBe('GTM-ABC123');
    expect(firstGtmId({ gtmId: '["GTM-QWE"]' })).toBe('GTM-QWE');
    expect(firstGtmId({ gtmId: [] })).toBeNull();
    expect(firstGtmId({ gtmId: '[]' })).toBeNull();
    expect(firstGtmId({})).toBeNull();
  });

  it('monta 10 tons a partir da cor primária, com a própria cor no tom 6', () => {
    const palette = buildPalette('#0b7285');
    expect(palette).toHaveLength(10);
    expect(palette?.[6]).toBe('#0b7285');
    expect(buildPalette('azul')).toBeNull();
    const theme = buildTheme({ id: 1, name: 'X', tema: { cores: { primary: '#0b7285', text: '#212529' } } });
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[6]).toBe('#0b7285');
    expect(theme.black).toBe('#212529');
  });

  it('título = apelido da empresa, descrição CRM e favicon do tema', () => {
    applyDocumentBranding({ id: 1, name: 'Distribuidora Exemplo Ltda', alias: 'Distribuidora Exemplo', tema: { favicon: '/api/files/fav' } });
    expect(document.title).toBe('Distribuidora Exemplo');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('CRM');
    expect(document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/api/files/fav');
  });
});
