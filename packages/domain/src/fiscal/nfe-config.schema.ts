/** Configuração de emissão de NF-e de uma empresa: série e ambiente, e o próximo número de uma série. */
import * as z from 'zod';
import { requiredObject, requiredOr } from '../common/schema.ts';

/** Série da NF-e: 0 a 889 (890 a 999 são de uso do fisco e da contingência). */
export const nfeConfigSchema = requiredObject({
  NrSerie: z.coerce.number({ error: requiredOr('invalid_number') }).int({ error: 'invalid_number' }).min(0, { error: 'invalid_number' }).max(889, { error: 'invalid_number' }),
  TpAmbiente: z.enum(['1', '2'], { error: requiredOr() }),
});
export type NfeConfigInput = z.input<typeof nfeConfigSchema>;

/** O próximo número de uma série (só para a frente, conferido na API). */
export const nfeSerieSchema = requiredObject({
  NrProximo: z.coerce.number({ error: requiredOr('invalid_number') }).int({ error: 'invalid_number' }).min(1, { error: 'invalid_number' }).max(999_999_999, { error: 'invalid_number' }),
});
