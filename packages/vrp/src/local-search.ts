import type { Instance } from './instance.ts';
import type { Individual } from './individual.ts';
import type { Random } from './random.ts';

const EPS = 1e-5;
const posmod = (i: number) => ((i % 65536) + 65536) % 65536;

/**
 * Local search of HGS-CVRP (Vidal 2022) on typed arrays: RELOCATE (1–3), SWAP (4–6), 2-OPT (7),
 * 2-OPT* (8, 9) over granular neighbourhoods, then SWAP* between routes whose sectors overlap, until no
 * move improves. Capacity excess is penalised, not forbidden, and so is duration excess (a route's distance plus
 * its customers' service over its limit), each move weighing the two routes' new distances. Route slots keep
 * their vehicle; a customer locked to a vehicle never leaves its route.
 *
 * Nodes: customers 1..n; route r starts at node n+1+r and ends at node n+1+R+r (depots, location 0). The
 * route lists are circular: the end depot's next is the start depot.
 */
export class LocalSearch {
  private readonly n: number;
  private readonly R: number;
  private readonly N: number;
  private readonly dist: Float64Array;
  private readonly dem0: Float64Array;
  private readonly dem1: Float64Array;
  private readonly dem2: Float64Array;
  private readonly cap0: Float64Array;
  private readonly cap1: Float64Array;
  private readonly cap2: Float64Array;
  private readonly multi: boolean;
  private readonly hasDur: boolean;
  private readonly svc: Float64Array;
  private readonly durMax: Float64Array;
  /** Per node: distance and service from its route's start (duration limits only). */
  private readonly cdist: Float64Array;
  private readonly csvc: Float64Array;
  /** Per route: distance, service, and the duration part of `rpen`. */
  private readonly rdist: Float64Array;
  private readonly rsvc: Float64Array;
  private readonly rdpen: Float64Array;
  private readonly hasLocks: boolean;
  private readonly lockN: Uint8Array;
  private readonly loc: Int32Array;
  private readonly nxt: Int32Array;
  private readonly prv: Int32Array;
  private readonly rt: Int32Array;
  private readonly pos: Int32Array;
  private readonly cl0: Float64Array;
  private readonly cl1: Float64Array;
  private readonly cl2: Float64Array;
  private readonly crev: Float64Array;
  private readonly lcum: Int32Array;
  private readonly load0: Float64Array;
  private readonly load1: Float64Array;
  private readonly load2: Float64Array;
  private readonly rpen: Float64Array;
  private readonly rrev: Float64Array;
  private readonly rcount: Int32Array;
  private readonly rmod: Int32Array;
  private readonly rswap: Int32Array;
  private readonly secStart: Int32Array;
  private readonly secEnd: Int32Array;
  private readonly bary: Float64Array;
  private readonly lastRI: Int32Array;
  private readonly orderNodes: Int32Array;
  private readonly orderRoutes: Int32Array;
  private readonly bestCost: Float64Array;
  private readonly bestLoc: Int32Array;
  private readonly bestWhen: Int32Array;
  private readonly delRem: Float64Array;
  private readonly bufA: Int32Array;
  private readonly bufB: Int32Array;
  private pc0 = 1;
  private pc1 = 0;
  private pc2 = 0;
  private pcD = 0;
  private nbMoves = 0;
  private searchCompleted = false;
  private emptyDirty = true;
  private firstEmptyRoute = -1;
  private insertPos = 0;
  /** Predicted change of the penalised cost by the last move applied (checked by the tests). */
  lastDelta = 0;
  // The pair under evaluation (HGS's local variables): nodes, their locations, their routes.
  private U = 0;
  private X = 0;
  private V = 0;
  private Y = 0;
  private uI = 0;
  private xI = 0;
  private xnI = 0;
  private upI = 0;
  private vI = 0;
  private yI = 0;
  private ynI = 0;
  private vpI = 0;
  private rU = 0;
  private rV = 0;
  private intra = false;
  // U's side of the RELOCATE moves (1, 2 and 3), summed once per U: their costs begin with it, so that adding
  // V's terms to it rounds exactly as the whole sum written out would.
  private gain1 = 0;
  private gain2 = 0;
  private gain3 = 0;

