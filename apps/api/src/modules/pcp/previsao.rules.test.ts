import { describe, expect, it } from 'vitest';
import { forecastKey, forecastLinesAlreadyThere } from './previsao.rules.ts';

describe('forecastLinesAlreadyThere', () => {
  const lines = [
    { line: 2, produto: 1, date: '2026-03-01' },
    { line: 3, produto: 2, date: '2026-03-01' },
    { line: 4, produto: 1, date: '2026-03-01' },
    { line: 5, produto: 1, date: '2026-03-02' },
  ];

  it('aceita linhas de uma planilha que somam o mesmo produto e dia, numa previsão sem eles', () => {
    expect(forecastLinesAlreadyThere(lines, new Set([forecastKey(3, '2026-03-01')]))).toEqual(new Map());
  });

  it('recusa cada linha de um produto e dia que a previsão já tem', () => {
    expect([...forecastLinesAlreadyThere(lines, new Set([forecastKey(1, '2026-03-01')])).values()]).toEqual([
      { propertyPath: 'linhas.2.produto', message: 'forecast_item_exists', params: { line: 2 } },
      { propertyPath: 'linhas.4.produto', message: 'forecast_item_exists', params: { line: 4 } },
    ]);
  });
});
