import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DonutChart, lineRuns, niceTicks, themeColor } from './charts';

describe('niceTicks: the axis from zero in round steps', () => {
  it.each([
    [0, false, [0, 1]],
    [7, true, [0, 2, 4, 6, 8]],
    [3, true, [0, 1, 2, 3]],
    [118_400, false, [0, 50_000, 100_000, 150_000]],
    [1, false, [0, 0.25, 0.5, 0.75, 1]],
  ] as const)('%s (integers: %s) → %j', (max, integers, ticks) => {
    expect(niceTicks(max, 4, integers)).toEqual(ticks);
  });
});

describe('lineRuns: a line with gaps where a category has no value', () => {
  const x = (i: number) => i * 10;
  const y = (v: number) => 100 - v;
  it('months before the data begin are left out, not drawn at zero; a gap inside splits the line', () => {
    expect(lineRuns([undefined, undefined, 5, 0, 7], x, y)).toEqual(['20,95 30,100 40,93']);
    expect(lineRuns([1, undefined, 2, 3], x, y)).toEqual(['0,99', '20,98 30,97']);
    expect(lineRuns([undefined, undefined], x, y)).toEqual([]);
  });
});

describe('DonutChart', () => {
  it('is an image with its name; each slice says its name and value (pt-BR numbers), an empty value draws no slice', () => {
    const format = (v: number) => new Intl.NumberFormat('pt-BR').format(v);
    render(
      <MantineProvider>
        <DonutChart
          size={170}
          thickness={26}
          withLabels
          chartLabel="62%"
          format={format}
          label="Pedidos por status"
          data={[
            { name: 'Aberto', value: 1234, color: 'blue.6' },
            { name: 'Faturado', value: 3, color: 'green.6' },
            { name: 'Cancelado', value: 0, color: 'red.6' },
          ]}
        />
      </MantineProvider>,
    );
    const chart = screen.getByRole('img', { name: 'Pedidos por status' });
    expect([...chart.querySelectorAll('title')].map((t) => t.textContent)).toEqual(['Aberto: 1.234', 'Faturado: 3']);
    expect(chart.querySelectorAll('path')).toHaveLength(2);
    expect(chart.querySelector('path')?.getAttribute('fill')).toBe(themeColor('blue.6'));
    expect(chart.textContent).toContain('1.234');
    expect(chart.textContent).toContain('62%');
  });

  it('one slice with every value is a whole ring; no value at all, a grey ring', () => {
    const { container, rerender } = render(<DonutChart size={100} thickness={10} label="c" data={[{ name: 'A', value: 5, color: 'teal.6' }]} />);
    expect(container.querySelectorAll('path')).toHaveLength(2);
    rerender(<DonutChart size={100} thickness={10} label="c" data={[{ name: 'A', value: 0, color: 'teal.6' }]} />);
    expect(container.querySelectorAll('path')).toHaveLength(0);
    expect(container.querySelector('circle')?.getAttribute('stroke')).toBe(themeColor('gray.3'));
  });
});
