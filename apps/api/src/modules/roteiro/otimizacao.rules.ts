// Regras puras do roteirizador: o pedido de otimização vira o problema do solver (distâncias por haversine
// vezes um fator rodoviário) e a solução volta com as referências de quem pediu.
import { haversineKm, type OtimizacaoInput } from '@backoffice/domain';
import type { Solution, SolveOptions, UnassignedReason, VrpProblem } from '@backoffice/vrp';

/** Distância por estrada ÷ distância em linha reta, quando quem pede não diz outra. */
export const FATOR_RODOVIARIO = 1.3;
export const TEMPO_PADRAO_S = 10;
/** Without a road router's durations, the average speed between stops (km/h). */
export const VELOCIDADE_MEDIA_KMH = 45;
/** Minutes spent at each stop (parking, unloading, the receipt), on top of the driving. */
export const TEMPO_PARADA_MIN = 10;

export { haversineKm };

/** Distâncias (km) entre todos os pares de pontos: haversine vezes o fator rodoviário. */
export function matrizHaversine(pontos: { lat: number; lng: number }[], fator = FATOR_RODOVIARIO): Float64Array {
  const size = pontos.length;
  const matrix = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = i + 1; j < size; j++) {
      const d = haversineKm(pontos[i].lat, pontos[i].lng, pontos[j].lat, pontos[j].lng) * fator;
      matrix[i * size + j] = d;
      matrix[j * size + i] = d;
    }
  return matrix;
}

/** O problema do solver (com `estradas`, a matriz de um roteador rodoviário no lugar da haversine): local 0 é o depósito, local i + 1 a parada i; custos em km. */
export function problemaDe(input: OtimizacaoInput, estradas?: Float64Array): { problem: VrpProblem; options: SolveOptions } {
  const pontos = [input.deposito, ...input.paradas];
  const matrix = estradas ?? matrizHaversine(pontos, input.opcoes?.fatorRodoviario ?? FATOR_RODOVIARIO);
  const volume = input.paradas.some((p) => p.volumeM3 !== undefined) || input.capacidadeM3 !== undefined || input.veiculos?.some((v) => v.capacidadeM3 !== undefined);
  const quantidade = (kg: number, m3: number | undefined): number | [number, number] => (volume ? [kg, m3 ?? 0] : kg);
  const capacidade = (kg: number, m3: number | undefined): number | [number, number] => (volume ? [kg, m3 ?? Infinity] : kg);
  const o = input.opcoes ?? {};
  // The driver's day inside the search, in the matrix's km: driving at VELOCIDADE_MEDIA_KMH and TEMPO_PARADA_MIN
  // per stop (the same sum as tempoRotaMin's without a road router's durations).
  const kmPorMin = VELOCIDADE_MEDIA_KMH / 60;
  const servico = o.jornadaMin === undefined ? undefined : TEMPO_PARADA_MIN * kmPorMin;
  const dia = o.jornadaMin === undefined ? undefined : o.jornadaMin * kmPorMin;
  // A stop the planner put on a vehicle by hand is routed whatever the day: that vehicle's day stretches to its trip.
  const size = pontos.length;
  const diaDo = (v: number) => {
    if (dia === undefined) return undefined;
    let limite = dia;
    input.paradas.forEach((p, i) => {
      if (p.veiculo === v) limite = Math.max(limite, matrix[i + 1] + matrix[(i + 1) * size] + servico!);
    });
    return limite;
  };
  const problem: VrpProblem = {
    matrix,
    depot: 0,
    // Longitude e latitude como plano só para os setores angulares em volta do depósito.
    coordinates: pontos.map((p) => [p.lng, p.lat] as const),
    stops: input.paradas.map((p, i) => ({ location: i + 1, demand: quantidade(p.pesoKg, p.volumeM3), lockedTo: p.veiculo, service: servico })),
    ...(input.veiculos
      ? { vehicles: input.veiculos.map((v, i) => ({ capacity: capacidade(v.capacidadeKg, v.capacidadeM3), maxStops: v.maxParadas, maxDuration: diaDo(i) })) }
      : { capacity: capacidade(input.capacidadeKg!, input.capacidadeM3) }),
  };
  // Sem tempo nem iterações, o tempo padrão; só iterações: reprodutível, sem limite de tempo.
  const segundos = o.tempoLimiteS ?? (o.iteracoes === undefined ? TEMPO_PADRAO_S : undefined);
  const options: SolveOptions = {
    maxStops: o.maxParadas,
    // A limited fleet carries each vehicle's own day.
    maxDuration: input.veiculos ? undefined : dia,
    seed: o.semente ?? 1,
    maxIterations: o.iteracoes,
    timeLimitMs: segundos === undefined ? undefined : segundos * 1000,
  };
  return { problem, options };
}

const MOTIVOS: Record<UnassignedReason, string> = {
  'demand-exceeds-capacity': 'carga_maior_que_veiculo',
  'fleet-too-small': 'frota_insuficiente',
  'unknown-vehicle': 'veiculo_inexistente',
  'beyond-duration': 'alem_da_jornada',
};

