import { describe, expect, it } from 'vitest';
import * as domain from '@backoffice/domain';
import { contractFilters, contractSorts, isContract, type ResourceContract } from '@backoffice/domain';
import { modules } from '../src/modules/index.ts';

/**
 * Each list contract of packages/domain (`<area>/contracts.ts`) against the resource the API declares at its path:
 * the same filters, custom filters, sortable fields, CSV and default order. The web's screens are checked against
 * the same contracts (apps/web/src/platform/list/contracts.test.ts), so the screen never offers what the API refuses.
 */
const contracts = Object.entries(domain).filter((entry): entry is [string, ResourceContract<unknown>] => isContract(entry[1]));
const resources = modules.flatMap((m) => m.resources);

const norm = (f: unknown) => (f === undefined ? [] : ([] as unknown[]).concat(f).sort());

describe('list contracts', () => {
  it('there are contracts to check', () => {
    expect(contracts.length).toBeGreaterThanOrEqual(5);
  });

  for (const [name, contract] of contracts) {
    it(`${name} (${contract.path}): the API resource accepts exactly what the contract says`, () => {
      const resource = resources.find((r) => r.path === contract.path);
      expect(resource, `no resource declared at ${contract.path}`).toBeDefined();
      const declared = Object.entries(resource!.fields);
      expect(declared.filter(([, f]) => f.filter).map(([n]) => n).sort()).toEqual(contractFilters(contract).filter((n) => !contract.customFilters?.includes(n)).sort());
      expect(declared.filter(([, f]) => f.order).map(([n]) => n).sort()).toEqual(contractSorts(contract).sort());
      for (const [field, rule] of Object.entries(contract.fields as Record<string, domain.ListFieldRule>)) {
        expect(norm(resource!.fields[field]?.filter), `${field}: filter`).toEqual(norm(rule.filter));
      }
      expect(Object.keys(resource!.customFilters ?? {}).sort()).toEqual([...(contract.customFilters ?? [])].sort());
      expect(resource!.csv).toBe(contract.csv);
      expect(resource!.defaultOrder).toEqual(contract.defaultOrder);
    });
  }
});
