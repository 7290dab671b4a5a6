import { Decimal, toDecimal, type Produto } from '@backoffice/domain';
import type { Violation } from '../../platform/http/errors.ts';

/**
 * Pure rules of the catalogue: plain values in, a result or violations out (no database, no clock).
 */

export interface Codigo {
  CdChamada: string;
  StCodigoPrincipal: 'S' | 'N';
}

/** The product's codes from its input: `codigos`, or a single `CdChamada` as the main code. */
export function codesOf(input: Pick<Produto, 'codigos' | 'CdChamada'>): Codigo[] | undefined {
  if (input.codigos) return input.codigos.map((c) => ({ CdChamada: c.CdChamada.trim(), StCodigoPrincipal: c.StCodigoPrincipal }));
  if (input.CdChamada) return [{ CdChamada: input.CdChamada.trim(), StCodigoPrincipal: 'S' }];
  return undefined;
}

/** One or more codes, none repeated, exactly one main: the main code, or the violations. */
export function codesRule(codes: Codigo[] | undefined): { main: string } | { violations: Violation[] } {
  if (!codes || codes.length === 0) return { violations: [{ propertyPath: 'CdChamada', message: 'required' }] };
  const seen = new Set<string>();
  for (const [i, c] of codes.entries()) {
    const key = c.CdChamada.toUpperCase();
    if (seen.has(key)) return { violations: [{ propertyPath: `codigos[${i}].CdChamada`, message: 'codes_repeated', params: { code: c.CdChamada } }] };
    seen.add(key);
  }
  const mains = codes.filter((c) => c.StCodigoPrincipal === 'S');
  if (mains.length !== 1) return { violations: [{ propertyPath: 'codigos', message: 'one_main_code' }] };
  return { main: mains[0].CdChamada };
}

/** Minimum stock not above maximum (a maximum of 0 means none). */
export function minMaxRule(min: string | null | undefined, max: string | null | undefined, path = 'QtEstoqueMinimo'): Violation[] {
  const lo = toDecimal(min) ?? new Decimal(0);
  const hi = toDecimal(max) ?? new Decimal(0);
  return hi.greaterThan(0) && lo.greaterThan(hi) ? [{ propertyPath: path, message: 'min_above_max' }] : [];
}

/** ISO date (YYYY-MM-DD) plus a number of days. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A lot's expiry: the one given, else fabrication + the product's validity days; never before fabrication. */
export function lotExpiry(fabricacao: string, validade: string | null | undefined, diasValidade: number): { DtValidade: string } | { violations: Violation[] } {
  const DtValidade = validade || addDays(fabricacao, diasValidade);
  if (DtValidade < fabricacao) return { violations: [{ propertyPath: 'DtValidade', message: 'expiry_before_fabrication' }] };
  return { DtValidade };
}

/**
 * The unit a bill-of-materials line is measured in: none (the component's own), the component's own, or one the
 * component has a conversion from to its own unit (stock moves and the MRP count the component in its own unit, the
 * line's quantity times the conversion's factor). Another unit would be counted as if it were the component's own.
 */
export function bomLineUnitRule(
  line: { unit: number | null; symbol: string | null },
  component: { unit: number; symbol: string | null; code: string },
  convertible: boolean,
): Violation[] {
  if (line.unit === null || line.unit === component.unit || convertible) return [];
  return [{ propertyPath: 'IdTipoMedida', message: 'bom_unit_without_conversion', params: { product: component.code, unit: line.symbol ?? '', productUnit: component.symbol ?? '' } }];
}

/** An edge of a bill of materials: `parent` contains `child`. */
export interface BomEdge {
  parent: number;
  child: number;
}

/**
 * Whether adding `parent` contains `child` to the structure closes a loop: the loop as the list of
 * products from `parent` back to itself ([A, B, A] for A contains B contains A), or null.
 */
export function bomCycle(edges: Iterable<BomEdge>, parent: number, child: number): number[] | null {
  if (parent === child) return [parent, parent];
  const children = new Map<number, number[]>();
  for (const e of edges) {
    const list = children.get(e.parent);
    if (list) list.push(e.child);
    else children.set(e.parent, [e.child]);
  }
  // A path from child down to parent, plus the new edge, is the loop. Depth-first, each product once.
  const seen = new Set<number>();
  const path: number[] = [];
  const walk = (node: number): boolean => {
    path.push(node);
    if (node === parent) return true;
    if (!seen.has(node)) {
      seen.add(node);
      for (const next of children.get(node) ?? []) if (walk(next)) return true;
    }
    path.pop();
    return false;
  };
  return walk(child) ? [parent, ...path] : null;
}