/**
 * A route's time in minutes: the driving plus TEMPO_PARADA_MIN per stop. The driving is the road router's durations
 * (`segundos`, the flat matrix over [depot, ...stops]) summed from the depot through the stops (`paradas`, indices
 * in the request's stops) and back; without them, the distance at VELOCIDADE_MEDIA_KMH.
 */
export function tempoRotaMin(paradas: readonly number[], distanciaKm: number, segundos?: ArrayLike<number>): number {
  let conduzindo = (distanciaKm / VELOCIDADE_MEDIA_KMH) * 60;
  if (segundos) {
    const size = Math.round(Math.sqrt(segundos.length));
    const locais = [0, ...paradas.map((p) => p + 1), 0];
    let total = 0;
    for (let i = 1; i < locais.length; i++) total += segundos[locais[i - 1] * size + locais[i]];
    // A leg the router could not join (Infinity) never comes out of the solver; if it did, the estimate stands.
    if (Number.isFinite(total)) conduzindo = total / 60;
  }
  return Math.round(conduzindo + TEMPO_PARADA_MIN * paradas.length);
}

/**
 * The stops (indices in `paradas`) that no route can serve within a driver's day: the trip from the depot to the
 * stop and back alone (straight line times the road factor, at VELOCIDADE_MEDIA_KMH, plus the stop's time) takes
 * longer than `jornadaMin`. Those go by carrier; the optimizer never sees them.
 */
export function alemDaJornada(deposito: { lat: number; lng: number }, paradas: readonly { lat: number; lng: number }[], jornadaMin: number, fator = FATOR_RODOVIARIO): Set<number> {
  const fora = new Set<number>();
  paradas.forEach((p, i) => {
    const idaEVolta = 2 * haversineKm(deposito.lat, deposito.lng, p.lat, p.lng) * fator;
    if (tempoRotaMin([0], idaEVolta) > jornadaMin) fora.add(i);
  });
  return fora;
}

interface RotaMedida {
  paradas: readonly unknown[];
  tempoMin: number;
}

/**
 * The optimizer limits loads, not hours: when a route runs past the driver's day, a second run caps the stops per
 * route (this returns the cap, or null when no route is too long or a cap cannot help). The cap is what the longest
 * routes would take in a day at their own pace, but never fewer than the fleet needs to carry every stop.
 */
export function limiteDeParadas(rotas: readonly RotaMedida[], jornadaMin: number, veiculos: number): number | null {
  const longas = rotas.filter((r) => r.tempoMin > jornadaMin);
  if (!longas.length) return null;
  const total = rotas.reduce((s, r) => s + r.paradas.length, 0);
  const noDia = Math.min(...longas.map((r) => Math.floor((r.paradas.length * jornadaMin) / r.tempoMin)));
  const limite = Math.max(1, noDia, Math.ceil(total / Math.max(1, veiculos)));
  return limite < Math.max(...longas.map((r) => r.paradas.length)) ? limite : null;
}

/** Of two runs, the one that serves more orders, then has fewer routes past the driver's day, then drives less. */
export function melhorRodada<T extends { distanciaKm: number; rotas: readonly RotaMedida[]; naoAtendidas: readonly unknown[] }>(a: T, b: T, jornadaMin: number): T {
  const longas = (r: T) => r.rotas.filter((x) => x.tempoMin > jornadaMin).length;
  const chave = (r: T) => [r.naoAtendidas.length, longas(r), r.distanciaKm];
  const [ka, kb] = [chave(a), chave(b)];
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? a : b;
  return a;
}

const km = (v: number) => Math.round(v * 1000) / 1000;

/**
 * A resposta: rotas com as referências das paradas, distância (km), tempo (min, com `segundos` do roteador rodoviário
 * quando há) e carga; paradas não atendidas com o motivo.
 */
export function resultadoDe(input: OtimizacaoInput, solution: Solution, segundos?: ArrayLike<number>) {
  return {
    distanciaKm: km(solution.cost),
    rotas: solution.routes.map((r) => ({
      veiculo: r.vehicle,
      veiculoId: input.veiculos?.[r.vehicle]?.id ?? null,
      paradas: r.stops.map((s) => input.paradas[s].id),
      distanciaKm: km(r.cost),
      tempoMin: tempoRotaMin(r.stops, r.cost, segundos),
      pesoKg: km(r.load[0]),
      ...(r.load.length > 1 ? { volumeM3: km(r.load[1]) } : {}),
    })),
    naoAtendidas: solution.unassigned.map((u) => ({ parada: input.paradas[u.stop].id, motivo: MOTIVOS[u.reason] })),
    evolucao: solution.trace.map((t) => ({ ms: Math.round(t.ms), distanciaKm: km(t.cost) })),
    iteracoes: solution.iterations,
    tempoMs: Math.round(solution.elapsedMs),
  };
}