  constructor(
    private readonly inst: Instance,
    private readonly rng: Random,
    private readonly granular: number,
  ) {
    const n = inst.n;
    const R = inst.routes;
    const total = n + 1 + 2 * R;
    this.n = n;
    this.R = R;
    this.N = inst.size;
    this.dist = inst.dist;
    this.dem0 = inst.dem0;
    this.dem1 = inst.dem1;
    this.dem2 = inst.dem2;
    this.cap0 = inst.cap0;
    this.cap1 = inst.cap1;
    this.cap2 = inst.cap2;
    this.multi = inst.multi;
    this.hasDur = inst.hasDuration;
    this.svc = inst.svc;
    this.durMax = inst.durMax;
    this.cdist = new Float64Array(total);
    this.csvc = new Float64Array(total);
    this.rdist = new Float64Array(R);
    this.rsvc = new Float64Array(R);
    this.rdpen = new Float64Array(R);
    this.hasLocks = inst.hasLocks;
    this.lockN = new Uint8Array(total);
    for (let c = 1; c <= n; c++) this.lockN[c] = inst.locked[c] >= 0 ? 1 : 0;
    this.loc = new Int32Array(total);
    for (let c = 1; c <= n; c++) this.loc[c] = c;
    this.nxt = new Int32Array(total);
    this.prv = new Int32Array(total);
    this.rt = new Int32Array(total);
    for (let r = 0; r < R; r++) {
      this.rt[n + 1 + r] = r;
      this.rt[n + 1 + R + r] = r;
    }
    this.pos = new Int32Array(total);
    this.cl0 = new Float64Array(total);
    this.cl1 = new Float64Array(total);
    this.cl2 = new Float64Array(total);
    this.crev = new Float64Array(total);
    this.lcum = new Int32Array(total);
    this.load0 = new Float64Array(R);
    this.load1 = new Float64Array(R);
    this.load2 = new Float64Array(R);
    this.rpen = new Float64Array(R);
    this.rrev = new Float64Array(R);
    this.rcount = new Int32Array(R);
    this.rmod = new Int32Array(R);
    this.rswap = new Int32Array(R);
    this.secStart = new Int32Array(R);
    this.secEnd = new Int32Array(R);
    this.bary = new Float64Array(R);
    this.lastRI = new Int32Array(n + 1);
    this.orderNodes = Int32Array.from({ length: n }, (_, i) => i + 1);
    this.orderRoutes = Int32Array.from({ length: R }, (_, i) => i);
    this.bestCost = new Float64Array(R * this.N * 3);
    this.bestLoc = new Int32Array(R * this.N * 3);
    this.bestWhen = new Int32Array(R * this.N);
    this.delRem = new Float64Array(n + 1);
    this.bufA = new Int32Array(n + 1);
    this.bufB = new Int32Array(n + 1);
  }

  private start(r: number): number {
    return this.n + 1 + r;
  }

  private end(r: number): number {
    return this.n + 1 + this.R + r;
  }

  private pen(r: number, a: number, b: number, c: number): number {
    let p = 0;
    const e0 = a - this.cap0[r];
    if (e0 > 0) p += e0 * this.pc0;
    if (this.multi) {
      const e1 = b - this.cap1[r];
      if (e1 > 0) p += e1 * this.pc1;
      const e2 = c - this.cap2[r];
      if (e2 > 0) p += e2 * this.pc2;
    }
    return p;
  }

  /** Penalty of route r lasting `d` of distance plus `s` of service. */
  private dpen(r: number, d: number, s: number): number {
    const e = d + s - this.durMax[r];
    return e > 0 ? e * this.pcD : 0;
  }

  /**
   * Change of the two routes' penalties when loads (a, b, c) go from route U to route V (negative: the
   * other way), as RELOCATE and SWAP moves do (the routes' new duration penalties not included).
   */
  private transfer(a: number, b: number, c: number): number {
    const { rU, rV } = this;
    return (
      this.pen(rU, this.load0[rU] - a, this.load1[rU] - b, this.load2[rU] - c) - this.rpen[rU] +
      this.pen(rV, this.load0[rV] + a, this.load1[rV] + b, this.load2[rV] + c) - this.rpen[rV]
    );
  }

  /**
   * Whether a move of distance change `distance` between routes U and V, or within U's route, cannot improve
   * whatever the loads it moves (their penalties can only fall by the routes' current ones): most moves are
   * rejected here, before their loads are summed.
   */
  private hopeless(distance: number): boolean {
    return this.intra ? !this.hasDur && distance > -EPS : distance >= this.rpen[this.rU] + this.rpen[this.rV];
  }

  /**
   * Whether a RELOCATE or SWAP move improves (its caller has checked `hopeless` first): `distance` is its change
   * of distance, (a, b, c) the loads it moves from route U to route V. Between routes the penalties count (pruned first: they can only fall by
   * the routes' current penalties), and a locked customer may not move. With duration limits, `dU` is route
   * U's part of the distance and `s` the service moved from U to V. Keeps the change in `lastDelta`.
   */
  private improves(distance: number, a: number, b: number, c: number, moved: number, dU: number, s: number): boolean {
    let cost = distance;
    const { rU, rV } = this;
    if (!this.intra) {
      if (this.hasLocks && moved) return false;
      if (distance >= this.rpen[rU] + this.rpen[rV]) return false;
      cost += this.transfer(a, b, c);
      if (this.hasDur) cost += this.dpen(rU, this.rdist[rU] + dU, this.rsvc[rU] - s) + this.dpen(rV, this.rdist[rV] + distance - dU, this.rsvc[rV] + s);
    } else if (this.hasDur) cost += this.dpen(rU, this.rdist[rU] + distance, this.rsvc[rU]) - this.rdpen[rU];
    if (cost > -EPS) return false;
    this.lastDelta = cost;
    return true;
  }

