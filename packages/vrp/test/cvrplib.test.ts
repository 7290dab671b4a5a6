import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSolution, formatSol, gap, generateInstance, parseVrp, readBks, runInstance } from '../src/cvrplib/index.ts';

// The public CVRPLIB set lives beside the repository (shared/bench/cvrp), as for `npm run bench:cvrp`.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/bench/cvrp');

describe('CVRPLIB files', () => {
  it('reads LF and CRLF files with spaces or tabs alike', () => {
    const lf = 'NAME : t\nDIMENSION : 3\nCAPACITY : 10\nEDGE_WEIGHT_TYPE : EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 3 4\n3 0 1\nDEMAND_SECTION\n1 0\n2 5\n3 5\nDEPOT_SECTION\n1\n-1\nEOF\n';
    const crlf = lf.replace(/ /g, '\t').replace(/\n/g, '\r\n');
    for (const text of [lf, crlf]) expect(parseVrp(text)).toEqual({ name: 't', dimension: 3, capacity: 10, coords: [[0, 0], [3, 4], [0, 1]], demands: [0, 5, 5], depot: 0 });
    expect(checkSolution(crlf, [[1, 2]])).toEqual({ ok: true, cost: 5 + 4 + 1, routes: 1, errors: [] });
    expect(checkSolution(lf, [[1], [1]], 1).errors).toEqual(['customer 1 visited twice', '1 of 2 customers visited', '2 routes > 1 allowed']);
    expect(checkSolution(lf, [[1, 2]]).ok).toBe(true);
    expect(checkSolution(lf.replace('CAPACITY : 10', 'CAPACITY : 9'), [[1, 2]]).errors).toEqual(['route 1 carries 10 > capacity 9']);
  });

  it('writes solutions as the .sol files beside the instances, which the checker accepts', () => {
    const text = fs.readFileSync(path.join(dir, 'A-n32-k5.vrp'), 'utf8');
    const sol = fs.readFileSync(path.join(dir, 'A-n32-k5.sol'), 'utf8');
    const routes = [...sol.matchAll(/^Route #\d+: (.*)$/gm)].map((m) => m[1].trim().split(/\s+/).map(Number));
    expect(checkSolution(text, routes, 5)).toMatchObject({ ok: true, cost: 784 });
    expect(formatSol(routes, 784).trim()).toBe(sol.replace(/\r/g, '').trim());
  });

  it('generates instances the checker reads', () => {
    const text = generateInstance(50, 3);
    const inst = parseVrp(text);
    expect(inst.dimension).toBe(51);
    expect(checkSolution(text, [Array.from({ length: 50 }, (_, i) => i + 1)]).errors).toEqual([`route 1 carries ${inst.demands.reduce((a, b) => a + b, 0)} > capacity ${inst.capacity}`]);
  });
});

// Quick mode of `npm run bench:cvrp -- --quick`: three small instances, 2 s, one seed. A regression check of
// feasibility with a loose gap bound (speed is the benchmark's business, not a test's).
describe('quick benchmark', () => {
  const bks = readBks(dir);
  for (const name of ['A-n32-k5', 'B-n45-k6', 'P-n76-k5']) {
    it(`${name}: feasible, within 3 % of the best known solution`, () => {
      const run = runInstance(fs.readFileSync(path.join(dir, `${name}.vrp`), 'utf8'), name, bks[name], 1, 2000);
      expect(run.errors).toEqual([]);
      expect(run.feasible).toBe(true);
      expect(gap(run.cost, run.bks)).toBeLessThanOrEqual(3);
    });
  }
});
