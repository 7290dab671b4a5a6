import { ean13 } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import { ensureSectors } from '../pessoas/index.ts';
import {
  estoqueMovimentos,
  estoqueSaldos,
  familiaProdutos,
  grupoProdutos,
  listaProdutoItems,
  loteEstoqueProduto,
  produtoCodigos,
  produtoConversoes,
  produtos,
  tipoMedidas,
} from './catalogo.table.ts';
import { addDays } from './catalogo.rules.ts';
import { recountProductStock } from './estoque.service.ts';

/**
 * Demo catalogue of a distributor that also manufactures cleaning products: about 300 products
 * (raw materials, packaging such as caixas, fitas and etiquetas, intermediates, finished goods, goods for
 * resale) in 10 families and 25 groups, valid EAN-13 codes, 2- to 4-level bills of materials, lots (a few
 * expired, some expiring within 30 days) and stock in three sectors. Written with bulk inserts; balances
 * and their entry moves are written together, as moveStock would.
 */

const UNITS: [string, string, 'F' | 'I'][] = [
  ['UN', 'Unidade', 'I'],
  ['KG', 'Quilograma', 'F'],
  ['L', 'Litro', 'F'],
  ['M', 'Metro', 'F'],
  ['M2', 'Metro quadrado', 'F'],
  ['CX', 'Caixa', 'I'],
  ['PC', 'Pacote', 'I'],
  ['RL', 'Rolo', 'I'],
  ['FD', 'Fardo', 'I'],
];

/** Family -> its groups. */
const FAMILIES: [string, string[]][] = [
  ['Limpeza doméstica', ['Detergentes', 'Desinfetantes', 'Multiuso']],
  ['Limpeza profissional', ['Desengraxantes', 'Limpadores de piso', 'Saneantes']],
  ['Higiene pessoal', ['Sabonetes', 'Álcool em gel']],
  ['Lavanderia', ['Amaciantes', 'Sabão líquido']],
  ['Embalagens', ['Caixas', 'Fitas', 'Etiquetas', 'Frascos e tampas']],
  ['Matérias-primas', ['Tensoativos', 'Fragrâncias', 'Corantes', 'Aditivos']],
  ['Intermediários', ['Bases', 'Soluções']],
  ['Descartáveis', ['Papéis', 'Luvas']],
  ['Utilidades', ['Panos e esponjas', 'Vassouras e rodos']],
  ['Escritório', ['Papelaria']],
];

interface Draft {
  code: string;
  name: string;
  short: string;
  type: string;
  pcp: string;
  unit: string;
  group: string;
  days: number;
  cost: string;
  weight: string;
  ncm: string;
  min: string;
  max: string;
  lots: boolean;
}

function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const SIZES = ['500 ml', '1 L', '2 L', '5 L'];
const SCENTS = ['Neutro', 'Limão', 'Lavanda', 'Eucalipto', 'Pinho', 'Floral', 'Talco', 'Citrus'];

