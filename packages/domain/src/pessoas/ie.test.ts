import { describe, expect, it } from 'vitest';
import { generateIe, ieValida } from './ie.ts';

/** Sintegra's examples of each UF's rule. */
const EXAMPLES: Record<string, string> = {
  AC: '0100482300112', AL: '240000048', AP: '030123459', AM: '999999990', BA: '12345663', CE: '060000015', DF: '0730000100109',
  ES: '999999990', GO: '109876547', MA: '120000385', MT: '00130000019', MS: '280000006', MG: '0623079040081', PA: '159999995',
  PB: '060000015', PR: '1234567850', PE: '032141840', PI: '012345679', RJ: '99999993', RN: '200400401', RS: '2243658792',
  RO: '00000000625213', RR: '240066281', SC: '251040852', SP: '110.042.490.114', SE: '271234563', TO: '29010227836',
};

describe('inscrição estadual', () => {
  it.each(Object.entries(EXAMPLES))('%s accepts its example and refuses it with a check digit changed', (uf, ie) => {
    expect(ieValida(ie, uf)).toBe(true);
    const digits = ie.replace(/\D/g, '');
    expect(ieValida(digits.slice(0, -1) + String((Number(digits.at(-1)) + 1) % 10), uf)).toBe(false);
  });

  it('generates valid IEs of every UF, the same ones from the same sequence', () => {
    for (const uf of Object.keys(EXAMPLES)) {
      let a = 0.123;
      const seq = () => (a = (a * 9301 + 0.49297) % 1);
      const ie = generateIe(uf, seq);
      expect(ieValida(ie, uf), `${uf} ${ie}`).toBe(true);
      a = 0.123;
      expect(generateIe(uf, seq)).toBe(ie);
    }
  });

  it('refuses an IE of another UF, empty ones and unknown UFs', () => {
    expect(ieValida('110042490114', 'RJ')).toBe(false);
    expect(ieValida('', 'SP')).toBe(false);
    expect(ieValida('110042490114', 'XX')).toBe(false);
  });
});
