import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@backoffice/domain';
import { chaveAcesso, meioPagamento, parte, texto } from './nfe-emissao.rules.ts';

const SAMPLES = resolve(import.meta.dirname, '../../../../../../shared/fiscal/samples');
const keys = readdirSync(SAMPLES)
  .filter((f) => f.endsWith('.xml'))
  .map((f) => ({ file: f, key: /<chNFe>(\d{44})</.exec(readFileSync(resolve(SAMPLES, f), 'utf8'))![1] }));

describe('access key (44 digits, check digit modulo 11)', () => {
  it('reads the real invoices', () => expect(keys.length).toBe(6));
  // Rebuilt from its parts, each real key (protNFe's chNFe) gets the check digit SEFAZ authorised it with (the
  // "badkey" sample carries a key whose digit is wrong on purpose: the rebuilt one differs from it in that digit only).
  for (const { file, key } of keys) {
    it(file, () => {
      const rebuilt = chaveAcesso({
        cUF: key.slice(0, 2),
        dhEmi: `20${key.slice(2, 4)}-${key.slice(4, 6)}-01T00:00:00-03:00`,
        CNPJ: key.slice(6, 20),
        serie: Number(key.slice(22, 25)),
        nNF: Number(key.slice(25, 34)),
        tpEmis: key.slice(34, 35),
        cNF: key.slice(35, 43),
      });
      expect(rebuilt.slice(0, 43)).toBe(key.slice(0, 43));
      if (file.startsWith('badkey')) expect(rebuilt).not.toBe(key);
      else expect(rebuilt).toBe(key);
    });
  }
  it('remainder 0 or 1 gives 0', () => {
    // 43 zeros: sum 0, remainder 0 → 0.
    expect(chaveAcesso({ cUF: '00', dhEmi: '2000-00', CNPJ: '0', serie: 0, nNF: 0, tpEmis: '0', cNF: '0' }).slice(0, 20)).toBe('00000000000000000000');
  });
});

describe('pieces', () => {
  it('partial invoices add up to the stored value: proportional, the last one takes the rest', () => {
    const first = parte('100.01', new Decimal(1), new Decimal(3), { qt: new Decimal(0), valor: new Decimal(0) });
    const second = parte('100.01', new Decimal(1), new Decimal(3), { qt: new Decimal(1), valor: new Decimal(first) });
    const last = parte('100.01', new Decimal(1), new Decimal(3), { qt: new Decimal(2), valor: new Decimal(first).plus(second) });
    expect([first, second, last]).toEqual(['33.34', '33.34', '33.33']);
  });
  it('free text fits TString: one line, trimmed, cut', () => {
    expect(texto('  Rua  das\nFlores  ', 60)).toBe('Rua das Flores');
    expect(texto('x'.repeat(70), 60)).toHaveLength(60);
  });
  it('payment means by the description', () => {
    expect(meioPagamento('Boleto bancário', true)).toEqual({ tPag: '15' });
    expect(meioPagamento('PIX', true)).toEqual({ tPag: '17' });
    expect(meioPagamento('Permuta', true)).toEqual({ tPag: '99', xPag: 'Permuta' });
    expect(meioPagamento('Boleto', false)).toEqual({ tPag: '90' });
  });
});
