import * as z from 'zod';
import { requiredObject, requiredOr, requiredText } from '../common/schema.ts';

/** Configuração da empresa (chave/valor); visibility aparece como Sim/Não (YesNo). */
export const configValueSchema = requiredObject({
  configKey: requiredText(100),
  configValue: z.string({ error: requiredOr() }),
  visibility: z.boolean({ error: 'invalid_value' }).default(false),
});
export type ConfigValueInput = z.input<typeof configValueSchema>;
export type ConfigValue = z.output<typeof configValueSchema>;