  /** Improves `indiv` in place: penalty `penaltyLS` during the search, `penaltyEval` for its evaluation. */
  run(indiv: Individual, penaltyLS: number, penaltyEval: number): void {
    this.pc0 = penaltyLS;
    this.pc1 = penaltyLS * this.inst.scale1;
    this.pc2 = penaltyLS * this.inst.scale2;
    this.pcD = penaltyLS * this.inst.scaleD;
    this.load(indiv);
    const rng = this.rng;
    rng.shuffle(this.orderNodes);
    rng.shuffle(this.orderRoutes);
    const { neighStart, neigh } = this.inst;
    for (let i = 1; i <= this.n; i++) if (rng.int(this.granular) === 0) rng.shuffle(neigh, neighStart[i], neighStart[i + 1]);

    const { n, prv, rt, rmod, lastRI, orderNodes } = this;
    const swapStar = this.R > 1;
    this.searchCompleted = false;
    for (let loop = 0; !this.searchCompleted; loop++) {
      if (loop > 1) this.searchCompleted = true;
      for (let p = 0; p < n; p++) {
        const U = orderNodes[p];
        const lastTest = lastRI[U];
        lastRI[U] = this.nbMoves;
        // U's neighbours in its route change only when a move is applied: read them again only then.
        let uAt = -1;
        for (let k = neighStart[U], kEnd = neighStart[U + 1]; k < kEnd; k++) {
          const V = neigh[k];
          if (loop !== 0 && Math.max(rmod[rt[U]], rmod[rt[V]]) <= lastTest) continue;
          if (uAt !== this.nbMoves) {
            this.setU(U);
            uAt = this.nbMoves;
          }
          this.setV(V);
          if (this.move1() || this.move2() || this.move3()) continue;
          if (U <= V && this.move4()) continue;
          if (this.move5()) continue;
          if (U <= V && this.move6()) continue;
          if (this.intra) {
            if (this.move7()) continue;
          } else if (this.move8() || this.move9()) continue;
          // Inserting U right after the depot of V's route.
          if (prv[V] > n) {
            this.setV(prv[V]);
            if (this.move1() || this.move2() || this.move3()) continue;
            if (!this.intra && (this.move8() || this.move9())) continue;
          }
        }
        // Moves into an empty route: not in the first loop, so as not to open routes too early.
        if (loop > 0) {
          const empty = this.firstEmpty();
          if (empty >= 0) {
            this.setU(U);
            this.setV(this.start(empty));
            if (this.move1() || this.move2() || this.move3() || this.move9()) continue;
          }
        }
      }
      if (swapStar) {
        const hasSectors = this.inst.angle !== null;
        for (let a = 0; a < this.R; a++) {
          const rU = this.orderRoutes[a];
          const lastTest = this.rswap[rU];
          this.rswap[rU] = this.nbMoves;
          for (let b = 0; b < this.R; b++) {
            const rV = this.orderRoutes[b];
            if (this.rcount[rU] > 0 && this.rcount[rV] > 0 && rU < rV && (loop === 0 || Math.max(rmod[rU], rmod[rV]) > lastTest)) {
              if (!hasSectors || this.overlap(rU, rV)) this.swapStar(rU, rV);
            }
          }
        }
      }
    }
    this.export(indiv, penaltyEval);
  }

  private overlap(r1: number, r2: number): boolean {
    const s1 = this.secStart[r1];
    const s2 = this.secStart[r2];
    return posmod(s2 - s1) <= posmod(this.secEnd[r1] - s1) || posmod(s1 - s2) <= posmod(this.secEnd[r2] - s2);
  }

  private firstEmpty(): number {
    if (this.emptyDirty) {
      this.firstEmptyRoute = -1;
      for (let r = 0; r < this.R; r++)
        if (this.rcount[r] === 0) {
          this.firstEmptyRoute = r;
          break;
        }
      this.emptyDirty = false;
    }
    return this.firstEmptyRoute;
  }

  private setU(U: number): void {
    const { nxt, prv, loc, dist, N } = this;
    this.U = U;
    this.rU = this.rt[U];
    const X = nxt[U];
    this.X = X;
    const uI = U;
    const xI = loc[X];
    const xnI = loc[nxt[X]];
    const upI = loc[prv[U]];
    this.uI = uI;
    this.xI = xI;
    this.xnI = xnI;
    this.upI = upI;
    this.gain1 = dist[upI * N + xI] - dist[upI * N + uI] - dist[uI * N + xI];
    this.gain2 = dist[upI * N + xnI] - dist[upI * N + uI] - dist[xI * N + xnI];
    this.gain3 = dist[upI * N + xnI] - dist[upI * N + uI] - dist[uI * N + xI] - dist[xI * N + xnI];
  }

  private setV(V: number): void {
    const { nxt, prv, loc } = this;
    this.V = V;
    this.rV = this.rt[V];
    const Y = nxt[V];
    this.Y = Y;
    this.vI = loc[V];
    this.yI = loc[Y];
    this.ynI = loc[nxt[Y]];
    this.vpI = loc[prv[V]];
    this.intra = this.rU === this.rV;
  }

  private load(indiv: Individual): void {
    const { R, nxt, prv, rt } = this;
    this.nbMoves = 0;
    for (let r = 0; r < R; r++) {
      let prev = this.start(r);
      for (let p = indiv.start[r]; p < indiv.start[r + 1]; p++) {
        const c = indiv.tour[p];
        nxt[prev] = c;
        prv[c] = prev;
        rt[c] = r;
        prev = c;
      }
      nxt[prev] = this.end(r);
      prv[this.end(r)] = prev;
      nxt[this.end(r)] = this.start(r);
      prv[this.start(r)] = this.end(r);
      this.updateRoute(r);
      this.rswap[r] = -1;
    }
    this.bestWhen.fill(-1);
    this.lastRI.fill(-1);
  }

