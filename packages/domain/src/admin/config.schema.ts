import * as z from 'zod';
import { requiredObject, requiredOr, requiredText } from '../common/schema.ts';
import { readSetting } from './settings.ts';

/** O valor de uma configuração conhecida conferido pelo seu tipo (settings.ts) e normalizado; a violação vai em `path`. */
function checkSetting(key: string, value: string, ctx: z.core.$RefinementCtx, path: PropertyKey[]): string {
  const read = readSetting(key, value);
  if (read.ok) return read.value;
  ctx.addIssue({ code: 'custom', message: read.message, path, input: value });
  return value;
}

const configValueText = z.string({ error: requiredOr() }).max(20000, { error: 'too_long' });

/** Configuração da empresa (chave/valor); visibility aparece como Sim/Não (YesNo). O valor segue o tipo da chave. */
export const configValueSchema = requiredObject({
  configKey: requiredText(100),
  configValue: configValueText,
  visibility: z.boolean({ error: 'invalid_value' }).default(false),
}).transform((v, ctx) => ({ ...v, configValue: checkSetting(v.configKey, v.configValue, ctx, ['configValue']) }));
export type ConfigValueInput = z.input<typeof configValueSchema>;
export type ConfigValue = z.output<typeof configValueSchema>;

/**
 * PUT /configs/{peopleId}: uma configuração ({configKey, configValue, visibility}) ou várias ({configs: {chave:
 * valor}}); cada valor conferido pelo tipo da sua chave (violação em configValue ou em configs.<chave>).
 */
export const configPutSchema = z
  .object(
    {
      configKey: requiredText(100).optional(),
      configValue: configValueText.optional(),
      visibility: z.boolean({ error: 'invalid_value' }).optional(),
      configs: z.record(z.string().min(1, { error: 'required' }).max(100, { error: 'too_long' }), configValueText).optional(),
    },
    { error: requiredOr() },
  )
  .transform((v, ctx): { configs: Record<string, string> } | { configKey: string; configValue: string; visibility?: boolean } => {
    if (v.configs) {
      return { configs: Object.fromEntries(Object.entries(v.configs).map(([key, value]) => [key, checkSetting(key, value, ctx, ['configs', key])])) };
    }
    if (v.configKey === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['configKey'] });
    if (v.configValue === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['configValue'] });
    if (v.configKey === undefined || v.configValue === undefined) return z.NEVER;
    return { configKey: v.configKey, configValue: checkSetting(v.configKey, v.configValue, ctx, ['configValue']), visibility: v.visibility };
  });
export type ConfigPut = z.output<typeof configPutSchema>;
