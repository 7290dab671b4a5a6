import { and, asc, eq } from 'drizzle-orm';
import { generateCnpj, generateIe, isoDateIn } from '@backoffice/domain';
import type { Tx } from '../../platform/db/client.ts';
import type { DemoSeed } from '../../platform/modules/module.ts';
import { readSedes, recordCoordinates } from '../geo/index.ts';
import { createPeople, peopleLinks, people } from '../pessoas/index.ts';
import { seedOrdersToRoute } from '../vendas/index.ts';
import { haversineKm } from './otimizacao.rules.ts';
import { diaUtil, ratearPorPeso, somarDiasUteis } from './roteiro.rules.ts';
import { freteCotacoes, freteRotas, motoristas, roteiroEventos, roteiroPedidos, roteiros, veiculos } from './roteiro.table.ts';

/** mulberry32: the same demo every time. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The depot: the demo company's address, in Campinas - SP. */
export const DEPOSITO_IBGE = '3509502';
const RAIO_KM = 150;
const CLIENTES = 150;

/** Streets of the clients: type and name apart, as the address form keeps them. */
const RUAS: [tipo: string, nome: string][] = [
  ['Rua', 'das Palmeiras'],
  ['Avenida', 'Brasil'],
  ['Rua', 'XV de Novembro'],
  ['Rua', 'Sete de Setembro'],
  ['Avenida', 'Independência'],
  ['Rua', 'Tiradentes'],
  ['Rua', 'São Paulo'],
  ['Rua', 'Campos Sales'],
];
const RAMOS = ['Mercado', 'Atacadista', 'Comercial', 'Distribuidora', 'Empório', 'Supermercado'];

const FROTA = [
  { NrPlaca: 'FRT1A01', NmVeiculo: 'VUC Accelo 815', VlCapacidadeKG: '3000.000' },
  { NrPlaca: 'FRT1A02', NmVeiculo: 'VUC Delivery 9.170', VlCapacidadeKG: '3000.000' },
  { NrPlaca: 'FRT2B03', NmVeiculo: 'Toco Atego 1719', VlCapacidadeKG: '6000.000' },
  { NrPlaca: 'FRT2B04', NmVeiculo: 'Toco Constellation 17.190', VlCapacidadeKG: '6000.000' },
  { NrPlaca: 'FRT3C05', NmVeiculo: 'Truck Cargo 2429', VlCapacidadeKG: '12000.000' },
  { NrPlaca: 'FRT4D06', NmVeiculo: 'Fiorino Furgão', VlCapacidadeKG: '650.000' },
];
const MOTORISTAS = ['Antônio Pereira', 'Benedito Souza', 'Cláudio Ramos', 'Daniel Oliveira', 'Edson Lima', 'Fábio Martins'];
/** CNHs with valid check digits (the drivers' form checks them). */
const CNHS = ['40000000034', '40000791930', '40001583804', '40002375788', '40003167651', '40003959545'];

/**
 * The demo's deliveries, around the depot in Campinas: about 150 clients in the municipalities within 150 km (each
 * at its municipality's seat, real coordinates), vehicles and drivers, freight tables for the first carriers, a
 * week of open orders to route, routes in every status and some freight quotes.
 */