  private updateRoute(r: number): void {
    const { nxt, loc, dist, N, pos, dem0, dem1, dem2, cl0, cl1, cl2, crev, lcum, lockN, hasDur, cdist, csvc, svc } = this;
    const angle = this.inst.angle;
    const xs = this.inst.x;
    const ys = this.inst.y;
    const endNode = this.end(r);
    let node = this.start(r);
    pos[node] = 0;
    cl0[node] = 0;
    cl1[node] = 0;
    cl2[node] = 0;
    crev[node] = 0;
    lcum[node] = 0;
    cdist[node] = 0;
    csvc[node] = 0;
    let place = 0;
    let dsum = 0;
    let ssum = 0;
    let l0 = 0;
    let l1 = 0;
    let l2 = 0;
    let rev = 0;
    let locks = 0;
    let count = 0;
    let sx = 0;
    let sy = 0;
    let prevI = 0;
    for (;;) {
      node = nxt[node];
      place++;
      pos[node] = place;
      const c = loc[node];
      l0 += dem0[c];
      l1 += dem1[c];
      l2 += dem2[c];
      rev += dist[c * N + prevI] - dist[prevI * N + c];
      cl0[node] = l0;
      cl1[node] = l1;
      cl2[node] = l2;
      crev[node] = rev;
      if (hasDur) {
        dsum += dist[prevI * N + c];
        ssum += svc[c];
        cdist[node] = dsum;
        csvc[node] = ssum;
      }
      locks += lockN[node];
      lcum[node] = locks;
      if (node === endNode) break;
      this.rt[node] = r;
      if (angle !== null) {
        const a = angle[c];
        if (count === 0) {
          this.secStart[r] = a;
          this.secEnd[r] = a;
        } else if (posmod(a - this.secStart[r]) > posmod(this.secEnd[r] - this.secStart[r])) {
          if (posmod(a - this.secEnd[r]) <= posmod(this.secStart[r] - a)) this.secEnd[r] = a;
          else this.secStart[r] = a;
        }
        sx += xs![c];
        sy += ys![c];
      }
      count++;
      prevI = c;
    }
    this.load0[r] = l0;
    this.load1[r] = l1;
    this.load2[r] = l2;
    this.rdist[r] = dsum;
    this.rsvc[r] = ssum;
    this.rdpen[r] = hasDur ? this.dpen(r, dsum, ssum) : 0;
    this.rpen[r] = this.pen(r, l0, l1, l2) + this.rdpen[r];
    this.rrev[r] = rev;
    if ((this.rcount[r] === 0) !== (count === 0)) this.emptyDirty = true;
    this.rcount[r] = count;
    this.rmod[r] = this.nbMoves;
    this.bary[r] = count === 0 ? 1e30 : angle !== null ? Math.atan2(sy / count - ys![0], sx / count - xs![0]) : r;
  }

  private insertNode(U: number, V: number): void {
    const { nxt, prv } = this;
    nxt[prv[U]] = nxt[U];
    prv[nxt[U]] = prv[U];
    prv[nxt[V]] = U;
    prv[U] = V;
    nxt[U] = nxt[V];
    nxt[V] = U;
    this.rt[U] = this.rt[V];
  }

  private swapNode(U: number, V: number): void {
    const { nxt, prv, rt } = this;
    const vp = prv[V];
    const vn = nxt[V];
    const up = prv[U];
    const un = nxt[U];
    const rUo = rt[U];
    nxt[up] = V;
    prv[un] = V;
    nxt[vp] = U;
    prv[vn] = U;
    prv[U] = vp;
    nxt[U] = vn;
    prv[V] = up;
    nxt[V] = un;
    rt[U] = rt[V];
    rt[V] = rUo;
  }

  private applied(): true {
    this.nbMoves++;
    this.searchCompleted = false;
    this.updateRoute(this.rU);
    if (!this.intra) this.updateRoute(this.rV);
    return true;
  }

  /** RELOCATE U after V. */
  private move1(): boolean {
    const { dist, N, U, uI, vI, yI } = this;
    if (U === this.Y) return false;
    const cost = this.gain1 + dist[vI * N + uI] + dist[uI * N + yI] - dist[vI * N + yI];
    if (this.hopeless(cost)) return false;
    const dU = this.hasDur ? this.gain1 : 0;
    if (!this.improves(cost, this.dem0[uI], this.dem1[uI], this.dem2[uI], this.lockN[U], dU, this.hasDur ? this.svc[uI] : 0)) return false;
    this.insertNode(U, this.V);
    return this.applied();
  }


  /** RELOCATE U, X after V. */
  private move2(): boolean {
    const { dist, N, U, X, V, uI, xI, vI, yI, dem0, dem1, dem2 } = this;
    if (U === V || V === X || X > this.n || U === this.Y) return false;
    const cost = this.gain2 + dist[vI * N + uI] + dist[xI * N + yI] - dist[vI * N + yI];
    if (this.hopeless(cost)) return false;
    const dU = this.hasDur ? this.gain3 : 0;
    if (!this.improves(cost, dem0[uI] + dem0[xI], dem1[uI] + dem1[xI], dem2[uI] + dem2[xI], this.lockN[U] | this.lockN[X], dU, this.hasDur ? this.svc[uI] + this.svc[xI] : 0)) return false;
    this.insertNode(U, V);
    this.insertNode(X, U);
    return this.applied();
  }


