/**
 * The MRP calculation, a pure function over plain inputs (docs/pcp.md has the rules in words).
 *
 * Quantities are exact decimals kept as integers of a fixed scale: thousandths for quantities (the stock's
 * numeric(14,3)), ten-thousandths for a component's quantity per unit (numeric(14,4)) and hundredths for the loss
 * and probability percentages (numeric(5,2)). Why not decimal.js here: a 20,000-product catalogue nets hundreds of
 * thousands of period cells and explodes every bill-of-materials edge per period; integer arithmetic does that in
 * milliseconds, decimal.js in seconds (docs/performance.md). Sums of thousandths stay exact as JavaScript numbers
 * up to 2^53 (9 billion units); the one product that can pass that bound (quantity × quantity per unit × loss
 * factor) is computed with BigInt when it does. Every rounding is explicit: a component's requirement and a whole
 * unit's planned order round up (a missing gram is a shortage), a weighted quote rounds half up.
 */

/** A quantity in thousandths of the product's unit (an integer). */
export type Milli = number;

export interface MrpItem {
  id: number;
  /** Made here (PCP type F or P): production orders; otherwise bought: purchase suggestions. */
  made: boolean;
  /** Bought to be sold as it is (PCP type V): a finished product when nobody uses it, not a raw material. */
  resale?: boolean;
  /** Whole units (a unit that is not fractional): planned orders are rounded up to whole units. */
  whole: boolean;
  /** On hand in the sectors the analysis does not ignore. */
  stock: Milli;
  /** Minimum (safety) stock; the projected stock is kept at or above it. */
  min: Milli;
  /** Maximum stock: no planned order lifts the projected stock of its period above it (0: no maximum). */
  max: Milli;
  /** Lead time in periods: a planned order is released this many periods before it is needed. */
  leadPeriods: number;
  /** The planner's quantity (NrRealizado), which replaces the suggestion and is exploded to the components. */
  realizado?: Milli | null;
  /** How planned orders are sized (default: lot-for-lot). */
  lot?: LotRule;
}

/**
 * A lot-sizing rule: L lot-for-lot (the net requirement); F a fixed quantity (as many lots of `qty` as the need
 * takes, in one order); M at least `min`, in multiples of `multiple` (0: any); P periods of supply (one order
 * covers the net requirements of `periods` periods, its own included). Quantities in thousandths.
 */
export type LotRule = { kind: 'L' } | { kind: 'F'; qty: Milli } | { kind: 'M'; min: Milli; multiple: Milli } | { kind: 'P'; periods: number };

/** A bill-of-materials line: `qty` of `child` per unit of `parent` (ten-thousandths), `loss` % (hundredths). */
export interface MrpEdge {
  parent: number;
  child: number;
  qty: number;
  loss: number;
}

/** A quantity of an item in a period (0 = the first; negative = before the analysis starts). */
export interface Dated {
  item: number;
  period: number;
  qty: Milli;
}

export type PurchaseStatus = 'S' | 'C' | 'P';

export interface MrpInput {
  /** Number of periods of the horizon. */
  periods: number;
  items: MrpItem[];
  edges: MrpEdge[];
  /** Open sales order lines in the product's unit, by delivery period. */
  orders: Dated[];
  /** Open quote lines, unweighted. */
  quotes: Dated[];
  /** Probability of a quote, in hundredths of a percent (5000 = 50 %). */
  quoteProbability: number;
  forecasts: Dated[];
  /** Open production orders: what is still to be produced, by due period. */
  production: Dated[];
  /**
   * Open purchases (S suggested, C in quotation, P ordered), by expected (due) period: scheduled receipts like the
   * open production orders. A past due one is expected in the first period.
   */
  purchases: Array<Dated & { status: PurchaseStatus }>;
  /**
   * On-hand stock in lots that expire: `period` is the first period in which the lot is no longer available (0:
   * expired already). Part of `stock`; what the demand before that period does not consume (earliest expiry
   * first) leaves the projected stock then.
   */
  expiring?: Dated[];
}

/** A planned order: the period it is needed (received), the period it must be released (negative: late), its quantity. */
export interface PlannedOrder {
  receipt: number;
  release: number;
  qty: Milli;
}