export async function seedRoteiro(tx: Tx, demo: DemoSeed): Promise<void> {
  const company = demo.companies.main;
  const rnd = generator(14);
  // The clients' IEs draw from a sequence of their own: the orders and routes stay as they were.
  const rndIe = generator(29);
  const sedes = readSedes();
  const deposito = sedes.find((s) => s.ibge === DEPOSITO_IBGE)!;
  const perto = sedes
    .filter((s) => s.ibge !== DEPOSITO_IBGE)
    .map((s) => ({ ...s, km: haversineKm(deposito.lat, deposito.lng, s.lat, s.lng) }))
    .filter((s) => s.km <= RAIO_KM)
    .sort((a, b) => a.km - b.km)
    .slice(0, CLIENTES);

  // Clients: one per municipality, at its seat, with documents the company's other people do not have (the demo's
  // other areas drew theirs at random too: a repeated CNPJ would break the seed on the unique index).
  const used = new Set((await tx.select({ d: people.document }).from(people).where(eq(people.company, company))).map((r) => r.d));
  const doc = () => {
    let d = generateCnpj();
    while (used.has(d)) d = generateCnpj();
    used.add(d);
    return d;
  };
  const novos = perto.map((s, i) => ({
    name: `${RAMOS[i % RAMOS.length]} ${s.nome} Ltda`,
    alias: `${RAMOS[i % RAMOS.length]} ${s.nome}`,
    peopleType: 'J',
    document: doc(),
    contributorType: '1',
    ie: generateIe(s.uf, rndIe),
    addresses: [{ nickname: 'Entrega', streetType: RUAS[i % RUAS.length][0], street: RUAS[i % RUAS.length][1], number: String(10 + Math.floor(rnd() * 1900)), district: 'Centro', city: s.nome, cityIbge: s.ibge, uf: s.uf }],
  }));
  const criados = await createPeople(tx, company, novos, 'client');
  const clientes = criados.map((c, i) => ({ id: c.id, name: novos[i].name, document: novos[i].document }));
  // A third of the clients have coordinates on their record (here their seat's); the others fall back to the seat.
  await recordCoordinates(
    tx,
    criados.flatMap((c, i) => (i % 3 === 0 ? [{ address: c.addresses[0], company, lat: perto[i].lat, lng: perto[i].lng, fonte: 'cadastro' }] : [])),
  );

  const frota = await tx
    .insert(veiculos)
    .values(FROTA.map((v) => ({ ...v, company })))
    .returning();
  const drivers = await tx
    .insert(motoristas)
    .values(MOTORISTAS.map((n, i) => ({ company, NmMotorista: n, NrCnh: CNHS[i], NrTelefone: `1998${String(7654321 + i * 1111).padStart(7, '0')}` })))
    .returning();

  // Carriers: the first three get freight tables (UF brackets, a CEP range, cities) and a vehicle each.
  const carriers = await tx
    .select({ id: peopleLinks.people })
    .from(peopleLinks)
    .where(and(eq(peopleLinks.company, company), eq(peopleLinks.linkType, 'carrier'), eq(peopleLinks.enable, true)))
    .orderBy(peopleLinks.people)
    .limit(3);
  const linha = (IdTransportador: number, NmRota: string, faixa: [string, string], VlKg: string, VlMinimo: string, DiasPrazo: number, destino: Partial<typeof freteRotas.$inferInsert> = {}) => ({
    company,
    IdTransportador,
    NmRota,
    VlPesoInicial: faixa[0],
    VlPesoFinal: faixa[1],
    VlKg,
    VlMinimo,
    PcAdValorem: '0.3000',
    PcGris: '0.1500',
    VlPedagio100Kg: '3.80',
    DiasPrazo,
    ...destino,
  });
  const tabelas = carriers.flatMap((c, i) => [
    linha(c.id, 'SP até 500 KG', ['0', '500'], (0.95 + i * 0.1).toFixed(4), '85.00', 2 + i, { IdUF: 'SP' }),
    linha(c.id, 'SP acima de 500 KG', ['500.001', '30000'], (0.7 + i * 0.08).toFixed(4), '250.00', 3 + i, { IdUF: 'SP' }),
    linha(c.id, 'Demais estados', ['0', '30000'], (1.6 + i * 0.1).toFixed(4), '150.00', 6 + i),
    ...(i === 0 ? [linha(c.id, 'Região de Campinas (CEP)', ['0', '30000'], '0.6000', '60.00', 1, { CdCepInicial: '13000000', CdCepFinal: '13149999' })] : []),
    ...(i === 1 ? [linha(c.id, 'Cidades vizinhas', ['0', '30000'], '0.6500', '70.00', 1, { CdCidades: perto.slice(0, 10).map((s) => s.ibge) })] : []),
  ]);
  if (tabelas.length) await tx.insert(freteRotas).values(tabelas);
  if (carriers.length)
    await tx.insert(veiculos).values(carriers.map((c, i) => ({ company, IdTransportador: c.id, NrPlaca: `TRP${i}E${10 + i}`, NmVeiculo: `Carreta ${i + 1}`, VlCapacidadeKG: '25000.000' })));

  // A week of open orders to route: about 12 a business day, 40 to 900 KG each (seeded on a weekend or holiday,
  // the week starts on the next business day: nobody delivers on a Sunday).
  const hoje = isoDateIn();
  const primeiro = diaUtil(hoje) ? hoje : somarDiasUteis(hoje, 1);
  const dias = Array.from({ length: 7 }, (_, i) => somarDiasUteis(primeiro, i));
  // Real orders of the sales area, with items whose weights make the order's (40 to 900 KG each).
  const pedidos = await seedOrdersToRoute(
    tx,
    company,
    Array.from({ length: 84 }, (_, i) => ({ cliente: clientes[Math.floor(rnd() * clientes.length)], DtEntrega: dias[i % 7], peso: (40 + Math.floor(rnd() * 860) + Math.floor(rnd() * 1000) / 1000).toFixed(3) })),
    rnd,
  );

  // Routes in every status, on past and coming days, from the first orders of the week; a vehicle per route in progress.
  const status = ['Entregue', 'Cancelado', 'Em Rota', 'Em Carregamento', 'Em Conferência', 'Separado', 'Em Separação', 'Aberto'] as const;
  const parada = (s: (typeof status)[number], i: number) =>
    s === 'Entregue' ? (i === 1 ? 'Recusado' : 'Entregue') : s === 'Em Rota' ? (i === 0 ? 'Entregue' : 'Em Rota') : s === 'Em Carregamento' ? 'Em Faturamento' : s === 'Aberto' ? 'Aberto' : s === 'Cancelado' ? 'Cancelado' : 'Em Separação';
  let next = 0;
  for (const [k, s] of status.entries()) {
    // Three stops of at most 900 KG on vehicles of 3,000 KG or more: every route within capacity.
    const veiculo = frota[[0, 1, 0, 1, 2, 3, 4, 2][k]];
    const stops = pedidos.slice(next, next + 3);
    next += 3;
    const frete = (300 + k * 45).toFixed(2);
    const [r] = await tx
      .insert(roteiros)
      .values({
        company,
        NmRoteiro: `Rota ${k + 1} - ${['Norte', 'Sul', 'Leste', 'Oeste', 'Centro', 'Serra', 'Litoral', 'Vale'][k]}`,
        DtRoteiro: k < 2 ? hoje : dias[Math.min(k - 2, 6)],
        NrRomaneio: String(1000 + k),
        IdVeiculo: veiculo.IdVeiculo,
        IdMotorista: drivers[k % drivers.length].IdMotorista,
        StatusRoteiro: s,
        VlFreteTransportador: frete,
      })
      .returning();
    const partes = ratearPorPeso(
      s === 'Cancelado' ? '0' : frete,
      stops.map((p) => p.peso),
    );
    await tx.insert(roteiroPedidos).values(
      stops.map((p, i) => ({
        company,
        IdRoteiro: r.IdRoteiro,
        CodPedido: p.CodPedido,
        NrOrdem: i + 1,
        StatusPedidoRoteiro: parada(s, i),
        DsMotivo: parada(s, i) === 'Recusado' ? 'Cliente fechado' : null,
        NmUsuarioStatus: 'Usuário Demonstração',
        VlFreteRateado: partes[i],
      })),
    );
    await tx.insert(roteiroEventos).values([
      { company, IdRoteiro: r.IdRoteiro, Status: 'Aberto', NmUsuario: 'Usuário Demonstração' },
      ...(s === 'Aberto' ? [] : [{ company, IdRoteiro: r.IdRoteiro, StatusAnterior: 'Aberto', Status: s, NmUsuario: 'Usuário Demonstração' }]),
    ]);
  }
  // The freight view: a finished, a failed and a waiting quote.
  if (carriers.length >= 2) {
    const alvo = pedidos[pedidos.length - 1].CodPedido;
    await tx.insert(freteCotacoes).values([
      { company, CodPedido: alvo, IdTransportador: carriers[0].id, StFilaCotacao: 'F', VlTotal: '412.35', DiasPrazo: 2, DtPrevisaoEntrega: somarDiasUteis(hoje, 2, 'SP') },
      { company, CodPedido: alvo, IdTransportador: carriers[1].id, StFilaCotacao: 'E', DsErro: 'Sem tabela de frete para o destino e o peso' },
      { company, CodPedido: pedidos[pedidos.length - 2].CodPedido, IdTransportador: carriers[0].id, StFilaCotacao: 'A' },
    ]);
  }
  // The other company has a vehicle and a driver of its own (nothing the first company may see).
  await tx.insert(veiculos).values({ company: demo.companies.other, NrPlaca: 'OUT0A00', NmVeiculo: 'Van da Outra', VlCapacidadeKG: '1200.000' });
  await tx.insert(motoristas).values({ company: demo.companies.other, NmMotorista: 'Motorista da Outra' });
}

/**
 * The demo routes' statuses and their stops', kept to be put back: picking the demo's routes after the fact moves
 * them along (a lot follows its route), while the demo wants each route where it put it. Answers the putting back.
 */
export async function keepDemoRouteStatuses(tx: Tx, company: number): Promise<() => Promise<void>> {
  const routes = await tx.select({ id: roteiros.IdRoteiro, status: roteiros.StatusRoteiro }).from(roteiros).where(eq(roteiros.company, company)).orderBy(asc(roteiros.IdRoteiro));
  const stops = await tx.select({ id: roteiroPedidos.IdRoteiroPedido, status: roteiroPedidos.StatusPedidoRoteiro }).from(roteiroPedidos).where(eq(roteiroPedidos.company, company));
  return async () => {
    for (const r of routes) await tx.update(roteiros).set({ StatusRoteiro: r.status }).where(eq(roteiros.IdRoteiro, r.id));
    for (const p of stops) await tx.update(roteiroPedidos).set({ StatusPedidoRoteiro: p.status }).where(eq(roteiroPedidos.IdRoteiroPedido, p.id));
  };
}