  /** RELOCATE U, X after V as X, U. */
  private move3(): boolean {
    const { dist, N, U, X, V, uI, xI, vI, yI, dem0, dem1, dem2 } = this;
    if (U === V || V === X || X > this.n || U === this.Y) return false;
    const cost = this.gain3 + dist[vI * N + xI] + dist[xI * N + uI] + dist[uI * N + yI] - dist[vI * N + yI];
    if (this.hopeless(cost)) return false;
    const dU = this.hasDur ? this.gain3 : 0;
    if (!this.improves(cost, dem0[uI] + dem0[xI], dem1[uI] + dem1[xI], dem2[uI] + dem2[xI], this.lockN[U] | this.lockN[X], dU, this.hasDur ? this.svc[uI] + this.svc[xI] : 0)) return false;
    this.insertNode(X, V);
    this.insertNode(U, X);
    return this.applied();
  }


  /** SWAP U and V. */
  private move4(): boolean {
    const { dist, N, U, V, uI, upI, xI, vI, yI, vpI, dem0, dem1, dem2 } = this;
    if (U === this.prv[V] || U === this.Y) return false;
    const cost = dist[upI * N + vI] + dist[vI * N + xI] - dist[upI * N + uI] - dist[uI * N + xI] + dist[vpI * N + uI] + dist[uI * N + yI] - dist[vpI * N + vI] - dist[vI * N + yI];
    if (this.hopeless(cost)) return false;
    const dU = this.hasDur ? dist[upI * N + vI] + dist[vI * N + xI] - dist[upI * N + uI] - dist[uI * N + xI] : 0;
    if (!this.improves(cost, dem0[uI] - dem0[vI], dem1[uI] - dem1[vI], dem2[uI] - dem2[vI], this.lockN[U] | this.lockN[V], dU, this.hasDur ? this.svc[uI] - this.svc[vI] : 0)) return false;
    this.swapNode(U, V);
    return this.applied();
  }


  /** SWAP U, X with V. */
  private move5(): boolean {
    const { dist, N, U, X, V, uI, upI, xI, xnI, vI, yI, vpI, dem0, dem1, dem2 } = this;
    const vp = this.prv[V];
    if (U === vp || X === vp || U === this.Y || X > this.n) return false;
    const cost = dist[upI * N + vI] + dist[vI * N + xnI] - dist[upI * N + uI] - dist[xI * N + xnI] + dist[vpI * N + uI] + dist[xI * N + yI] - dist[vpI * N + vI] - dist[vI * N + yI];
    if (this.hopeless(cost)) return false;
    const moved = this.lockN[U] | this.lockN[X] | this.lockN[V];
    const dU = this.hasDur ? dist[upI * N + vI] + dist[vI * N + xnI] - dist[upI * N + uI] - dist[uI * N + xI] - dist[xI * N + xnI] : 0;
    const s = this.hasDur ? this.svc[uI] + this.svc[xI] - this.svc[vI] : 0;
    if (!this.improves(cost, dem0[uI] + dem0[xI] - dem0[vI], dem1[uI] + dem1[xI] - dem1[vI], dem2[uI] + dem2[xI] - dem2[vI], moved, dU, s)) return false;
    this.swapNode(U, V);
    this.insertNode(X, U);
    return this.applied();
  }


  /** SWAP U, X with V, Y. */
  private move6(): boolean {
    const { dist, N, U, X, V, Y, uI, upI, xI, xnI, vI, yI, ynI, vpI, dem0, dem1, dem2 } = this;
    if (X > this.n || Y > this.n || Y === this.prv[U] || U === Y || X === V || V === this.nxt[X]) return false;
    const cost = dist[upI * N + vI] + dist[yI * N + xnI] - dist[upI * N + uI] - dist[xI * N + xnI] + dist[vpI * N + uI] + dist[xI * N + ynI] - dist[vpI * N + vI] - dist[yI * N + ynI];
    if (this.hopeless(cost)) return false;
    const moved = this.lockN[U] | this.lockN[X] | this.lockN[V] | this.lockN[Y];
    const a = dem0[uI] + dem0[xI] - dem0[vI] - dem0[yI];
    const dU = this.hasDur ? dist[upI * N + vI] + dist[vI * N + yI] + dist[yI * N + xnI] - dist[upI * N + uI] - dist[uI * N + xI] - dist[xI * N + xnI] : 0;
    const s = this.hasDur ? this.svc[uI] + this.svc[xI] - this.svc[vI] - this.svc[yI] : 0;
    if (!this.improves(cost, a, dem1[uI] + dem1[xI] - dem1[vI] - dem1[yI], dem2[uI] + dem2[xI] - dem2[vI] - dem2[yI], moved, dU, s)) return false;
    this.swapNode(U, V);
    this.swapNode(X, Y);
    return this.applied();
  }