export interface BomLine {
  IdListaProdutoItem: number;
  IdProduto: number;
  ProdutoComponente: number;
  IdPosicao: number;
  StComponentePrincipal: string;
  QtProdutoComponente: string;
  PcPerda: string;
}

export interface ProductCost {
  IdProduto: number;
  CdChamada: string;
  NmProduto: string;
  CdSigla: string | null;
  TpUnidade: string | null;
  VlPrecoCusto: string;
}

export interface BomNode extends ProductCost {
  IdListaProdutoItem?: number;
  IdPosicao?: number;
  StComponentePrincipal?: string;
  /** Per unit of the parent, loss included. */
  QtProdutoComponente?: string;
  PcPerda?: string;
  /** Per unit of the finished product at the top (the product of the quantities down the path). */
  QtPorUnidade: string;
  /** Cost of one unit of this product: its components' rolled-up cost, or its own cost price when it has none. */
  VlCustoUnitario: string;
  /** Cost of QtPorUnidade of it in one finished unit. */
  VlCustoTotal: string;
  componentes: BomNode[];
}

/**
 * The structure of `root` as a tree: each component's quantity per finished unit (loss included) and
 * the cost rolled up from the leaves (a product with components costs the sum of its components; a leaf
 * its cost price). The structure is acyclic (bomCycle guards every write); `depth` stops a corrupt one.
 */
export function bomTree(root: number, lines: BomLine[], products: Map<number, ProductCost>, depth = 50): BomNode {
  const byParent = new Map<number, BomLine[]>();
  for (const l of lines) {
    const list = byParent.get(l.IdProduto);
    if (list) list.push(l);
    else byParent.set(l.IdProduto, [l]);
  }
  for (const list of byParent.values()) list.sort((a, b) => a.IdPosicao - b.IdPosicao || a.IdListaProdutoItem - b.IdListaProdutoItem);
  // Each level's unit cost stays an exact decimal on the way up; only what the node shows is rounded (4 places),
  // so a deep structure does not add up rounding errors level by level.
  const build = (id: number, perFinished: Decimal, line: BomLine | undefined, level: number): { node: BomNode; unit: Decimal } => {
    const p = products.get(id)!;
    const children =
      level < depth
        ? (byParent.get(id) ?? []).map((l) => {
            const perParent = perParentOf(l);
            return { perParent, ...build(l.ProdutoComponente, perFinished.times(perParent), l, level + 1) };
          })
        : [];
    const unitCost = children.length ? children.reduce((sum, c) => sum.plus(c.unit.times(c.perParent)), new Decimal(0)) : new Decimal(p.VlPrecoCusto);
    const node: BomNode = {
      ...p,
      ...(line
        ? {
            IdListaProdutoItem: line.IdListaProdutoItem,
            IdPosicao: line.IdPosicao,
            StComponentePrincipal: line.StComponentePrincipal,
            QtProdutoComponente: line.QtProdutoComponente,
            PcPerda: line.PcPerda,
          }
        : {}),
      QtPorUnidade: perFinished.toFixed(6),
      VlCustoUnitario: unitCost.toFixed(4),
      VlCustoTotal: unitCost.times(perFinished).toFixed(4),
      componentes: children.map((c) => c.node),
    };
    return { node, unit: unitCost };
  };
  return build(root, new Decimal(1), undefined, 0).node;
}

/** A structure without its costs (the cost price and what is rolled up from it), for who may not see the products' cost. */
export type BomNodeWithoutCost = Omit<BomNode, 'VlPrecoCusto' | 'VlCustoUnitario' | 'VlCustoTotal' | 'componentes'> & { componentes: BomNodeWithoutCost[] };

export function withoutCosts(node: BomNode): BomNodeWithoutCost {
  const { VlPrecoCusto: _cost, VlCustoUnitario: _unit, VlCustoTotal: _total, componentes, ...rest } = node;
  return { ...rest, componentes: componentes.map(withoutCosts) };
}

/** How much of a component one unit of its parent takes: the quantity plus the loss (2 with 10 % loss: 2,2). */
function perParentOf(line: Pick<BomLine, 'QtProdutoComponente' | 'PcPerda'>): Decimal {
  return new Decimal(line.QtProdutoComponente).times(new Decimal(1).plus(new Decimal(line.PcPerda ?? '0').dividedBy(100)));
}
