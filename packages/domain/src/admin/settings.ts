/**
 * As configurações conhecidas da empresa (configs: chave → texto), cada uma com o seu tipo e os seus limites: a
 * API confere o valor ao gravar (422 no campo) e ao ler (um valor guardado que não vale é um erro claro, nunca um
 * padrão silencioso), e a tela de configurações mostra o nome e valida com as mesmas regras. Uma chave que não
 * está aqui continua texto livre (integrações antigas).
 */
import { defineEnum } from '../common/enum.ts';
import type { MessageKey } from '../common/messages.ts';
import { formatNumber } from '../common/format.ts';
import { resolveLocale, type Locale } from '../common/locale.ts';

/** O resultado de ler um valor: o valor normalizado (o que se grava) ou a chave da mensagem. */
type Read = { ok: true; value: string } | { ok: false; message: MessageKey };

const ok = (value: string): Read => ({ ok: true, value });
const fail = (message: MessageKey): Read => ({ ok: false, message });

/**
 * Um percentual de 0 a 100 com até 2 casas ('12,5' ou '12.5'; zeros à direita não contam), como se grava ('12.50').
 * Lido como texto, sem zod nem decimal.js: a casca do web lê os rótulos das configurações (ConfigKey) e não deve
 * carregar os schemas nem a biblioteca por isso.
 */
function percent(text: string): string | null {
  const m = /^\+?(\d*)(?:\.(\d*))?$/.exec(text.replace(',', '.'));
  if (!m || (m[1] === '' && !m[2])) return null;
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return null;
  const whole = m[1].replace(/^0+(?=\d)/, '') || '0';
  if (whole.length > 3 || Number(whole) > 100 || (whole === '100' && fraction !== '')) return null;
  return `${whole}.${fraction.padEnd(2, '0')}`;
}
const GTM = /^GTM-[A-Z0-9]{4,12}$/;

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const YES_NO: Record<Locale, [string, string]> = { 'pt-BR': ['Sim', 'Não'], 'en-US': ['Yes', 'No'], es: ['Sí', 'No'] };
const NOT_SET: Record<Locale, string> = { 'pt-BR': 'Não definido', 'en-US': 'Not set', es: 'No definido' };

/** 'true'/'false' as the user says them; anything else as stored (a stored value that does not read is shown as it is). */
function yesNo(v: string, locale: string): string {
  const t = v.trim().toLowerCase();
  const [yes, no] = YES_NO[resolveLocale(locale)];
  return t === 'true' ? yes : t === 'false' || t === '' ? no : v;
}