  /** 2-OPT within a route: reverses X..V. */
  private move7(): boolean {
    const { dist, N, U, X, V, Y, nxt, prv } = this;
    if (this.pos[U] > this.pos[V]) return false;
    let cost = dist[this.uI * N + this.vI] + dist[this.xI * N + this.yI] - dist[this.uI * N + this.xI] - dist[this.vI * N + this.yI] + this.crev[V] - this.crev[X];
    if (this.hasDur) cost += this.dpen(this.rU, this.rdist[this.rU] + cost, this.rsvc[this.rU]) - this.rdpen[this.rU];
    if (cost > -EPS) return false;
    if (nxt[U] === V) return false;
    this.lastDelta = cost;
    let node = nxt[X];
    prv[X] = node;
    nxt[X] = Y;
    while (node !== V) {
      const t = nxt[node];
      nxt[node] = prv[node];
      prv[node] = t;
      node = t;
    }
    nxt[V] = prv[V];
    prv[V] = U;
    nxt[U] = V;
    prv[Y] = X;
    return this.applied();
  }

  private lockTotal(r: number): number {
    return this.lcum[this.end(r)];
  }

  /** 2-OPT* with reversal: [..U] + reverse([..V]) and reverse([X..]) + [Y..]. */
  private move8(): boolean {
    const { dist, N, U, V, rU, rV } = this;
    let cost =
      dist[this.uI * N + this.vI] + dist[this.xI * N + this.yI] - dist[this.uI * N + this.xI] - dist[this.vI * N + this.yI] +
      this.crev[V] + this.rrev[rU] - this.crev[this.X] - this.rpen[rU] - this.rpen[rV];
    if (cost >= 0) return false;
    if (this.hasLocks && (this.lcum[V] > 0 || this.lockTotal(rU) - this.lcum[U] > 0)) return false;
    const a0 = this.cl0[U] + this.cl0[V];
    const a1 = this.cl1[U] + this.cl1[V];
    const a2 = this.cl2[U] + this.cl2[V];
    cost += this.pen(rU, a0, a1, a2) + this.pen(rV, this.load0[rU] + this.load0[rV] - a0, this.load1[rU] + this.load1[rV] - a1, this.load2[rU] + this.load2[rV] - a2);
    if (this.hasDur) {
      // [..U] then V back to the depot; the end of U's route backwards to X, then Y and the rest of V's route.
      const { cdist, csvc, crev, X, Y } = this;
      const dU = cdist[U] + dist[this.uI * N + this.vI] + cdist[V] + crev[V];
      const dV = this.rdist[rU] - cdist[X] + this.rrev[rU] - crev[X] + dist[this.xI * N + this.yI] + this.rdist[rV] - cdist[Y];
      cost += this.dpen(rU, dU, csvc[U] + csvc[V]) + this.dpen(rV, dV, this.rsvc[rU] - csvc[U] + this.rsvc[rV] - csvc[V]);
    }
    if (cost > -EPS) return false;
    this.lastDelta = cost;
    const { bufA, bufB } = this;
    let la = this.prefix(rU, U, bufA, 0, false);
    la = this.prefix(rV, V, bufA, la, true);
    let lb = this.suffix(rU, U, bufB, 0, true);
    lb = this.suffix(rV, V, bufB, lb, false);
    this.relink(rU, bufA, la);
    this.relink(rV, bufB, lb);
    return this.applied();
  }

  /** 2-OPT*: [..U] + [Y..] and [..V] + [X..]. */
  private move9(): boolean {
    const { dist, N, U, V, rU, rV } = this;
    let cost = dist[this.uI * N + this.yI] + dist[this.vI * N + this.xI] - dist[this.uI * N + this.xI] - dist[this.vI * N + this.yI] - this.rpen[rU] - this.rpen[rV];
    if (cost >= 0) return false;
    if (this.hasLocks && (this.lockTotal(rU) - this.lcum[U] > 0 || this.lockTotal(rV) - this.lcum[V] > 0)) return false;
    cost +=
      this.pen(rU, this.cl0[U] + this.load0[rV] - this.cl0[V], this.cl1[U] + this.load1[rV] - this.cl1[V], this.cl2[U] + this.load2[rV] - this.cl2[V]) +
      this.pen(rV, this.cl0[V] + this.load0[rU] - this.cl0[U], this.cl1[V] + this.load1[rU] - this.cl1[U], this.cl2[V] + this.load2[rU] - this.cl2[U]);
    if (this.hasDur) {
      const { cdist, csvc, X, Y } = this;
      cost +=
        this.dpen(rU, cdist[U] + dist[this.uI * N + this.yI] + this.rdist[rV] - cdist[Y], csvc[U] + this.rsvc[rV] - csvc[V]) +
        this.dpen(rV, cdist[V] + dist[this.vI * N + this.xI] + this.rdist[rU] - cdist[X], csvc[V] + this.rsvc[rU] - csvc[U]);
    }
    if (cost > -EPS) return false;
    this.lastDelta = cost;
    const { bufA, bufB } = this;
    let la = this.prefix(rU, U, bufA, 0, false);
    la = this.suffix(rV, V, bufA, la, false);
    let lb = this.prefix(rV, V, bufB, 0, false);
    lb = this.suffix(rU, U, bufB, lb, false);
    this.relink(rU, bufA, la);
    this.relink(rV, bufB, lb);
    return this.applied();
  }

  /** Appends the customers of route r up to `upto` (inclusive; a depot: none), reversed or not. */
  private prefix(r: number, upto: number, buf: Int32Array, at: number, reversed: boolean): number {
    if (upto > this.n) return at;
    const first = this.nxt[this.start(r)];
    if (!reversed) {
      for (let node = first; ; node = this.nxt[node]) {
        buf[at++] = node;
        if (node === upto) break;
      }
    } else {
      for (let node = upto; ; node = this.prv[node]) {
        buf[at++] = node;
        if (node === first) break;
      }
    }
    return at;
  }

