import { describe, expect, it } from 'vitest';
import * as domain from '@backoffice/domain';
import { contractFilters, contractSorts, isContract, type ResourceContract } from '@backoffice/domain';
import type { AnyListDefinition } from './types';

/**
 * Every list screen against its resource's contract (packages/domain `<area>/contracts.ts`), also when a cast got
 * past the types: it filters and sorts only by what the contract (and so the API) accepts, reads the contract's
 * path and CSV, and a resource with a contract is never declared by hand.
 */
const files = import.meta.glob<Record<string, unknown>>('../../features/**/*.{list,lists}.ts', { eager: true });
const lists = Object.entries(files).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter((v): v is AnyListDefinition & { contract?: unknown } => typeof v === 'object' && v !== null && 'resource' in v && 'columns' in v)
    .map((list) => ({ file, list })),
);
const contracts = Object.values(domain as Record<string, unknown>).filter((v): v is ResourceContract<unknown> => isContract(v));
/**
 * Resources with a contract but no list screen: /impostos reads each whole into its own tables and forms, the
 * commission rates page reads all its rates, and the home page shows the last ten changes of the log.
 */
const READ_WHOLE = new Set(['/impostos_uf', '/impostos_parametros', '/comissao_taxas', '/logs']);

describe('list screens and their contracts', () => {
  it('finds the screens and the contracts', () => {
    expect(lists.length).toBeGreaterThan(20);
    const declared = new Set(lists.map(({ list }) => list.contract));
    for (const c of contracts) if (!READ_WHOLE.has(c.path)) expect(declared.has(c), `${c.path}: no list screen declared with its contract`).toBe(true);
  });

  for (const { file, list } of lists) {
    const contract = contracts.find((c) => c.path === list.resource);
    if (!contract) continue;
    it(`${list.id} (${file.replace('../../features/', '')}) asks ${contract.path} only what its contract accepts`, () => {
      expect(list.contract, `${list.id} lists ${contract.path} by hand: declare it with defineContractList`).toBe(contract);
      const filters = new Set(contractFilters(contract));
      const sorts = new Set(contractSorts(contract));
      for (const f of list.filters ?? []) expect(filters, `filter ${f.param ?? f.field}`).toContain(f.param ?? f.field);
      for (const c of list.columns.filter((col) => col.sortable)) expect(sorts, `sort by ${c.sortField ?? c.field}`).toContain(c.sortField ?? c.field);
      if (list.defaultSort) expect(sorts).toContain(list.defaultSort.field);
      if (list.csv) expect(list.csv).toBe(contract.csv);
    });
  }
});
