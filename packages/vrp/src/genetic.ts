import type { Exchange } from './exchange.ts';
import type { Instance } from './instance.ts';
import { brokenPairsDistance, EPSILON, Individual } from './individual.ts';
import { LocalSearch } from './local-search.ts';
import type { Random } from './random.ts';
import { Split } from './split.ts';
import type { Progress, TracePoint, Tuning } from './types.ts';

export interface SearchControl {
  /** True when the search must stop (time, iterations, cancel): checked between local searches. */
  stop(iteration: number): boolean;
  elapsedMs(): number;
  onImprovement?: (point: TracePoint) => void;
  onProgress?: (progress: Progress) => void;
  progressEveryMs: number;
  /** The other search of a two-thread run: its best comes in (see `Tuning.migrateEveryMs`), ours goes out on each new best. */
  exchange?: Exchange;
  /** Iterations of the other search, counted in the progress reports. */
  otherIterations?: () => number;
}

export interface SearchResult {
  best: Individual | null;
  /** The solution with the least capacity excess met (for a partial assignment when none is feasible). */
  leastExcess: Individual | null;
  trace: TracePoint[];
  iterations: number;
}

/**
 * Hybrid genetic search (Vidal et al. 2012; HGS-CVRP, Vidal 2022): a population of solutions split into
 * feasible and infeasible subpopulations; each iteration picks two parents by binary tournament on
 * biased fitness (cost rank plus diversity rank), crosses their giant tours (OX), cuts the child into
 * routes (Split), improves it by local search, and repairs half of the infeasible children with a
 * tenfold penalty. The capacity penalty adapts so that about `targetFeasible` of the children are
 * feasible. Survivors keep the best and most diverse; after `restartAfter` iterations without
 * improvement the population is rebuilt.
 */
export class Genetic {
  private readonly split: Split;
  private readonly ls: LocalSearch;
  private readonly free: number;
  private penalty: number;
  private readonly feasible: Individual[] = [];
  private readonly infeasible: Individual[] = [];
  private readonly history: Uint8Array;
  private historyAt = 0;
  private bestRestart: Individual | null = null;
  private best: Individual | null = null;
  private leastExcess: Individual | null = null;
  private readonly trace: TracePoint[] = [];
  private iteration = 0;
  private lastProgress = 0;
  private readonly seen: Uint8Array;
  private incoming: Individual | null = null;
  private lastMigration = 0;
  private lastMigrationAt = 0;

  constructor(
    private readonly inst: Instance,
    private readonly tuning: Tuning,
    private readonly rng: Random,
    private readonly control: SearchControl,
  ) {
    this.split = new Split(inst);
    this.ls = new LocalSearch(inst, rng, tuning.granular);
    let free = 0;
    for (let c = 1; c <= inst.n; c++) if (inst.locked[c] < 0) free++;
    this.free = free;
    this.penalty = inst.initialPenalty;
    this.history = new Uint8Array(tuning.penaltyEvery).fill(1);
    this.seen = new Uint8Array(inst.n + 1);
  }

  run(): SearchResult {
    this.generate();
    let nonProductive = 1;
    for (this.iteration = 1; !this.control.stop(this.iteration - 1); this.iteration++) {
      const child = new Individual(this.inst, this.free);
      const p1 = this.tournament();
      const p2 = this.tournament();
      this.crossover(child, p1, p2);
      this.ls.run(child, this.penalty, this.penalty);
      let improved = this.add(child, true);
      if (!child.feasible && this.rng.int(2) === 0) {
        this.ls.run(child, this.penalty * 10, this.penalty);
        if (child.feasible) improved = this.add(child, false) || improved;
      }
      if (this.control.exchange && this.migrate()) improved = true;
      nonProductive = improved ? 1 : nonProductive + 1;
      if (this.iteration % this.tuning.penaltyEvery === 0) this.managePenalties();
      if (nonProductive >= this.tuning.restartAfter) {
        this.restart();
        nonProductive = 1;
      }
      this.progress();
    }
    return { best: this.best, leastExcess: this.leastExcess, trace: this.trace, iterations: this.iteration - 1 };
  }

