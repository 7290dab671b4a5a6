/** Os corpos das chamadas do roteiro (rotas, paradas, veículos, motoristas) e do frete (tabelas, cotações). */
import * as z from 'zod';
import { isValidCnh, isValidLicensePlate } from '@brazilian-utils/brazilian-utils';
import { filled, optionalText, requiredObject, requiredOr, requiredText, enumSchema } from '../common/schema.ts';
import { isoDateSchema, moneySchema } from '../common/values.schema.ts';
import { onlyDigits } from '../common/digits.ts';
import { isValidPhone } from '../common/masks.ts';
import { Decimal } from '../common/decimal.ts';
import { decimalField, recordId } from '../catalogo/schemas.ts';
import { StatusPedidoRoteiro, StatusRoteiro } from './roteiro.enums.ts';

const orderIds = z.array(recordId, { error: 'invalid_value' }).max(500, { error: 'too_long' });
const money = moneySchema.nullish();

/** POST /roteiros: a rota, o veículo e o motorista, e (opcional) os pedidos na ordem de entrega. */
export const roteiroSchema = requiredObject({
  NmRoteiro: requiredText(100),
  DtRoteiro: isoDateSchema,
  IdVeiculo: recordId,
  IdMotorista: recordId.nullish(),
  NrRomaneio: optionalText(30).nullable(),
  Regiao: optionalText(60).nullable(),
  VlFreteTransportador: money,
  pedidos: orderIds.optional(),
});
export type RoteiroInput = z.output<typeof roteiroSchema>;

/**
 * PUT /roteiros/{id}: os mesmos campos, todos opcionais; `pedidos` substitui as paradas (na ordem dada). Com
 * `version` (a lida), um roteiro que outra pessoa mudou nesse meio-tempo responde 409 e não muda: a lista de paradas
 * de quem salva não apaga um pedido que outro acabou de pôr.
 */
export const roteiroUpdateSchema = roteiroSchema.partial().extend({ version: z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).optional() });
export type RoteiroUpdate = z.output<typeof roteiroUpdateSchema>;

/**
 * POST /roteiros/pedidos: pedidos acrescentados ao fim de um roteiro. Com `mover`, os que estão noutro roteiro
 * ainda editável saem dele na mesma transação (arrastar de um roteiro a outro); sem ele, isso é recusado.
 */
export const roteiroPedidosSchema = requiredObject({
  IdRoteiro: recordId,
  pedidos: orderIds.min(1, { error: 'required' }),
  mover: z.boolean({ error: 'invalid_value' }).optional(),
});

/** POST /roteiros/{id}/retirar: os pedidos que saem do roteiro (voltam aos pedidos a roteirizar); os outros ficam como estão. */
export const roteiroRetirarSchema = requiredObject({ pedidos: orderIds.min(1, { error: 'required' }) });

/** PUT /roteiros/{id}/status. */
export const roteiroStatusSchema = requiredObject({ StatusRoteiro: enumSchema(StatusRoteiro) });

/** PUT /roteiros/{id}/pedidos/{codPedido}/status: a parada entregue, recusada (com o motivo)... */
export const paradaStatusSchema = requiredObject({
  StatusPedidoRoteiro: enumSchema(StatusPedidoRoteiro),
  DsMotivo: optionalText(255).nullable(),
}).superRefine((v, ctx) => {
  if (v.StatusPedidoRoteiro === 'Recusado' && !v.DsMotivo) ctx.addIssue({ code: 'custom', path: ['DsMotivo'], message: 'refusal_reason_required' });
});

/** Placa brasileira, antiga (ABC1234, também ABC-1234) ou Mercosul (ABC1D23): guardada com 7 caracteres, em maiúsculas. */
const placa = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .refine(isValidLicensePlate, { error: 'invalid_plate', when: filled })
  .transform((s) => s.toUpperCase().replace(/[^A-Z0-9]/g, ''));

/** Capacidade em KG: maior que zero, até 3 casas. */
const capacidadeKg = decimalField(3).refine((v) => new Decimal(v).greaterThan(0), { error: 'capacity_positive' });

/** Veículo (da frota própria ou de uma transportadora): placa e capacidade em KG. */
export const veiculoSchema = requiredObject({
  NrPlaca: placa,
  NmVeiculo: requiredText(80),
  IdTransportador: recordId.nullish(),
  VlCapacidadeKG: capacidadeKg,
  VlCapacidadeM3: decimalField(3, { min: 0 }).nullish(),
  enable: z.boolean({ error: 'invalid_value' }).optional(),
});

/** Texto opcional que, preenchido, passa por `valid` e sai só com os dígitos; vazio vira null. */
const digitsOrNull = (valid: (s: string) => boolean, error: string) =>
  z
    .string({ error: 'invalid_value' })
    .trim()
    .refine((s) => s === '' || valid(s), { error })
    .transform((s) => onlyDigits(s) || null)
    .nullish();

/** Motorista. */
export const motoristaSchema = requiredObject({
  NmMotorista: requiredText(120),
  /** CNH: 11 dígitos com os dígitos verificadores. */
  NrCnh: digitsOrNull(isValidCnh, 'invalid_cnh'),
  /** Telefone com DDD, guardado só com os dígitos. */
  NrTelefone: digitsOrNull(isValidPhone, 'invalid_phone'),
  enable: z.boolean({ error: 'invalid_value' }).optional(),
});