/** The time-phased MRP record of an item, one cell per period, in thousandths. */
export interface MrpRecord {
  gross: number[];
  receipts: number[];
  /** Stock in lots that expire in the period (unconsumed): it leaves the projected stock. */
  expired: number[];
  projected: number[];
  net: number[];
  plannedReceipts: number[];
  plannedReleases: number[];
}

export interface MrpRow {
  item: number;
  /** Low-level code: the deepest level at which the item is used (0: nobody's component). */
  level: number;
  /**
   * P finished product (made or resold, and nobody's component), S sub-product (made, a component), M raw material
   * (bought for production: PCP type C at any level, or a resold item used as a component).
   */
  kind: 'P' | 'S' | 'M';
  stock: Milli;
  production: Milli;
  purchasesSuggested: Milli;
  purchasesQuoted: Milli;
  purchasesOrdered: Milli;
  /** Stock + open production + open purchases in the horizon (NrEstoqueFuturo). */
  available: Milli;
  orders: Milli;
  /** Open quotes weighted by the probability. */
  quotes: Milli;
  /** Forecast not covered by the orders of its period. */
  forecast: Milli;
  salesDemand: Milli;
  /** Needs of the parents' planned orders and of open production orders using the item. */
  parentDemand: Milli;
  totalDemand: Milli;
  min: Milli;
  max: Milli;
  /** Sum of the net requirements (NrTotalAtender). */
  totalNet: Milli;
  /** The suggestion (NrResultado): the planned orders, sized by the lot rule, none lifting the stock above the maximum. */
  result: Milli;
  /** The maximum stock trimmed at least one planned order. */
  capped: boolean;
  /** What the components were exploded from: the planner's quantity when set, else the suggestion. */
  planned: Milli;
  /** Planned orders that must be released now (in the first period, or late). */
  immediate: Milli;
  future: Milli;
  /** A planned order should have been released before the first period. */
  late: boolean;
  /** First period with a planned order, and its release period (null without any). */
  firstReceipt: number | null;
  firstRelease: number | null;
  /**
   * The suggestion's planned orders, one per planned receipt in period order, each with its release period (before
   * the planner's quantity replaces them): what "Criar ordens" creates when the planner typed nothing.
   */
  suggestedOrders: PlannedOrder[];
  record: MrpRecord;
}

export class MrpCycleError extends Error {
  constructor(readonly items: number[]) {
    super(`bills of materials contain a loop among products ${items.join(', ')}`);
  }
}

const SAFE = Number.MAX_SAFE_INTEGER;

/** ⌈x / d⌉ for a non-negative safe integer x and a positive integer d, exact (float division corrected). */
export function divCeil(x: number, d: number): number {
  let q = Math.floor(x / d);
  if (q * d > x) q--;
  else if ((q + 1) * d <= x) q++;
  return q * d === x ? q : q + 1;
}

/**
 * A component's requirement in thousandths: ⌈quantity × quantity per unit × (1 + loss/100)⌉. The scale of the
 * product is 10⁻¹¹ (10⁻³ × 10⁻⁴ × 10⁻⁴), hence the division by 10⁸.
 */
export function componentNeed(quantity: Milli, qtyPer: number, loss: number): Milli {
  const factor = qtyPer * (10_000 + loss);
  const x = quantity * factor;
  if (x <= SAFE) return divCeil(x, 100_000_000);
  const big = BigInt(quantity) * BigInt(factor);
  const q = big / 100_000_000n;
  return Number(q * 100_000_000n === big ? q : q + 1n);
}

/** A weighted quote: quantity × probability (hundredths of a percent), rounded half up. */
export function weighted(quantity: Milli, probability: number): Milli {
  const x = quantity * probability;
  if (x + 5_001 <= SAFE) return divCeil(x + 5_001, 10_000) - 1;
  return Number((BigInt(quantity) * BigInt(probability) + 5_000n) / 10_000n);
}