/** Cada configuração conhecida: o seu rótulo (pt-BR, en-US, es), como o valor é lido e como a lista o mostra. */
const SETTINGS = {
  desconto_maximo: {
    label: { 'pt-BR': 'Desconto máximo (%)', 'en-US': 'Highest discount (%)', es: 'Descuento máximo (%)' },
    // Vazio: a empresa não tem limite próprio (vale o padrão, DEFAULT_MAX_DISCOUNT).
    read: (v: string): Read => {
      if (v.trim() === '') return ok('');
      const r = percent(v.trim());
      return r === null ? fail('setting_percent') : ok(r);
    },
    show: (v: string, locale: string) => (v.trim() === '' ? NOT_SET[resolveLocale(locale)] : `${formatNumber(v.trim(), locale, 2)} %`),
  },
  gtmId: {
    label: { 'pt-BR': 'Google Tag Manager (contêiner)', 'en-US': 'Google Tag Manager (container)', es: 'Google Tag Manager (contenedor)' },
    // Uma lista JSON de contêineres, um só contêiner, ou nada.
    read: (v: string): Read => {
      const t = v.trim();
      if (t === '' || GTM.test(t)) return ok(t === '' ? '[]' : JSON.stringify([t]));
      const list = json(t);
      return Array.isArray(list) && list.every((id) => typeof id === 'string' && GTM.test(id)) ? ok(JSON.stringify(list)) : fail('setting_gtm');
    },
    show: (v: string, locale: string) => {
      const list = json(v.trim());
      if (Array.isArray(list)) return list.length ? list.join(', ') : NOT_SET[resolveLocale(locale)];
      return v.trim() || NOT_SET[resolveLocale(locale)];
    },
  },
  legacyBaseUrl: {
    label: { 'pt-BR': 'Endereço do sistema anterior', 'en-US': 'Address of the previous system', es: 'Dirección del sistema anterior' },
    read: (v: string): Read => {
      const t = v.trim();
      if (t === '') return ok('');
      return /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(t) ? ok(t) : fail('setting_url');
    },
  },
  workFlow: {
    label: { 'pt-BR': 'Fluxo dos pedidos', 'en-US': 'Order workflow', es: 'Flujo de los pedidos' },
    read: (v: string): Read => {
      const t = v.trim();
      return t === '' || (/^\d{1,9}$/.test(t) && Number(t) > 0) ? ok(t) : fail('setting_record_id');
    },
  },
  transportadorCaracteristicaFiltro: {
    label: { 'pt-BR': 'Filtrar transportadores por característica', 'en-US': 'Filter carriers by characteristic', es: 'Filtrar transportistas por característica' },
    read: (v: string): Read => {
      const t = v.trim().toLowerCase();
      return t === 'true' || t === 'false' ? ok(t) : fail('setting_boolean');
    },
    show: yesNo,
  },
  vendaSemEstoque: {
    label: { 'pt-BR': 'Finalizar pedidos sem estoque (o que falta fica pendente)', 'en-US': 'Finalize orders without stock (the missing part stays pending)', es: 'Finalizar pedidos sin stock (lo que falta queda pendiente)' },
    // Vazio ou false (o padrão): finalizar além do disponível é recusado; true: a falta vira pendência de estoque.
    read: (v: string): Read => {
      const t = v.trim().toLowerCase();
      return t === '' || t === 'true' || t === 'false' ? ok(t) : fail('setting_boolean');
    },
    show: yesNo,
  },
  transportadorCaracteristicas: {
    label: { 'pt-BR': 'Características dos transportadores', 'en-US': 'Carrier characteristics', es: 'Características de los transportistas' },
    read: (v: string): Read => (v.length <= 2000 ? ok(v) : fail('too_long')),
  },
  origin: {
    label: { 'pt-BR': 'Origem dos pedidos (país, UF, cidade)', 'en-US': 'Orders origin (country, state, city)', es: 'Origen de los pedidos (país, estado, ciudad)' },
    read: (v: string): Read => {
      const o = json(v);
      const valid = o !== null && typeof o === 'object' && !Array.isArray(o) && Object.entries(o).every(([k, x]) => ['country', 'state', 'city'].includes(k) && (typeof x === 'string' || x === null));
      return valid ? ok(v) : fail('setting_origin');
    },
    // {"country":"Brasil","state":"SP","city":"Campinas"} -> 'Campinas, SP, Brasil'.
    show: (v: string, locale: string) => {
      const o = json(v) as Record<string, string | null> | undefined;
      if (!o || typeof o !== 'object') return v;
      const parts = [o.city, o.state, o.country].filter((x): x is string => typeof x === 'string' && x.trim() !== '');
      return parts.length ? parts.join(', ') : NOT_SET[resolveLocale(locale)];
    },
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;

/** As chaves conhecidas, com os seus rótulos (a lista e o editor de configurações). */
export const ConfigKey = defineEnum(
  Object.fromEntries(Object.entries(SETTINGS).map(([key, s]) => [key, { ...s.label, color: 'gray' }])) as { [K in SettingKey]: (typeof SETTINGS)[K]['label'] & { color: 'gray' } },
);

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

/** O valor de uma configuração como se grava (normalizado), ou a mensagem; uma chave desconhecida passa como veio. */
export function readSetting(key: string, value: string): Read {
  return isSettingKey(key) ? SETTINGS[key].read(value) : ok(value);
}

/**
 * Um valor como a lista de configurações o mostra: sim/não em vez de true/false, o percentual formatado, a origem
 * como 'Campinas, SP, Brasil'. Chaves sem forma própria (e desconhecidas) aparecem como foram gravadas.
 */
export function settingDisplay(key: string, value: string | null | undefined, locale: string): string {
  const v = value ?? '';
  if (!isSettingKey(key)) return v;
  const setting = SETTINGS[key];
  return 'show' in setting ? setting.show(v, locale) : v;
}