  /** Appends the customers of route r after `after` to its end, reversed or not. */
  private suffix(r: number, after: number, buf: Int32Array, at: number, reversed: boolean): number {
    const endNode = this.end(r);
    if (!reversed) {
      for (let node = this.nxt[after]; node !== endNode; node = this.nxt[node]) buf[at++] = node;
    } else {
      for (let node = this.prv[endNode]; node !== after; node = this.prv[node]) buf[at++] = node;
    }
    return at;
  }

  private relink(r: number, buf: Int32Array, len: number): void {
    const { nxt, prv, rt } = this;
    let prev = this.start(r);
    for (let i = 0; i < len; i++) {
      const c = buf[i];
      nxt[prev] = c;
      prv[c] = prev;
      rt[c] = r;
      prev = c;
    }
    const e = this.end(r);
    nxt[prev] = e;
    prv[e] = prev;
  }

  /** Top-three insertion positions of each customer of r1 in r2 (kept while r2 is unchanged). */
  private preprocess(r1: number, r2: number): void {
    // The hottest loop of the search (a quarter of its time on long routes): plain locals, one row offset.
    const { nxt, prv, N, n, dist, bestCost, bestLoc, bestWhen, delRem } = this;
    const end1 = this.end(r1);
    const end2 = this.end(r2);
    const first2 = nxt[this.start(r2)];
    const mod2 = this.rmod[r2];
    const now = this.nbMoves;
    for (let U = nxt[this.start(r1)]; U !== end1; U = nxt[U]) {
      const p = prv[U] > n ? 0 : prv[U];
      const q = nxt[U] > n ? 0 : nxt[U];
      const rowU = U * N;
      delRem[U] = dist[p * N + q] - dist[p * N + U] - dist[rowU + q];
      const w = r2 * N + U;
      if (mod2 <= bestWhen[w]) continue;
      bestWhen[w] = now;
      let c0 = dist[U] + dist[rowU + first2] - dist[first2];
      let c1 = 1e30;
      let c2 = 1e30;
      let v0 = this.start(r2);
      let v1 = -1;
      let v2 = -1;
      for (let V = first2; V !== end2; ) {
        const next = nxt[V];
        const vn = next > n ? 0 : next;
        const rowV = V * N;
        const cost = dist[rowV + U] + dist[rowU + vn] - dist[rowV + vn];
        if (cost < c2) {
          if (cost >= c1) {
            c2 = cost;
            v2 = V;
          } else if (cost >= c0) {
            c2 = c1;
            v2 = v1;
            c1 = cost;
            v1 = V;
          } else {
            c2 = c1;
            v2 = v1;
            c1 = c0;
            v1 = v0;
            c0 = cost;
            v0 = V;
          }
        }
        V = next;
      }
      const b = w * 3;
      bestCost[b] = c0;
      bestLoc[b] = v0;
      bestCost[b + 1] = c1;
      bestLoc[b + 1] = v1;
      bestCost[b + 2] = c2;
      bestLoc[b + 2] = v2;
    }
  }

  /**
   * Cheapest insertion of U in V's route once V is removed, `b` the index of U's top three in that route;
   * the position goes to `insertPos`.
   */
  private insertWithout(b: number, U: number, V: number): number {
    const { nxt, prv, n, bestCost, bestLoc, dist, N } = this;
    let at = bestLoc[b];
    let cost = bestCost[b];
    let found = at !== V && nxt[at] !== V;
    if (!found && bestLoc[b + 1] !== -1) {
      at = bestLoc[b + 1];
      cost = bestCost[b + 1];
      found = at !== V && nxt[at] !== V;
      if (!found && bestLoc[b + 2] !== -1) {
        at = bestLoc[b + 2];
        cost = bestCost[b + 2];
        found = true;
      }
    }
    const p = prv[V] > n ? 0 : prv[V];
    const q = nxt[V] > n ? 0 : nxt[V];
    const delta = dist[p * N + U] + dist[U * N + q] - dist[p * N + q];
    if (!found || delta < cost) {
      at = prv[V];
      cost = delta;
    }
    this.insertPos = at;
    return cost;
  }

