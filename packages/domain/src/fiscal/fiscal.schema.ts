/**
 * Configuração fiscal: receitas da GNRE, naturezas de receita (receita + centro de custo, natureza de lançamento e
 * forma de pagamento) e a configuração por UF. A mesma regra no formulário do web e na API.
 */
import * as z from 'zod';
import { optionalText, requiredObject, requiredOr, requiredText, enumSchema } from '../common/schema.ts';
import { idSchema } from '../common/values.schema.ts';
import { UF_SIGLAS } from '../geo/ufs.ts';
import { TipoContribuinte } from '../pessoas/pessoas.enums.ts';
import { TagVlxml, TipoConfig, TipoGnre, XmlDocTag } from './fiscal.enums.ts';

const ufSchema = z.enum(UF_SIGLAS, { error: requiredOr() });
const optionalEnum = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

/** Receita da GNRE: código de 6 dígitos (tabela do Portal GNRE), descrição e se é por operação ou apuração. */
export const receitaSchema = requiredObject({
  CdReceita: z
    .string({ error: requiredOr() })
    .trim()
    .min(1, { error: 'required' })
    .regex(/^\d{6}$/, { error: 'invalid_receita_code' }),
  DsReceita: requiredText(200),
  TipoGnre: z.preprocess((v) => (v === '' ? undefined : v), enumSchema(TipoGnre).optional()).transform((v) => v ?? 'Operacao'),
  company: z.number().int().optional(),
});
export type ReceitaInput = z.input<typeof receitaSchema>;

/** Natureza de uma receita: para onde vai o título a pagar da guia paga. */
export const naturezaReceitaSchema = requiredObject({
  Receita: z.number({ error: requiredOr() }).pipe(idSchema),
  IdCentroDeCusto: z.number({ error: requiredOr() }).pipe(idSchema),
  IdNaturezaLancamento: z.number({ error: requiredOr() }).pipe(idSchema),
  IdFormaPagamento: z.number({ error: requiredOr() }).pipe(idSchema),
  company: z.number().int().optional(),
});
export type NaturezaReceitaInput = z.input<typeof naturezaReceitaSchema>;

/**
 * Uma linha da configuração por UF. `IdConfigUf` é o código que a empresa dá à linha: obrigatório, com a mensagem
 * 'Campo obrigatório' (especificação, seção 5). A linha que tem `TagVlxml` gera guias; as outras da mesma UF e
 * receita dão os códigos (documento de origem, detalhamento, produto) que a UF exige.
 */
export const configUfSchema = requiredObject({
  IdConfigUf: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: (issue) => (issue.input === undefined ? 'required_uf' : 'invalid_value') }).int('invalid_value').positive('invalid_value').max(999_999_999, 'invalid_value'),
  ),
  IdUf: ufSchema,
  Receita: z.number({ error: requiredOr() }).pipe(idSchema),
  TipoConfig: enumSchema(TipoConfig),
  CdConfig: optionalText(20),
  DsConfig: optionalText(200),
  TipoContribuinte: optionalEnum(enumSchema(TipoContribuinte)),
  TagVlxml: optionalEnum(enumSchema(TagVlxml)),
  XmlDocTag: optionalEnum(enumSchema(XmlDocTag)),
  ContribuinteDestinatario: z.boolean({ error: 'invalid_value' }).optional(),
  IEUF: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\D/g, '') : v),
    z.string({ error: 'invalid_value' }).regex(/^(\d{2,14})?$/, { error: 'invalid_ie' }).optional(),
  ),
  DiaVencimento: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: 'invalid_value' }).int('invalid_due_day').min(1, 'invalid_due_day').max(31, 'invalid_due_day').optional(),
  ),
  company: z.number().int().optional(),
});
export type ConfigUfInput = z.input<typeof configUfSchema>;

/**
 * POST /gnres/gerar: as notas (todas as sem guia, se vazio) de que gerar guias. `simular` só conta as guias que
 * seriam geradas, sem gravar nada: a tela pergunta antes com esse número.
 */
export const gerarGnreSchema = z.object({
  xmls: z.array(z.number().int().positive(), { error: 'invalid_value' }).max(1000, { error: 'invalid_value' }).optional(),
  simular: z.boolean({ error: 'invalid_value' }).optional(),
});

/** POST /gnre_lotes/{id}/enviar e /gnres/enviar: as guias a enviar (as geradas e não enviadas, se vazio). */
export const enviarGnreSchema = z.object({
  gnres: z.array(z.number().int().positive(), { error: 'invalid_value' }).max(1000, { error: 'invalid_value' }).optional(),
});
