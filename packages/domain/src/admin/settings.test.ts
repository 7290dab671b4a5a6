import { describe, expect, it } from 'vitest';
import { configPutSchema, configValueSchema } from './config.schema.ts';
import { ConfigKey, readSetting, settingDisplay } from './settings.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('configurações tipadas', () => {
  it('desconto_maximo: percentual de 0 a 100, gravado com 2 casas', () => {
    expect(readSetting('desconto_maximo', '12,5')).toEqual({ ok: true, value: '12.50' });
    expect(readSetting('desconto_maximo', '100')).toEqual({ ok: true, value: '100.00' });
    expect(readSetting('desconto_maximo', ' ')).toEqual({ ok: true, value: '' });
    expect(readSetting('desconto_maximo', '007,50')).toEqual({ ok: true, value: '7.50' });
    expect(readSetting('desconto_maximo', '12.500')).toEqual({ ok: true, value: '12.50' });
    expect(readSetting('desconto_maximo', ',5')).toEqual({ ok: true, value: '0.50' });
    expect(readSetting('desconto_maximo', '0')).toEqual({ ok: true, value: '0.00' });
    for (const bad of ['abc', '150', '-50', '100.01', '12.345', '.', '1e1', '1.2.3', '1000']) expect(readSetting('desconto_maximo', bad), bad).toEqual({ ok: false, message: 'setting_percent' });
  });

  it('as outras chaves conhecidas pelos seus tipos; uma desconhecida passa como veio', () => {
    expect(readSetting('gtmId', 'GTM-ABC123')).toEqual({ ok: true, value: '["GTM-ABC123"]' });
    expect(readSetting('gtmId', '["GTM-AAAA","GTM-BBBB"]').ok).toBe(true);
    expect(readSetting('gtmId', '<script>')).toEqual({ ok: false, message: 'setting_gtm' });
    expect(readSetting('legacyBaseUrl', 'https://antigo.exemplo.com.br/app').ok).toBe(true);
    expect(readSetting('legacyBaseUrl', 'javascript:alert(1)')).toEqual({ ok: false, message: 'setting_url' });
    expect(readSetting('workFlow', '12')).toEqual({ ok: true, value: '12' });
    expect(readSetting('workFlow', '-1')).toEqual({ ok: false, message: 'setting_record_id' });
    expect(readSetting('transportadorCaracteristicaFiltro', 'TRUE')).toEqual({ ok: true, value: 'true' });
    expect(readSetting('transportadorCaracteristicaFiltro', 'sim')).toEqual({ ok: false, message: 'setting_boolean' });
    // Selling without stock: off unless said; empty is off, like false.
    expect(readSetting('vendaSemEstoque', ' True ')).toEqual({ ok: true, value: 'true' });
    expect(readSetting('vendaSemEstoque', '')).toEqual({ ok: true, value: '' });
    expect(readSetting('vendaSemEstoque', 'talvez')).toEqual({ ok: false, message: 'setting_boolean' });
    expect(readSetting('origin', '{"country":"Brasil","state":"SP","city":"Campinas"}').ok).toBe(true);
    expect(readSetting('origin', '[1]')).toEqual({ ok: false, message: 'setting_origin' });
    expect(readSetting('qualquerCoisa', 'abc')).toEqual({ ok: true, value: 'abc' });
    expect(readSetting('constructor', 'x')).toEqual({ ok: true, value: 'x' });
    expect(ConfigKey.label('desconto_maximo', 'en-US')).toBe('Highest discount (%)');
  });

  it('os schemas do formulário e do PUT põem a violação no valor', () => {
    expect(messages(configValueSchema.safeParse({ configKey: 'desconto_maximo', configValue: '150' }))).toEqual([['configValue', 'setting_percent']]);
    expect(configValueSchema.parse({ configKey: 'desconto_maximo', configValue: '15' }).configValue).toBe('15.00');
    expect(messages(configPutSchema.safeParse({ configs: { desconto_maximo: '-50', outra: 'x' } }))).toEqual([['configs.desconto_maximo', 'setting_percent']]);
    expect(messages(configPutSchema.safeParse({ configKey: 'desconto_maximo' }))).toEqual([['configValue', 'required']]);
    expect(configPutSchema.parse({ configKey: 'x', configValue: 'y' })).toEqual({ configKey: 'x', configValue: 'y', visibility: undefined });
  });
});

describe('settingDisplay: the list shows values in words', () => {
  it('booleans as Sim/Não (Yes/No, Sí/No), the percent formatted, the origin as a place, GTM as a list', () => {
    expect(settingDisplay('vendaSemEstoque', 'true', 'pt-BR')).toBe('Sim');
    expect(settingDisplay('vendaSemEstoque', '', 'pt-BR')).toBe('Não');
    expect(settingDisplay('transportadorCaracteristicaFiltro', 'false', 'en-US')).toBe('No');
    expect(settingDisplay('transportadorCaracteristicaFiltro', 'true', 'es')).toBe('Sí');
    expect(settingDisplay('desconto_maximo', '15.50', 'pt-BR')).toBe('15,50 %');
    expect(settingDisplay('desconto_maximo', '', 'en-US')).toBe('Not set');
    expect(settingDisplay('origin', '{"country":"Brasil","state":"SP","city":"Campinas"}', 'pt-BR')).toBe('Campinas, SP, Brasil');
    expect(settingDisplay('gtmId', '["GTM-AAAA","GTM-BBBB"]', 'pt-BR')).toBe('GTM-AAAA, GTM-BBBB');
    expect(settingDisplay('gtmId', '[]', 'es')).toBe('No definido');
    // Free text and unknown keys as stored.
    expect(settingDisplay('legacyBaseUrl', 'https://erp.exemplo.com.br', 'pt-BR')).toBe('https://erp.exemplo.com.br');
    expect(settingDisplay('chaveAntiga', 'x=1', 'pt-BR')).toBe('x=1');
  });
});