function drafts(): Draft[] {
  const r = rng(42);
  const out: Draft[] = [];
  const money = (min: number, max: number) => (min + r() * (max - min)).toFixed(4);
  const add = (prefix: string, d: Omit<Draft, 'code' | 'min' | 'max'>) => {
    const n = out.filter((o) => o.code.startsWith(prefix)).length + 1;
    const min = Math.round(r() * 50) * (d.unit === 'KG' || d.unit === 'L' ? 10 : 1);
    out.push({ ...d, code: `${prefix}-${String(n).padStart(4, '0')}`, min: min.toFixed(3), max: (min * 4).toFixed(3) });
  };
  // Raw materials (M), bought by KG or L.
  const raws: [string, string][] = [
    ['Tensoativo LAS 90%', 'Tensoativos'], ['Lauril éter sulfato de sódio', 'Tensoativos'], ['Amida de coco', 'Tensoativos'],
    ['Betaína de coco', 'Tensoativos'], ['Quaternário de amônio 50%', 'Tensoativos'], ['Álcool etílico 96%', 'Aditivos'],
    ['Soda cáustica em escamas', 'Aditivos'], ['Cloreto de sódio', 'Aditivos'], ['Glicerina bidestilada', 'Aditivos'],
    ['EDTA tetrassódico', 'Aditivos'], ['Conservante isotiazolinona', 'Aditivos'], ['Carbopol', 'Aditivos'],
    ['Trietanolamina', 'Aditivos'], ['Ácido cítrico', 'Aditivos'], ['Hipoclorito de sódio 12%', 'Aditivos'],
    ['Água deionizada', 'Aditivos'], ['Silicone emulsionado', 'Aditivos'], ['Espessante acrílico', 'Aditivos'],
  ];
  for (const [name, group] of raws) add('MP', { name, short: name.slice(0, 30), type: 'M', pcp: 'C', unit: name.startsWith('Álcool') || name.startsWith('Água') || name.startsWith('Hipo') ? 'L' : 'KG', group, days: 365, cost: money(2, 30), weight: '1.000', ncm: '34021190', lots: true });
  for (const scent of SCENTS) add('MP', { name: `Essência ${scent}`, short: `Essência ${scent}`, type: 'M', pcp: 'C', unit: 'KG', group: 'Fragrâncias', days: 540, cost: money(40, 120), weight: '1.000', ncm: '33029019', lots: true });
  for (const color of ['azul', 'verde', 'amarelo', 'rosa', 'vermelho', 'violeta']) add('MP', { name: `Corante ${color}`, short: `Corante ${color}`, type: 'M', pcp: 'C', unit: 'KG', group: 'Corantes', days: 720, cost: money(20, 60), weight: '1.000', ncm: '32041990', lots: true });
  // Packaging (B): caixas, fitas, etiquetas, frascos, tampas.
  for (const dims of ['20x15x10', '30x20x15', '40x30x25', '50x40x30', '60x40x40', '30x30x30']) add('EMB', { name: `Caixa de papelão ${dims} cm`, short: `Caixa ${dims}`, type: 'B', pcp: 'C', unit: 'UN', group: 'Caixas', days: 0, cost: money(1, 6), weight: '0.250', ncm: '48191000', lots: false });
  for (const f of ['Fita adesiva transparente 48 mm x 100 m', 'Fita adesiva marrom 48 mm x 100 m', 'Fita de arquear 13 mm', 'Fita crepe 24 mm x 50 m', 'Fita dupla face 19 mm']) add('EMB', { name: f, short: f.slice(0, 30), type: 'B', pcp: 'C', unit: 'RL', group: 'Fitas', days: 0, cost: money(3, 15), weight: '0.300', ncm: '39191010', lots: false });
  for (const e of ['Etiqueta adesiva 10x15 cm', 'Etiqueta de lote 5x3 cm', 'Etiqueta frágil', 'Rótulo frontal 500 ml', 'Rótulo frontal 1 L', 'Rótulo frontal 2 L', 'Rótulo frontal 5 L', 'Rótulo traseiro padrão']) add('EMB', { name: e, short: e.slice(0, 30), type: 'B', pcp: 'C', unit: 'UN', group: 'Etiquetas', days: 0, cost: money(0.05, 0.4), weight: '0.002', ncm: '48211000', lots: false });
  for (const size of SIZES) {
    add('EMB', { name: `Frasco PEAD ${size}`, short: `Frasco ${size}`, type: 'B', pcp: 'C', unit: 'UN', group: 'Frascos e tampas', days: 0, cost: money(0.3, 2.5), weight: '0.040', ncm: '39233000', lots: false });
    add('EMB', { name: `Tampa ${size === '5 L' ? 'rosca 38 mm' : 'flip-top 28 mm'} para ${size}`, short: `Tampa ${size}`, type: 'B', pcp: 'C', unit: 'UN', group: 'Frascos e tampas', days: 0, cost: money(0.08, 0.5), weight: '0.005', ncm: '39235000', lots: false });
  }
  // Intermediates (I): bases made from raw materials, and diluted solutions made from bases (two levels).
  const bases = ['Base detergente', 'Base desinfetante', 'Base multiuso', 'Base amaciante', 'Base sabão líquido', 'Base sabonete', 'Base desengraxante', 'Base limpa-piso'];
  for (const b of bases) add('PI', { name: `${b} concentrada`, short: `${b} conc.`, type: 'I', pcp: 'F', unit: 'KG', group: 'Bases', days: 180, cost: money(3, 9), weight: '1.000', ncm: '34022000', lots: true });
  for (const b of bases) for (const scent of SCENTS.slice(0, 4)) add('PI', { name: `${b.replace('Base', 'Solução')} ${scent.toLowerCase()}`, short: `Sol. ${b.slice(5)} ${scent}`.slice(0, 30), type: 'I', pcp: 'F', unit: 'L', group: 'Soluções', days: 120, cost: money(2, 7), weight: '1.020', ncm: '34022000', lots: true });
  // Finished goods (A): a solution bottled, labelled and boxed (four levels down to raw materials).
  const finished: [string, string, string][] = [
    ['Detergente líquido', 'Base detergente', 'Detergentes'],
    ['Desinfetante', 'Base desinfetante', 'Desinfetantes'],
    ['Limpador multiuso', 'Base multiuso', 'Multiuso'],
    ['Amaciante de roupas', 'Base amaciante', 'Amaciantes'],
    ['Sabão líquido', 'Base sabão líquido', 'Sabão líquido'],
    ['Sabonete líquido', 'Base sabonete', 'Sabonetes'],
    ['Desengraxante industrial', 'Base desengraxante', 'Desengraxantes'],
    ['Limpa-piso', 'Base limpa-piso', 'Limpadores de piso'],
  ];
  // A bottle costs what its litres cost, a little less per litre in the bigger sizes (one price per product and scent).
  const LITRES: Record<string, number> = { '500 ml': 0.5, '1 L': 1, '2 L': 2, '5 L': 5 };
  const SCALE: Record<string, number> = { '500 ml': 1.25, '1 L': 1, '2 L': 0.92, '5 L': 0.85 };
  for (const [name, , group] of finished)
    for (const scent of SCENTS.slice(0, 4)) {
      let perLitre = 0;
      for (const size of SIZES) {
        const drawn = Number(money(2, 14)); // one draw per bottle, as before, so the rest of the catalogue keeps its values
        if (size === SIZES[0]) perLitre = 2.5 + (drawn - 2) / 3;
        const cost = (perLitre * LITRES[size] * SCALE[size] + 0.6).toFixed(4);
        add('PA', { name: `${name} ${scent.toLowerCase()} ${size}`, short: `${name} ${scent} ${size}`.slice(0, 30), type: 'A', pcp: 'F', unit: 'UN', group, days: 730, cost, weight: { '500 ml': '0.520', '1 L': '1.040', '2 L': '2.080', '5 L': '5.150' }[size]!, ncm: '34022000', lots: true });
      }
    }
  // Goods for resale (R) and office supplies (E).
  const resale: [string, string, string, number][] = [
    ['Papel toalha interfolhado', 'Papéis', 'FD', 0], ['Papel higiênico rolão 300 m', 'Papéis', 'FD', 0], ['Guardanapo de papel', 'Papéis', 'PC', 0],
    ['Luva nitrílica', 'Luvas', 'CX', 1095], ['Luva de látex', 'Luvas', 'CX', 1095], ['Luva de vinil', 'Luvas', 'CX', 1095],
    ['Pano multiuso', 'Panos e esponjas', 'PC', 0], ['Esponja dupla face', 'Panos e esponjas', 'PC', 0], ['Flanela', 'Panos e esponjas', 'UN', 0],
    ['Vassoura de nylon', 'Vassouras e rodos', 'UN', 0], ['Rodo de alumínio', 'Vassouras e rodos', 'UN', 0], ['Pá de lixo', 'Vassouras e rodos', 'UN', 0],
    ['Álcool em gel 70%', 'Álcool em gel', 'UN', 730], ['Álcool líquido 70%', 'Álcool em gel', 'UN', 730], ['Sabonete em barra', 'Sabonetes', 'UN', 1095],
    ['Água sanitária', 'Saneantes', 'UN', 180], ['Cloro granulado', 'Saneantes', 'KG', 365], ['Limpa-vidros', 'Multiuso', 'UN', 730],
  ];
  for (const [name, group, unit, days] of resale) for (const [v, label] of [['P', 'econômico'], ['M', 'padrão'], ['G', 'premium'], ['GG', 'profissional']]) add('RV', { name: `${name} ${unit === 'CX' ? `tamanho ${v}` : label}`, short: `${name} ${v}`.slice(0, 30), type: 'R', pcp: 'V', unit, group, days, cost: money(1, 40), weight: '0.500', ncm: '48181000', lots: days > 0 });
  for (const o of ['Caneta esferográfica azul', 'Bloco de notas A5', 'Papel sulfite A4', 'Grampeador', 'Clipes nº 2', 'Envelope pardo A4', 'Pasta suspensa', 'Marca-texto amarelo']) add('ESC', { name: o, short: o.slice(0, 30), type: 'E', pcp: 'C', unit: 'UN', group: 'Papelaria', days: 0, cost: money(0.5, 25), weight: '0.100', ncm: '96081000', lots: false });
  return out;
}

