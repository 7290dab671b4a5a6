/** Os corpos das tabelas de impostos (por UF, por NCM, parâmetros do emissor) e das chamadas do motor. */
import * as z from 'zod';
import { optionalText, requiredObject, enumSchema } from '../common/schema.ts';
import { isoDateSchema as isoDay } from '../common/values.schema.ts';
import { decimalField, recordId } from '../catalogo/schemas.ts';
import { TpDifal, TpReducaoBase } from './impostos.enums.ts';

export { TpDifal, TpReducaoBase } from './impostos.enums.ts';

const uf = z.string({ error: 'invalid_value' }).regex(/^[A-Z]{2}$/, { error: 'invalid_value' });
/** Percentual de 0 a 100 com até 4 casas. */
const rate = decimalField(4, { min: 0 }).refine((v) => Number(v) <= 100, { message: 'invalid_percent' });

export const impostoUfSchema = requiredObject({
  IdUf: uf,
  PcIcmsInterno: rate,
  PcFcp: rate.optional(),
  TpDifal: enumSchema(TpDifal).optional(),
});

export const impostoNcmSchema = requiredObject({
  DsRegra: optionalText(200).nullable(),
  CdNcm: z.string({ error: 'invalid_value' }).regex(/^\d{2,8}$/, { error: 'invalid_value' }).nullish(),
  IdUf: uf.nullish(),
  IdOperacao: recordId.nullish(),
  TpDestino: z.enum(['I', 'E'], { error: 'invalid_value' }).nullish(),
  PcIcmsInterno: rate.nullish(),
  PcFcp: rate.nullish(),
  PcRedBc: rate.nullish(),
  StSt: z.boolean().nullish(),
  PcMva: decimalField(4, { min: 0, precision: 7 }).nullish(),
  PcRedBcSt: rate.nullish(),
  PcIpi: rate.nullish(),
  StPisCofinsZero: z.boolean().nullish(),
  PcRedBcPisCofins: rate.nullish(),
});

export const impostoParametroSchema = requiredObject({
  Crt: z.enum(['1', '2', '3'], { error: 'invalid_value' }),
  PcPis: rate,
  PcCofins: rate,
  TpReducaoBase: enumSchema(TpReducaoBase).optional(),
});

/** POST pedido_venda_items_taxes: o pedido e os itens (todos quando ausente); o consumidor final é o do pedido. */
export const itemsTaxesSchema = requiredObject({
  CodPedido: recordId,
  items: z.array(recordId).optional(),
});

/** Uma taxa de comissão: representante, família (opcional), desconto até (opcional) e o percentual. */
export const comissaoTaxaSchema = requiredObject({
  IdRepresentante: recordId,
  IdFamiliaProduto: recordId.nullish(),
  PcDescontoAte: decimalField(2, { min: 0, precision: 5 }).nullish(),
  PcComissao: decimalField(2, { min: 0 }).refine((v) => Number(v) < 100, { message: 'invalid_percent' }),
});

/** A aprovação da conferência de um representante num período, com ajuste (e o seu motivo). */
export const comissaoAprovaSchema = requiredObject({
  IdRepresentante: recordId,
  DtInicio: isoDay,
  DtFim: isoDay,
  VlAjuste: decimalField(2).optional(),
  DsMotivo: optionalText(500).nullable(),
});