const cep = z
  .string({ error: 'invalid_cep' })
  .transform((s) => onlyDigits(s).padStart(8, '0'))
  .pipe(z.string().regex(/^\d{8}$/, { error: 'invalid_cep' }));

/**
 * Uma linha da tabela de frete de uma transportadora (/cadastro/rota): o destino (UF, cidades pelo código IBGE ou
 * uma faixa de CEP; vazio vale para todo destino), a faixa de peso e os componentes do preço.
 */
export const freteRotaSchema = requiredObject({
  IdTransportador: recordId,
  NmRota: requiredText(100),
  IdUF: z
    .string({ error: 'invalid_value' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'invalid_value' })
    .nullish(),
  CdCidades: z.array(z.string().regex(/^\d{7}$/, { error: 'invalid_value' }), { error: 'invalid_value' }).max(500, { error: 'too_long' }).nullish(),
  CdCepInicial: cep.nullish(),
  CdCepFinal: cep.nullish(),
  VlPesoInicial: decimalField(3, { min: 0 }),
  VlPesoFinal: decimalField(3, { min: 0 }),
  VlKg: decimalField(4, { min: 0 }),
  VlMinimo: decimalField(2, { min: 0 }),
  PcAdValorem: decimalField(4, { min: 0, precision: 8 }),
  PcGris: decimalField(4, { min: 0, precision: 8 }),
  VlPedagio100Kg: decimalField(2, { min: 0 }),
  DiasPrazo: z.number({ error: requiredOr('invalid_number') }).int('invalid_number').min(0, 'number_negative').max(365, 'invalid_number'),
  enable: z.boolean({ error: 'invalid_value' }).optional(),
});
export const freteRotaRefine = (v: Partial<z.output<typeof freteRotaSchema>>, ctx: z.RefinementCtx) => {
  if (v.VlPesoInicial !== undefined && v.VlPesoFinal !== undefined && Number(v.VlPesoFinal) <= Number(v.VlPesoInicial))
    ctx.addIssue({ code: 'custom', path: ['VlPesoFinal'], message: 'weight_range_invalid' });
  if (v.CdCepInicial && v.CdCepFinal && v.CdCepFinal < v.CdCepInicial) ctx.addIssue({ code: 'custom', path: ['CdCepFinal'], message: 'cep_range_invalid' });
  if (!!v.CdCepInicial !== !!v.CdCepFinal) ctx.addIssue({ code: 'custom', path: [v.CdCepInicial ? 'CdCepFinal' : 'CdCepInicial'], message: 'required' });
};
export type FreteRotaInput = z.output<typeof freteRotaSchema>;
/** POST /frete_rotas e PUT /frete_rotas/{id} (o PUT com os campos que mudam). */
export const freteRotaCreateSchema = freteRotaSchema.superRefine(freteRotaRefine);
export const freteRotaUpdateSchema = freteRotaSchema.partial().superRefine(freteRotaRefine);

/** POST /fretes/cotacoes: cotar o frete de um pedido com cada transportadora ativa. */
export const cotacaoFreteSchema = requiredObject({ CodPedido: recordId });

const coordenada = z.object({ lat: z.number({ error: 'invalid_number' }).min(-90, 'invalid_number').max(90, 'invalid_number'), lng: z.number({ error: 'invalid_number' }).min(-180, 'invalid_number').max(180, 'invalid_number') });

/** POST /roteiros/roteirizador: os pedidos abertos de um dia (ou os escolhidos), os veículos disponíveis e o depósito (padrão: o endereço da empresa). */
/**
 * A driver's day, in minutes, unless the planner says otherwise: 8 hours plus the 2 extra hours the CLT allows
 * (art. 235-C, Lei 13.103/2015). An order whose trip out and back alone takes longer is left for a carrier.
 */
export const JORNADA_PADRAO_MIN = 600;

export const roteirizarSchema = requiredObject({
  DtEntrega: isoDateSchema.optional(),
  pedidos: orderIds.optional(),
  veiculos: z.array(recordId, { error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'too_long' }),
  deposito: coordenada.optional(),
  travados: z.array(z.object({ CodPedido: recordId, IdVeiculo: recordId }), { error: 'invalid_value' }).max(2000, { error: 'too_long' }).optional(),
  tempoLimiteS: z.number({ error: 'invalid_number' }).int('invalid_number').min(1, 'invalid_number').max(120, 'invalid_number').optional(),
  /** The longest a route may take (driving and stops), in minutes: 1 to 24 hours. */
  jornadaMin: z.number({ error: 'invalid_number' }).int('invalid_number').min(60, 'invalid_number').max(1440, 'invalid_number').optional(),
}).superRefine((v, ctx) => {
  if (!v.DtEntrega && !v.pedidos?.length) ctx.addIssue({ code: 'custom', path: ['DtEntrega'], message: 'required' });
  v.travados?.forEach((t, i) => {
    if (!v.veiculos.includes(t.IdVeiculo)) ctx.addIssue({ code: 'custom', path: ['travados', i, 'IdVeiculo'], message: 'invalid_value' });
  });
});

/** POST /roteiros/roteirizador/aceitar: as rotas propostas (ajustadas ou não), que viram roteiros. */
export const aceitarPropostaSchema = requiredObject({
  DtRoteiro: isoDateSchema,
  rotas: z
    .array(z.object({ IdVeiculo: recordId, IdMotorista: recordId.nullish(), NmRoteiro: optionalText(100), pedidos: orderIds }), { error: 'required' })
    .min(1, { error: 'required' })
    .max(200, { error: 'too_long' }),
});
