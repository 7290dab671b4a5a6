/** Pedido de otimização de rotas (roteirizador): depósito, paradas com peso (e volume), frota e opções. */
import * as z from 'zod';

const num = (min: number, max: number) =>
  z
    .union([z.number({ error: 'invalid_number' }), z.string({ error: 'invalid_number' }).trim().regex(/^-?\d+(\.\d+)?$/, 'invalid_number')])
    .transform(Number)
    .pipe(z.number().min(min, 'invalid_number').max(max, 'invalid_number'));
const lat = num(-90, 90);
const lng = num(-180, 180);
/** KG ou m³: não negativo, até 1 milhão. */
const quantity = num(0, 1e6);
const count = (max: number) => z.number({ error: 'invalid_number' }).int('invalid_number').min(1, 'invalid_number').max(max, 'invalid_number');

export const OTIMIZACAO_MAX_PARADAS = 2000;
export const OTIMIZACAO_MAX_VEICULOS = 500;
export const OTIMIZACAO_MAX_SEGUNDOS = 300;

export const otimizacaoSchema = z
  .object({
    deposito: z.object({ lat, lng }, { error: 'required' }),
    paradas: z
      .array(
        z.object({
          /** Referência de quem chama (pedido, cliente), devolvida na resposta. */
          id: z.union([z.string().max(60, 'too_long'), z.number()], { error: 'required' }),
          lat,
          lng,
          pesoKg: quantity,
          volumeM3: quantity.optional(),
          /** Índice, em `veiculos`, do veículo em que a parada já está comprometida. */
          veiculo: z.number({ error: 'invalid_value' }).int('invalid_value').min(0, 'invalid_value').optional(),
        }),
        { error: 'required' },
      )
      .max(OTIMIZACAO_MAX_PARADAS, 'too_long'),
    /** Frota limitada (pode ser heterogênea); sem ela, quantos veículos de `capacidadeKg` forem precisos. */
    veiculos: z
      .array(z.object({ id: z.union([z.string().max(60, 'too_long'), z.number()]).optional(), capacidadeKg: quantity, capacidadeM3: quantity.optional(), maxParadas: count(10000).optional() }))
      .min(1, 'required')
      .max(OTIMIZACAO_MAX_VEICULOS, 'too_long')
      .optional(),
    capacidadeKg: quantity.optional(),
    capacidadeM3: quantity.optional(),
    opcoes: z
      .object({
        maxParadas: count(10000).optional(),
        tempoLimiteS: num(1, OTIMIZACAO_MAX_SEGUNDOS).optional(),
        iteracoes: count(1e7).optional(),
        semente: z.number({ error: 'invalid_number' }).int('invalid_number').optional(),
        /** Distância por estrada ÷ distância em linha reta (padrão 1,3). */
        fatorRodoviario: num(1, 3).optional(),
        /** Jornada do motorista (min): nenhuma rota passa dela, contando a direção à velocidade média e o tempo de cada parada. */
        jornadaMin: z.number({ error: 'invalid_number' }).int('invalid_number').min(60, 'invalid_number').max(1440, 'invalid_number').optional(),
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.veiculos && v.capacidadeKg === undefined) ctx.addIssue({ code: 'custom', path: ['capacidadeKg'], message: 'required' });
    v.paradas.forEach((p, i) => {
      if (p.veiculo !== undefined && (!v.veiculos || p.veiculo >= v.veiculos.length)) ctx.addIssue({ code: 'custom', path: ['paradas', i, 'veiculo'], message: 'invalid_value' });
    });
  });

export type OtimizacaoInput = z.output<typeof otimizacaoSchema>;