export async function seedCatalogo(tx: Tx, companies: { main: number; other: number }, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  const company = companies.main;
  const units = await tx.insert(tipoMedidas).values(UNITS.map(([CdSigla, DsTipoMedida, TpUnidade]) => ({ company, CdSigla, DsTipoMedida, TpUnidade }))).returning();
  const unit = new Map(units.map((u) => [u.CdSigla, u.IdTipoMedida]));
  const families = await tx
    .insert(familiaProdutos)
    .values(FAMILIES.map(([NmFamiliaProduto], i) => ({ company, CdChamada: `F${String(i + 1).padStart(2, '0')}`, NmFamiliaProduto })))
    .returning();
  const groupNames = FAMILIES.flatMap(([, groups]) => groups);
  const groups = await tx
    .insert(grupoProdutos)
    .values(groupNames.map((NmGrupoProduto, i) => ({ company, CdChamada: `G${String(i + 1).padStart(2, '0')}`, NmGrupoProduto })))
    .returning();
  const groupId = new Map(groups.map((g) => [g.NmGrupoProduto, g.IdGrupoProduto]));
  const familyOfGroup = new Map(FAMILIES.flatMap(([, gs], i) => gs.map((g) => [g, families[i].IdFamiliaProduto] as const)));

  const list = drafts();
  const rows = await tx
    .insert(produtos)
    .values(
      list.map((d, i) => ({
        company,
        CdChamada: d.code,
        // A few products without a barcode, family or group, as in real catalogues.
        CdEan: i % 23 === 5 ? null : ean13(`789123${String(i + 1).padStart(6, '0')}`),
        NmProduto: d.name,
        NmCurto: d.short,
        TpProduto: d.type,
        TpProdutoPcp: d.pcp,
        IdTipoMedida: unit.get(d.unit)!,
        VlPesoLiquido: (Number(d.weight) * 0.96).toFixed(3),
        VlPesoBruto: d.weight,
        IdFamiliaProduto: i % 41 === 7 ? null : familyOfGroup.get(d.group)!,
        IdGrupoProduto: i % 37 === 11 ? null : groupId.get(d.group)!,
        NrDiasValidade: d.days,
        CdNcm: d.ncm,
        CdOrigem: i % 9 === 4 ? '1' : '0',
        VlPrecoCusto: d.cost,
        QtEstoqueMinimo: d.min,
        QtEstoqueMaximo: d.max,
        DsLocalizacao: `R${(i % 12) + 1}-P${(i % 5) + 1}`,
        StAtivo: i % 29 !== 3,
      })),
    )
    .returning({ IdProduto: produtos.IdProduto, CdChamada: produtos.CdChamada });
  const id = new Map(rows.map((r) => [r.CdChamada, r.IdProduto]));
  const byName = new Map(list.map((d) => [d.name, id.get(d.code)!]));
  // Every product's main code, and an old code (not main) on every tenth one.
  await tx.insert(produtoCodigos).values([
    ...rows.map((r) => ({ company, IdProduto: r.IdProduto, CdChamada: r.CdChamada, StCodigoPrincipal: 'S' })),
    ...rows.filter((_, i) => i % 10 === 0).map((r, i) => ({ company, IdProduto: r.IdProduto, CdChamada: `ANT${String(1000 + i)}`, StCodigoPrincipal: 'N' })),
  ]);
  // Conversions: boxes of 12 for packed goods, fardos of 6, and KG of products sold by the metre.
  await tx.insert(produtoConversoes).values(
    list.flatMap((d) =>
      d.type === 'A' ? [{ company, IdProduto: id.get(d.code)!, IdTipoMedida: unit.get('CX')!, QtFator: d.name.includes('500 ml') ? '24' : '12' }]
      : d.unit === 'FD' ? [{ company, IdProduto: id.get(d.code)!, IdTipoMedida: unit.get('UN')!, QtFator: '0.166667' }]
      : d.group === 'Fitas' ? [{ company, IdProduto: id.get(d.code)!, IdTipoMedida: unit.get('CX')!, QtFator: '36' }]
      : [],
    ),
  );

  // Bills of materials: finished = solution + bottle + cap + labels + share of a box; solution = base + essence
  // + water (+ colour); base = raw materials. Four levels from finished good to raw material.
  const bom: (typeof listaProdutoItems.$inferInsert)[] = [];
  const line = (parent: number, child: number, qty: string, pos: number, main = false, loss = '0') =>
    bom.push({ company, IdProduto: parent, ProdutoComponente: child, IdPosicao: pos, StComponentePrincipal: main ? 'S' : 'N', QtProdutoComponente: qty, PcPerda: loss });
  const raw = (name: string) => byName.get(name)!;
  const baseRecipe: Record<string, [string, string][]> = {
    detergente: [['Tensoativo LAS 90%', '0.1800'], ['Soda cáustica em escamas', '0.0250'], ['Amida de coco', '0.0300'], ['Água deionizada', '0.7500']],
    desinfetante: [['Quaternário de amônio 50%', '0.0800'], ['Álcool etílico 96%', '0.0500'], ['Água deionizada', '0.8500']],
    multiuso: [['Lauril éter sulfato de sódio', '0.1000'], ['Álcool etílico 96%', '0.0800'], ['Água deionizada', '0.8000']],
    amaciante: [['Quaternário de amônio 50%', '0.1200'], ['Silicone emulsionado', '0.0300'], ['Água deionizada', '0.8300']],
    'sabão líquido': [['Tensoativo LAS 90%', '0.2000'], ['Soda cáustica em escamas', '0.0300'], ['Água deionizada', '0.7400']],
    sabonete: [['Lauril éter sulfato de sódio', '0.1200'], ['Betaína de coco', '0.0400'], ['Glicerina bidestilada', '0.0300'], ['Água deionizada', '0.7900']],
    desengraxante: [['Trietanolamina', '0.0800'], ['Lauril éter sulfato de sódio', '0.0800'], ['EDTA tetrassódico', '0.0200'], ['Água deionizada', '0.8000']],
    'limpa-piso': [['Quaternário de amônio 50%', '0.0500'], ['Espessante acrílico', '0.0100'], ['Água deionizada', '0.9200']],
  };
  for (const [key, recipe] of Object.entries(baseRecipe)) {
    const base = byName.get(`Base ${key} concentrada`)!;
    recipe.forEach(([name, qty], i) => line(base, raw(name), qty, i + 1, i === 0, '1.50'));
    line(base, raw('Conservante isotiazolinona'), '0.0020', recipe.length + 1);
    for (const scent of SCENTS.slice(0, 4)) {
      const solution = byName.get(`Solução ${key} ${scent.toLowerCase()}`)!;
      line(solution, base, '0.4000', 1, true, '2.00');
      line(solution, raw(`Essência ${scent}`), '0.0080', 2);
      line(solution, raw('Água deionizada'), '0.5900', 3);
      if (scent !== 'Neutro') line(solution, raw(scent === 'Lavanda' ? 'Corante violeta' : 'Corante verde'), '0.0005', 4);
    }
  }
  const finishedOf: Record<string, string> = {
    'Detergente líquido': 'detergente', Desinfetante: 'desinfetante', 'Limpador multiuso': 'multiuso', 'Amaciante de roupas': 'amaciante',
    'Sabão líquido': 'sabão líquido', 'Sabonete líquido': 'sabonete', 'Desengraxante industrial': 'desengraxante', 'Limpa-piso': 'limpa-piso',
  };
  const litres: Record<string, string> = { '500 ml': '0.5000', '1 L': '1.0000', '2 L': '2.0000', '5 L': '5.0000' };
  for (const d of list.filter((x) => x.type === 'A')) {
    const [prefix, key] = Object.entries(finishedOf).find(([p]) => d.name.startsWith(`${p} `))!;
    const rest = d.name.slice(prefix.length + 1);
    const size = SIZES.find((s) => rest.endsWith(s))!;
    const scent = rest.slice(0, rest.length - size.length - 1);
    const p = id.get(d.code)!;
    line(p, byName.get(`Solução ${key} ${scent}`)!, litres[size], 1, true, '0.50');
    line(p, raw(`Frasco PEAD ${size}`), '1', 2);
    line(p, byName.get(`Tampa ${size === '5 L' ? 'rosca 38 mm' : 'flip-top 28 mm'} para ${size}`)!, '1', 3);
    line(p, raw(`Rótulo frontal ${size}`), '1', 4);
    line(p, raw('Rótulo traseiro padrão'), '1', 5);
    const box = { '500 ml': ['30x20x15', '0.0417'], '1 L': ['40x30x25', '0.0833'], '2 L': ['40x30x25', '0.1667'], '5 L': ['50x40x30', '0.2500'] }[size]!;
    line(p, raw(`Caixa de papelão ${box[0]} cm`), box[1], 6);
    line(p, raw('Etiqueta de lote 5x3 cm'), '1', 7);
  }
  await tx.insert(listaProdutoItems).values(bom);

  // Lots: up to three per product kept by lot, fabricated over the last year; the oldest of some expired,
  // and some expiring within 30 days.
  const r = rng(7);
  const lotRows: (typeof loteEstoqueProduto.$inferInsert)[] = [];
  list.forEach((d, i) => {
    if (!d.lots || !d.days) return;
    const count = 1 + (i % 3);
    for (let n = 0; n < count; n++) {
      let fab = addDays(today, -Math.round(20 + r() * 340));
      if (n === 0 && i % 17 === 0) fab = addDays(today, -d.days - 10); // expired
      if (n === 0 && i % 13 === 1) fab = addDays(today, -d.days + 10 + (i % 15)); // expires within 30 days
      lotRows.push({ company, IdProduto: id.get(d.code)!, CdLote: `L${fab.replaceAll('-', '').slice(2)}-${String(n + 1).padStart(2, '0')}`, DtFabricacao: fab, DtValidade: addDays(fab, d.days) });
    }
  });
  const lots = await tx.insert(loteEstoqueProduto).values(lotRows).returning({ IdLote: loteEstoqueProduto.IdLote, IdProduto: loteEstoqueProduto.IdProduto });

  // Stock in three sectors: raw materials and packaging in the warehouse, intermediates in production,
  // finished and resale goods in shipping (a share of them in the warehouse too).
  const sector = await ensureSectors(tx, company, ['Almoxarifado', 'Produção', 'Expedição']);
  const draftOf = new Map(list.map((d) => [id.get(d.code)!, d]));
  const balances: (typeof estoqueSaldos.$inferInsert)[] = [];
  const place = (product: number, lot: number | null, qty: number) => {
    const d = draftOf.get(product)!;
    const whole = !['KG', 'L', 'M', 'M2'].includes(d.unit);
    const q = whole ? Math.round(qty) : Math.round(qty * 1000) / 1000;
    if (q <= 0) return;
    const home = d.type === 'M' || d.type === 'B' || d.type === 'E' ? 'Almoxarifado' : d.type === 'I' ? 'Produção' : 'Expedição';
    balances.push({ company, IdProduto: product, IdLote: lot, IdSetor: sector.get(home)!, QtEstoque: q.toFixed(3), QtReservada: '0' });
    if ((d.type === 'A' || d.type === 'R') && product % 4 === 0) balances.push({ company, IdProduto: product, IdLote: lot, IdSetor: sector.get('Almoxarifado')!, QtEstoque: Math.max(1, Math.round(q / 3)).toFixed(3), QtReservada: '0' });
  };
  for (const l of lots) place(l.IdProduto, l.IdLote, 10 + r() * 490);
  for (const d of list.filter((x) => !x.lots || !x.days)) place(id.get(d.code)!, null, 20 + r() * 980);
  // Some finished goods are promised to open orders (reserved).
  balances.forEach((b, i) => {
    if (draftOf.get(b.IdProduto)!.type === 'A' && i % 5 === 0) b.QtReservada = Math.floor(Number(b.QtEstoque) / 4).toFixed(3);
  });
  await tx.insert(estoqueSaldos).values(balances);
  // Each balance came in by an entry move (and its reserve by a reservation), as moveStock writes them.
  const moveDate = `${addDays(today, -30)}T12:00:00Z`;
  await tx.insert(estoqueMovimentos).values([
    ...balances.map((b) => ({ company, DtMovimento: moveDate, TpMovimento: 'E', IdProduto: b.IdProduto, IdLote: b.IdLote, IdSetor: b.IdSetor, QtMovimento: b.QtEstoque!, DsMotivo: 'Saldo inicial' })),
    ...balances
      .filter((b) => Number(b.QtReservada) > 0)
      .map((b) => ({ company, TpMovimento: 'R', IdProduto: b.IdProduto, IdLote: b.IdLote, IdSetor: b.IdSetor, QtMovimento: b.QtReservada!, DsMotivo: 'Pedido em aberto' })),
  ]);

  await recountProductStock(tx, company);
  await seedOtherCompany(tx, companies.other, today);
}