  /** SWAP* (Vidal 2022) between routes rU and rV, with the plain relocations it evaluates for free. */
  private swapStar(rU: number, rV: number): boolean {
    this.preprocess(rU, rV);
    this.preprocess(rV, rU);
    const { nxt, dem0, dem1, dem2, delRem, lockN, N, multi, hasDur, svc } = this;
    const endU = this.end(rU);
    const endV = this.end(rV);
    let bestCost = 1e30;
    let bU = -1;
    let bPosU = -1;
    let bV = -1;
    let bPosV = -1;
    const l0U = this.load0[rU];
    const l1U = this.load1[rU];
    const l2U = this.load2[rU];
    const l0V = this.load0[rV];
    const l1V = this.load1[rV];
    const l2V = this.load2[rV];
    const penU = this.rpen[rU];
    const penV = this.rpen[rV];
    // One dimension (the common case): the penalties inline, without the other dimensions' terms.
    const cap0U = this.cap0[rU];
    const cap0V = this.cap0[rV];
    const pc0 = this.pc0;
    const firstV = nxt[this.start(rV)];
    for (let U = nxt[this.start(rU)]; U !== endU; U = nxt[U]) {
      if (lockN[U]) continue;
      const dU = dem0[U];
      const delU = delRem[U];
      const bUinV = (rV * N + U) * 3;
      for (let V = firstV; V !== endV; V = nxt[V]) {
        if (lockN[V]) continue;
        let dPenU: number;
        let dPenV: number;
        if (!multi) {
          const eU = l0U + dem0[V] - dU - cap0U;
          const eV = l0V + dU - dem0[V] - cap0V;
          dPenU = (eU > 0 ? eU * pc0 : 0) - penU;
          dPenV = (eV > 0 ? eV * pc0 : 0) - penV;
        } else {
          dPenU = this.pen(rU, l0U + dem0[V] - dU, l1U + dem1[V] - dem1[U], l2U + dem2[V] - dem2[U]) - penU;
          dPenV = this.pen(rV, l0V + dU - dem0[V], l1V + dem1[U] - dem1[V], l2V + dem2[U] - dem2[V]) - penV;
        }
        // Summed in this order so that results do not depend on the rounding of a regrouped sum.
        if (dPenU + delU + dPenV + delRem[V] > 0) continue;
        const extraV = this.insertWithout(bUinV, U, V);
        const posU = this.insertPos;
        const extraU = this.insertWithout((rU * N + V) * 3, V, U);
        let cost = dPenU + delU + extraU + dPenV + delRem[V] + extraV;
        if (hasDur) {
          const moved = svc[U] - svc[V];
          cost += this.dpen(rU, this.rdist[rU] + delU + extraU, this.rsvc[rU] - moved) + this.dpen(rV, this.rdist[rV] + delRem[V] + extraV, this.rsvc[rV] + moved);
        }
        if (cost < bestCost) {
          bestCost = cost;
          bU = U;
          bPosU = posU;
          bV = V;
          bPosV = this.insertPos;
        }
      }
    }
    for (let U = nxt[this.start(rU)]; U !== endU; U = nxt[U]) {
      if (lockN[U]) continue;
      const b = (rV * N + U) * 3;
      let cost =
        delRem[U] + this.bestCost[b] +
        this.pen(rU, l0U - dem0[U], l1U - dem1[U], l2U - dem2[U]) - penU +
        this.pen(rV, l0V + dem0[U], l1V + dem1[U], l2V + dem2[U]) - penV;
      if (hasDur) cost += this.dpen(rU, this.rdist[rU] + delRem[U], this.rsvc[rU] - svc[U]) + this.dpen(rV, this.rdist[rV] + this.bestCost[b], this.rsvc[rV] + svc[U]);
      if (cost < bestCost) {
        bestCost = cost;
        bU = U;
        bPosU = this.bestLoc[b];
        bV = -1;
        bPosV = -1;
      }
    }
    for (let V = nxt[this.start(rV)]; V !== endV; V = nxt[V]) {
      if (lockN[V]) continue;
      const b = (rU * N + V) * 3;
      let cost =
        delRem[V] + this.bestCost[b] +
        this.pen(rU, l0U + dem0[V], l1U + dem1[V], l2U + dem2[V]) - penU +
        this.pen(rV, l0V - dem0[V], l1V - dem1[V], l2V - dem2[V]) - penV;
      if (hasDur) cost += this.dpen(rU, this.rdist[rU] + this.bestCost[b], this.rsvc[rU] + svc[V]) + this.dpen(rV, this.rdist[rV] + delRem[V], this.rsvc[rV] - svc[V]);
      if (cost < bestCost) {
        bestCost = cost;
        bU = -1;
        bPosU = -1;
        bV = V;
        bPosV = this.bestLoc[b];
      }
    }
    if (bestCost > -EPS) return false;
    this.lastDelta = bestCost;
    if (bPosU >= 0) this.insertNode(bU, bPosU);
    if (bPosV >= 0) this.insertNode(bV, bPosV);
    this.nbMoves++;
    this.searchCompleted = false;
    this.updateRoute(rU);
    this.updateRoute(rV);
    return true;
  }

  /** Writes the routes back into `indiv` (by angle around the depot unless slots matter) and evaluates it. */
  private export(indiv: Individual, penaltyEval: number): void {
    const { R, nxt, inst } = this;
    const order = Array.from({ length: R }, (_, r) => r).sort((a, b) => this.bary[a] - this.bary[b] || a - b);
    let p = 0;
    if (!inst.slotted) {
      for (let k = 0; k < R; k++) {
        const r = order[k];
        indiv.start[k] = p;
        for (let c = nxt[this.start(r)]; c !== this.end(r); c = nxt[c]) indiv.tour[p++] = c;
      }
      indiv.start[R] = p;
      indiv.chromT.set(indiv.tour);
    } else {
      for (let r = 0; r < R; r++) {
        indiv.start[r] = p;
        for (let c = nxt[this.start(r)]; c !== this.end(r); c = nxt[c]) indiv.tour[p++] = c;
      }
      indiv.start[R] = p;
      let q = 0;
      for (const r of order) for (let c = nxt[this.start(r)]; c !== this.end(r); c = nxt[c]) if (!this.lockN[c]) indiv.chromT[q++] = c;
    }
    indiv.evaluate(inst, penaltyEval);
  }
}