  private progress(): void {
    const { onProgress, progressEveryMs } = this.control;
    if (!onProgress) return;
    const now = this.control.elapsedMs();
    if (now - this.lastProgress < progressEveryMs) return;
    this.lastProgress = now;
    onProgress({ elapsedMs: now, iterations: this.iteration + (this.control.otherIterations?.() ?? 0), bestCost: this.best ? this.best.distance : null });
  }

  /** The initial population: `initial` random giant tours, split and improved (stops early when time is up). */
  private generate(): void {
    const size = this.tuning.initial;
    for (let i = 0; i < size && (i === 0 || !this.control.stop(0)); i++) {
      const indiv = new Individual(this.inst, this.free);
      let q = 0;
      for (let c = 1; c <= this.inst.n; c++) if (this.inst.locked[c] < 0) indiv.chromT[q++] = c;
      this.rng.shuffle(indiv.chromT);
      this.split.run(indiv, this.penalty, this.inst.routes);
      this.ls.run(indiv, this.penalty, this.penalty);
      this.add(indiv, true);
      if (!indiv.feasible && this.rng.int(2) === 0) {
        this.ls.run(indiv, this.penalty * 10, this.penalty);
        if (indiv.feasible) this.add(indiv, false);
      }
      this.progress();
    }
  }

  /**
   * Island model: every `migrateEveryMs` and at least `migrateEveryIterations` iterations, the other search's best
   * joins this population when it is better than ours (it then becomes our best, and is reported as an improvement).
   * True when it did.
   */
  private migrate(): boolean {
    if (this.iteration - this.lastMigrationAt < this.tuning.migrateEveryIterations) return false;
    const now = this.control.elapsedMs();
    if (now - this.lastMigration < this.tuning.migrateEveryMs) return false;
    this.lastMigration = now;
    this.lastMigrationAt = this.iteration;
    const incoming = (this.incoming ??= new Individual(this.inst, this.free));
    if (!this.control.exchange!.receive(incoming, this.best ? this.best.penalizedCost : Infinity)) return false;
    incoming.evaluate(this.inst, this.penalty);
    return incoming.feasible && this.add(incoming, false);
  }

  private restart(): void {
    this.feasible.length = 0;
    this.infeasible.length = 0;
    this.bestRestart = null;
    this.generate();
  }

  private crossover(child: Individual, p1: Individual, p2: Individual): void {
    const nf = this.free;
    if (nf < 2) child.chromT.set(p1.chromT);
    else {
      const seen = this.seen;
      seen.fill(0);
      const start = this.rng.int(nf);
      let end = this.rng.int(nf);
      while (end === start) end = this.rng.int(nf);
      let j = start;
      while (j % nf !== (end + 1) % nf) {
        const c = p1.chromT[j % nf];
        child.chromT[j % nf] = c;
        seen[c] = 1;
        j++;
      }
      for (let i = 1; i <= nf; i++) {
        const c = p2.chromT[(end + i) % nf];
        if (!seen[c]) {
          child.chromT[j % nf] = c;
          j++;
        }
      }
    }
    this.split.run(child, this.penalty, p1.nbRoutes);
  }

  /** Adds a copy of `indiv` to its subpopulation; true when it is a new best feasible solution. */
  private add(indiv: Individual, updateFeasible: boolean): boolean {
    const n = this.inst.n;
    if (updateFeasible) {
      this.history[this.historyAt] = indiv.feasible ? 1 : 0;
      this.historyAt = (this.historyAt + 1) % this.history.length;
    }
    if (!indiv.feasible) this.noteExcess(indiv);
    const pop = indiv.feasible ? this.feasible : this.infeasible;
    const copy = new Individual(this.inst, this.free);
    copy.copyFrom(indiv);
    for (const other of pop) {
      const d = brokenPairsDistance(copy, other, n);
      insertSorted(other.proximity, d, copy);
      insertSorted(copy.proximity, d, other);
    }
    let place = pop.length;
    while (place > 0 && pop[place - 1].penalizedCost > indiv.penalizedCost - EPSILON) place--;
    pop.splice(place, 0, copy);
    if (pop.length > this.tuning.mu + this.tuning.lambda) while (pop.length > this.tuning.mu) this.removeWorst(pop);

    if (indiv.feasible && (this.bestRestart === null || indiv.penalizedCost < this.bestRestart.penalizedCost - EPSILON)) {
      this.bestRestart = copy;
      if (this.best === null || indiv.penalizedCost < this.best.penalizedCost - EPSILON) {
        this.best = new Individual(this.inst, this.free);
        this.best.copyFrom(indiv);
        this.control.exchange?.publish(this.best);
        const point = { ms: this.control.elapsedMs(), iteration: this.iteration, cost: indiv.distance };
        this.trace.push(point);
        this.control.onImprovement?.(point);
        return true;
      }
    }
    return false;
  }