/** The second demo company: a small catalogue of its own (its users never see the first one's). */
async function seedOtherCompany(tx: Tx, company: number, today: string): Promise<void> {
  const [un] = await tx.insert(tipoMedidas).values({ company, CdSigla: 'UN', DsTipoMedida: 'Unidade', TpUnidade: 'I' }).returning();
  const [family] = await tx.insert(familiaProdutos).values({ company, CdChamada: 'F01', NmFamiliaProduto: 'Revenda' }).returning();
  const [group] = await tx.insert(grupoProdutos).values({ company, CdChamada: 'G01', NmGrupoProduto: 'Diversos' }).returning();
  const rows = await tx
    .insert(produtos)
    .values(
      ['Caixa organizadora', 'Fita métrica', 'Etiqueta térmica'].map((NmProduto, i) => ({
        company,
        CdChamada: `OUT-${i + 1}`,
        CdEan: ean13(`789555${String(i + 1).padStart(6, '0')}`),
        NmProduto,
        TpProduto: i === 0 ? 'B' : 'R',
        TpProdutoPcp: 'V',
        IdTipoMedida: un.IdTipoMedida,
        IdFamiliaProduto: family.IdFamiliaProduto,
        IdGrupoProduto: group.IdGrupoProduto,
        NrDiasValidade: 365,
        VlPrecoCusto: '5.0000',
      })),
    )
    .returning();
  await tx.insert(produtoCodigos).values(rows.map((p) => ({ company, IdProduto: p.IdProduto, CdChamada: p.CdChamada, StCodigoPrincipal: 'S' })));
  await tx.insert(produtoConversoes).values({ company, IdProduto: rows[0].IdProduto, IdTipoMedida: un.IdTipoMedida, QtFator: '1' });
  await tx.insert(listaProdutoItems).values({ company, IdProduto: rows[0].IdProduto, ProdutoComponente: rows[2].IdProduto, QtProdutoComponente: '1' });
  const [lot] = await tx.insert(loteEstoqueProduto).values({ company, IdProduto: rows[1].IdProduto, CdLote: 'L1', DtFabricacao: today, DtValidade: addDays(today, 365) }).returning();
  const sector = await ensureSectors(tx, company, ['Logística']);
  await tx.insert(estoqueSaldos).values({ company, IdProduto: rows[1].IdProduto, IdLote: lot.IdLote, IdSetor: sector.get('Logística')!, QtEstoque: '40' });
  await tx.insert(estoqueMovimentos).values({ company, TpMovimento: 'E', IdProduto: rows[1].IdProduto, IdLote: lot.IdLote, IdSetor: sector.get('Logística')!, QtMovimento: '40', DsMotivo: 'Saldo inicial' });
  await recountProductStock(tx, company);
}