/** Low-level codes: each item's deepest level in the bills of materials, and the items in an order where every parent comes first. */
export function lowLevelCodes(ids: number[], edges: MrpEdge[]): { level: Map<number, number>; order: number[] } {
  const known = new Set(ids);
  const children = new Map<number, number[]>();
  const parents = new Map<number, number>();
  for (const e of edges) {
    if (!known.has(e.parent) || !known.has(e.child)) continue;
    let list = children.get(e.parent);
    if (!list) children.set(e.parent, (list = []));
    list.push(e.child);
    parents.set(e.child, (parents.get(e.child) ?? 0) + 1);
  }
  const level = new Map<number, number>();
  const order: number[] = [];
  const ready = ids.filter((id) => !parents.has(id));
  for (const id of ready) level.set(id, 0);
  // Kahn's algorithm: an item is placed once all of its parents are, at one level below the deepest of them.
  for (let i = 0; i < ready.length; i++) {
    const id = ready[i];
    order.push(id);
    for (const child of children.get(id) ?? []) {
      level.set(child, Math.max(level.get(child) ?? 0, level.get(id)! + 1));
      const left = parents.get(child)! - 1;
      parents.set(child, left);
      if (left === 0) ready.push(child);
    }
  }
  if (order.length < ids.length) throw new MrpCycleError(ids.filter((id) => !order.includes(id)));
  return { level, order };
}

interface Work {
  item: MrpItem;
  orders: Float64Array;
  quotes: Float64Array;
  forecast: Float64Array;
  receipts: Float64Array;
  dependent: Float64Array;
  /** Lots that expire, earliest first: [first period unavailable, quantity]. */
  lots: Array<[number, number]>;
  allocated: number;
  production: number;
  purchases: Record<PurchaseStatus, number>;
}

/** Adds a dated quantity to a period cell: before the first period counts in the first; past the horizon, not at all. */
function place(cells: Float64Array, period: number, qty: number): boolean {
  if (period >= cells.length) return false;
  cells[period < 0 ? 0 : period] += qty;
  return true;
}

/** Runs the MRP: one row per item, items netted level by level (a component after all of its parents). */
export function runMrp(input: MrpInput, onLevel?: (done: number, total: number) => void): MrpRow[] {
  const T = Math.max(1, input.periods);
  const work = new Map<number, Work>();
  for (const item of input.items) {
    work.set(item.id, {
      item,
      orders: new Float64Array(T),
      quotes: new Float64Array(T),
      forecast: new Float64Array(T),
      receipts: new Float64Array(T),
      dependent: new Float64Array(T),
      lots: [],
      allocated: 0,
      production: 0,
      purchases: { S: 0, C: 0, P: 0 },
    });
  }
  for (const d of input.orders) {
    const w = work.get(d.item);
    if (w) place(w.orders, d.period, d.qty);
  }
  for (const d of input.quotes) {
    const w = work.get(d.item);
    if (w) place(w.quotes, d.period, d.qty);
  }
  // A forecast of a period already gone is no longer demand.
  for (const d of input.forecasts) {
    const w = work.get(d.item);
    if (w && d.period >= 0) place(w.forecast, d.period, d.qty);
  }
  const components = new Map<number, MrpEdge[]>();
  for (const e of input.edges) {
    if (!work.has(e.parent) || !work.has(e.child)) continue;
    let list = components.get(e.parent);
    if (!list) components.set(e.parent, (list = []));
    list.push(e);
  }
  for (const d of input.production) {
    const w = work.get(d.item);
    if (!w || !place(w.receipts, d.period, d.qty)) continue;
    w.production += d.qty;
    // Finishing the order consumes its components: they are still needed, by its due period.
    for (const e of components.get(d.item) ?? []) {
      const c = work.get(e.child)!;
      const need = componentNeed(d.qty, e.qty, e.loss);
      place(c.dependent, d.period, need);
      c.allocated += need;
    }
  }
  for (const d of input.purchases) {
    const w = work.get(d.item);
    if (w && place(w.receipts, d.period, d.qty)) w.purchases[d.status] += d.qty;
  }
  for (const d of input.expiring ?? []) {
    const w = work.get(d.item);
    if (w && d.period < T && d.qty > 0) w.lots.push([Math.max(0, d.period), d.qty]);
  }
  for (const w of work.values()) if (w.lots.length > 1) w.lots.sort((a, b) => a[0] - b[0]);

  const { level, order } = lowLevelCodes([...work.keys()], input.edges);
  const rows: MrpRow[] = [];
  const maxLevel = Math.max(0, ...level.values());
  let lastLevel = -1;
  for (const id of order) {
    const w = work.get(id)!;
    const lv = level.get(id)!;
    if (lv !== lastLevel && onLevel) onLevel(lv, maxLevel + 1);
    lastLevel = lv;
    const row = netItem(w, lv, input.quoteProbability, T, components.has(id));
    rows.push(row);
    // Explode the planned releases to the components (netted later: their level is deeper).
    for (const e of components.get(id) ?? []) {
      const c = work.get(e.child)!;
      const rel = row.record.plannedReleases;
      for (let t = 0; t < T; t++) if (rel[t] > 0) c.dependent[t] += componentNeed(rel[t], e.qty, e.loss);
    }
  }
  return rows;
}