  private noteExcess(indiv: Individual): void {
    const l = this.leastExcess;
    if (l === null || indiv.excess < l.excess - EPSILON || (indiv.excess < l.excess + EPSILON && indiv.distance < l.distance - EPSILON)) {
      this.leastExcess ??= new Individual(this.inst, this.free);
      this.leastExcess.copyFrom(indiv);
    }
  }

  private closest(indiv: Individual, count: number): number {
    const size = Math.min(count, indiv.proximity.length);
    if (size === 0) return 0;
    let sum = 0;
    for (let i = 0; i < size; i++) sum += indiv.proximity[i].d;
    return sum / size;
  }

  private updateBiasedFitnesses(pop: Individual[]): void {
    if (pop.length === 1) {
      pop[0].biasedFitness = 0;
      return;
    }
    const nbClose = this.tuning.nbClose;
    const ranking = pop.map((indiv, i) => ({ d: -this.closest(indiv, nbClose), i }));
    ranking.sort((a, b) => a.d - b.d || a.i - b.i);
    const last = pop.length - 1;
    for (let k = 0; k < pop.length; k++) {
      const divRank = k / last;
      const fitRank = ranking[k].i / last;
      pop[ranking[k].i].biasedFitness = pop.length <= this.tuning.nbElite ? fitRank : fitRank + (1 - this.tuning.nbElite / pop.length) * divRank;
    }
  }

  private removeWorst(pop: Individual[]): void {
    this.updateBiasedFitnesses(pop);
    let worst = -1;
    let worstClone = false;
    let worstFitness = -1e30;
    for (let i = 1; i < pop.length; i++) {
      const clone = this.closest(pop[i], 1) < EPSILON;
      if ((clone && !worstClone) || (clone === worstClone && pop[i].biasedFitness > worstFitness)) {
        worstFitness = pop[i].biasedFitness;
        worstClone = clone;
        worst = i;
      }
    }
    const [removed] = pop.splice(worst, 1);
    for (const other of pop) {
      const k = other.proximity.findIndex((p) => p.other === removed);
      if (k >= 0) other.proximity.splice(k, 1);
    }
  }

  private tournament(): Individual {
    const nf = this.feasible.length;
    const total = nf + this.infeasible.length;
    const a = this.rng.int(total);
    const b = this.rng.int(total);
    const i1 = a >= nf ? this.infeasible[a - nf] : this.feasible[a];
    const i2 = b >= nf ? this.infeasible[b - nf] : this.feasible[b];
    if (this.feasible.length) this.updateBiasedFitnesses(this.feasible);
    if (this.infeasible.length) this.updateBiasedFitnesses(this.infeasible);
    return i1.biasedFitness < i2.biasedFitness ? i1 : i2;
  }

  private managePenalties(): void {
    let feasible = 0;
    for (const h of this.history) feasible += h;
    const fraction = feasible / this.history.length;
    const target = this.tuning.targetFeasible;
    if (fraction < target - 0.05 && this.penalty < 100000) this.penalty = Math.min(this.penalty * this.tuning.penaltyIncrease, 100000);
    else if (fraction > target + 0.05 && this.penalty > 0.1) this.penalty = Math.max(this.penalty * this.tuning.penaltyDecrease, 0.1);
    for (const indiv of this.infeasible) indiv.penalizedCost = indiv.distance + this.penalty * indiv.excess;
    this.infeasible.sort((a, b) => a.penalizedCost - b.penalizedCost);
  }
}

function insertSorted(list: { d: number; other: Individual }[], d: number, other: Individual): void {
  let i = list.length;
  while (i > 0 && list[i - 1].d > d) i--;
  list.splice(i, 0, { d, other });
}