/**
 * What leaves the stock unused in each period because its lot expires: the demand of each period takes the lots
 * still valid, earliest expiry first (as picking does), before any other stock; what a lot has left when its period
 * comes is lost. The demand does not depend on the planned orders, so this is known before netting.
 */
export function expiredByPeriod(lots: ReadonlyArray<readonly [number, number]>, gross: ArrayLike<number>, T: number): number[] {
  const expired = new Array<number>(T).fill(0);
  if (!lots.length) return expired;
  const left = lots.map(([, qty]) => qty);
  for (let t = 0; t < T; t++) {
    for (let i = 0; i < lots.length; i++) {
      if (lots[i][0] === t && left[i] > 0) {
        expired[t] += left[i];
        left[i] = 0;
      }
    }
    let demand = gross[t];
    for (let i = 0; i < lots.length && demand > 0; i++) {
      if (lots[i][0] <= t || left[i] <= 0) continue;
      const take = Math.min(left[i], demand);
      left[i] -= take;
      demand -= take;
    }
  }
  return expired;
}

/**
 * The size of the planned order of period `t` under a lot rule, before the maximum: `net` is what keeps the
 * projected stock at the minimum; `ahead(k)` is the stock period `k` would have without this order or later ones
 * (the periods of supply look ahead with it). Rounded up to whole units when the unit is.
 */
export function lotSize(rule: LotRule | undefined, net: Milli, whole: boolean, min: Milli, t: number, T: number, ahead: (k: number) => Milli): Milli {
  const up = (x: Milli) => (whole ? divCeil(x, 1000) * 1000 : x);
  if (!rule || rule.kind === 'L') return up(net);
  if (rule.kind === 'F') return rule.qty > 0 ? up(divCeil(net, rule.qty) * rule.qty) : up(net);
  if (rule.kind === 'M') {
    const atLeast = Math.max(net, rule.min);
    return up(rule.multiple > 0 ? divCeil(atLeast, rule.multiple) * rule.multiple : atLeast);
  }
  let cover = net;
  for (let k = t + 1; k < Math.min(T, t + Math.max(1, rule.periods)); k++) cover = Math.max(cover, min - ahead(k));
  return up(cover);
}

function netItem(w: Work, level: number, probability: number, T: number, hasComponents: boolean): MrpRow {
  const { item } = w;
  const gross = new Array<number>(T);
  const receipts = new Array<number>(T);
  const projected = new Array<number>(T);
  const net = new Array<number>(T);
  const plannedReceipts = new Array<number>(T).fill(0);
  let orders = 0;
  let quotes = 0;
  let forecast = 0;
  let parentDemand = 0;
  for (let t = 0; t < T; t++) {
    const q = w.quotes[t] > 0 ? weighted(w.quotes[t], probability) : 0;
    // The forecast counts only where the period's orders do not cover it.
    const f = Math.max(0, w.forecast[t] - w.orders[t]);
    orders += w.orders[t];
    quotes += q;
    forecast += f;
    parentDemand += w.dependent[t];
    gross[t] = w.orders[t] + q + f + w.dependent[t];
    receipts[t] = w.receipts[t];
  }
  const expired = expiredByPeriod(w.lots, gross, T);
  // What each period changes in the stock before any planned order.
  const flow = gross.map((g, t) => receipts[t] - g - expired[t]);
  let totalNet = 0;
  let capped = false;
  let poh = item.stock;
  for (let t = 0; t < T; t++) {
    const avail = poh + flow[t];
    const nr = avail < item.min ? item.min - avail : 0;
    net[t] = nr;
    totalNet += nr;
    if (nr > 0) {
      let lot = lotSize(item.lot, nr, item.whole, item.min, t, T, (k) => {
        let s = avail;
        for (let j = t + 1; j <= k; j++) s += flow[j];
        return s;
      });
      // The maximum caps the stock of the period, not the orders' sum: the order lifts it at most to the maximum,
      // and always out of a shortage (a maximum never plans a stock below zero).
      if (item.max > 0 && avail + lot > item.max) {
        const room = item.max - avail;
        const fit = Math.max(item.whole ? Math.floor(room / 1000) * 1000 : room, item.whole ? divCeil(Math.max(0, -avail), 1000) * 1000 : Math.max(0, -avail));
        if (fit < lot) {
          lot = fit;
          capped = true;
        }
      }
      plannedReceipts[t] = lot;
    }
    poh = avail + plannedReceipts[t];
  }
  const result = plannedReceipts.reduce((a, b) => a + b, 0);
  const suggestedOrders: PlannedOrder[] = [];
  plannedReceipts.forEach((qty, t) => qty > 0 && suggestedOrders.push({ receipt: t, release: t - item.leadPeriods, qty }));
  // The planner's quantity replaces the planned orders: one order, when the first one was needed.
  if (item.realizado !== null && item.realizado !== undefined) {
    const first = plannedReceipts.findIndex((q) => q > 0);
    plannedReceipts.fill(0);
    if (item.realizado > 0) plannedReceipts[first < 0 ? 0 : first] = item.realizado;
  }
  poh = item.stock;
  const plannedReleases = new Array<number>(T).fill(0);
  let firstReceipt: number | null = null;
  let firstRelease: number | null = null;
  let late = false;
  let immediate = 0;
  let planned = 0;
  for (let t = 0; t < T; t++) {
    poh += flow[t] + plannedReceipts[t];
    projected[t] = poh;
    const por = plannedReceipts[t];
    if (por <= 0) continue;
    planned += por;
    const release = t - item.leadPeriods;
    if (release < 0) late = true;
    plannedReleases[Math.max(0, release)] += por;
    if (release <= 0) immediate += por;
    if (firstReceipt === null) {
      firstReceipt = t;
      firstRelease = release;
    }
  }
  const purchases = w.purchases;
  const production = w.production;
  const available = item.stock + production + purchases.S + purchases.C + purchases.P;
  const salesDemand = orders + quotes + forecast;
  return {
    item: item.id,
    level,
    kind: level === 0 && (item.made || item.resale) ? 'P' : item.made || hasComponents ? 'S' : 'M',
    stock: item.stock,
    production,
    purchasesSuggested: purchases.S,
    purchasesQuoted: purchases.C,
    purchasesOrdered: purchases.P,
    available,
    orders,
    quotes,
    forecast,
    salesDemand,
    parentDemand,
    totalDemand: salesDemand + parentDemand,
    min: item.min,
    max: item.max,
    totalNet,
    result,
    capped,
    planned,
    immediate,
    future: planned - immediate,
    late,
    firstReceipt,
    firstRelease,
    suggestedOrders,
    record: { gross, receipts, expired, projected, net, plannedReceipts, plannedReleases },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Decimal text (as PostgreSQL answers numeric) to and from scaled integers.

/** '12.5' with 3 places -> 12500; more digits than `places` round half up; '' or null -> 0. */
export function scaled(text: string | null | undefined, places: number): number {
  if (!text) return 0;
  let s = text.trim();
  const negative = s.startsWith('-');
  if (negative || s.startsWith('+')) s = s.slice(1);
  const dot = s.indexOf('.');
  const whole = dot < 0 ? s : s.slice(0, dot);
  let frac = dot < 0 ? '' : s.slice(dot + 1);
  let up = 0;
  if (frac.length > places) {
    up = frac.charCodeAt(places) >= 53 /* '5' */ ? 1 : 0;
    frac = frac.slice(0, places);
  }
  const n = Number((whole || '0') + frac.padEnd(places, '0')) + up;
  return negative ? -n : n;
}

/** 12500 with 3 places -> '12.500'. */
export function unscaled(n: number, places = 3): string {
  const negative = n < 0;
  const digits = String(Math.abs(n)).padStart(places + 1, '0');
  const text = places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative ? `-${text}` : text;
}
