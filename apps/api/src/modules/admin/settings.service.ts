import { and, eq, inArray } from 'drizzle-orm';
import { readSetting, type SettingKey } from '@backoffice/domain';
import { validationError, violation, type Violation } from '../../platform/http/errors.ts';
import { fileRule } from '../../platform/files/files.service.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import type { UseCase } from '../../platform/operations/define.ts';
import { configs, companyDomains, themes } from './admin.table.ts';
import { people } from '../pessoas/index.ts';

/** A company's public face: name, alias, domain and theme (GET /people/default-company). */
export async function themeOf(db: Executor, company: number) {
  const [company_] = await db.select({ id: people.id, name: people.name, alias: people.alias }).from(people).where(eq(people.id, company));
  const [theme] = await db.select().from(themes).where(eq(themes.company, company));
  const [domain] = await db.select({ domain: companyDomains.domain }).from(companyDomains).where(eq(companyDomains.company, company)).limit(1);
  return {
    id: company_.id,
    name: company_.name,
    alias: company_.alias ?? company_.name,
    domain: domain?.domain ?? null,
    tema: {
      favicon: theme?.favicon ?? null,
      cores: theme?.colors ?? null,
      backgroundHome: theme?.backgroundHome ?? null,
      logoLogin: theme?.logoLogin ?? null,
      logoMenu: theme?.logoMenu ?? null,
    },
  };
}

/** The theme's colours as CSS custom properties; keys and values that are not plain names and hex colours are left out. */
export function themeCss(colors: Record<string, string>): string {
  const vars = Object.entries(colors)
    .filter(([k, v]) => /^[a-zA-Z][\w-]*$/.test(k) && /^#[0-9a-fA-F]{3,8}$/.test(v))
    .map(([k, v]) => `  --color-${k}: ${v};`);
  return `:root {\n${vars.join('\n')}\n}\n`;
}

/** Tag-manager ids of a setting that may hold a JSON list, one id, or garbage. */
export function gtmIds(value: string | undefined): string[] {
  try {
    const parsed = JSON.parse(value ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
  } catch {
    return value ? [value] : [];
  }
}

/** The company's settings; `visibleOnly`: those every user of the company may read (visibility). */
export async function configMap(db: Executor, company: number, visibleOnly = false): Promise<Record<string, string>> {
  const rows = await db
    .select()
    .from(configs)
    .where(visibleOnly ? and(eq(configs.company, company), eq(configs.visibility, true)) : eq(configs.company, company));
  return Object.fromEntries(rows.map((r) => [r.configKey, r.configValue]));
}

/**
 * One known setting of a company, as its type reads it (settings.ts of the domain), or null when the company has
 * not set it. A stored value its type refuses (written before settings were typed, or by hand) is an error on the
 * setting's key, never a silent default: the administrator fixes it in Settings.
 */
export async function settingValue(db: Executor, company: number, key: SettingKey): Promise<string | null> {
  const [row] = await db
    .select({ v: configs.configValue })
    .from(configs)
    .where(and(eq(configs.company, company), eq(configs.configKey, key)));
  return storedSetting(key, row?.v);
}

/**
 * Several settings of a company in one read, each as settingValue reads it when asked for: a stored value its type
 * refuses is an error only for the caller that uses it, as if it had read that one alone.
 */
export async function settingValues<K extends SettingKey>(db: Executor, company: number, keys: readonly K[]): Promise<(key: K) => string | null> {
  const rows = await db
    .select({ key: configs.configKey, v: configs.configValue })
    .from(configs)
    .where(and(eq(configs.company, company), inArray(configs.configKey, [...keys])));
  const stored = new Map(rows.map((r) => [r.key, r.v]));
  return (key) => storedSetting(key, stored.get(key));
}

/** A setting's stored text as its type reads it; null when unset or blank; a value its type refuses is an error on the key. */
function storedSetting(key: SettingKey, stored: string | undefined): string | null {
  if (stored === undefined || stored.trim() === '') return null;
  const read = readSetting(key, stored);
  if (!read.ok) throw violation(key, 'setting_stored_invalid', { key, value: stored.slice(0, 40) });
  return read.value;
}

export interface ConfigEntry {
  configKey: string;
  configValue: string;
  visibility?: boolean;
}

/** Writes settings of a company (the command other areas call); a new key is private unless said otherwise. */
export async function storeConfigs(db: Tx, company: number, entries: ConfigEntry[]) {
  const changes = [];
  for (const e of entries) {
    const [before] = await db.select().from(configs).where(and(eq(configs.company, company), eq(configs.configKey, e.configKey)));
    const [after] = await db
      .insert(configs)
      .values({ company, configKey: e.configKey, configValue: e.configValue, visibility: e.visibility ?? before?.visibility ?? false })
      .onConflictDoUpdate({
        target: [configs.company, configs.configKey],
        set: { configValue: e.configValue, ...(e.visibility === undefined ? {} : { visibility: e.visibility }) },
      })
      .returning();
    changes.push({ before, after });
  }
  return changes;
}

/** Writes settings of a company, one audit row each. */
export async function saveConfigs({ db, audit }: UseCase, company: number, entries: ConfigEntry[]): Promise<void> {
  for (const { before, after } of await storeConfigs(db, company, entries)) {
    await audit({ company, entity: 'Config', id: after.id, action: before ? 'update' : 'create', before, after });
  }
}

export type ThemeValues = Partial<Omit<typeof themes.$inferInsert, 'id' | 'company' | 'colors'>> & { colors?: Record<string, string> };

export async function readTheme(db: Executor, company: number) {
  const [theme] = await db.select().from(themes).where(eq(themes.company, company));
  return theme ? { ...theme, cores: theme.colors } : null;
}

/** Changes a company's theme (the command other areas call); colours merge with the ones it had. */
export async function storeTheme(db: Tx, company: number, values: ThemeValues) {
  const [before] = await db.select().from(themes).where(eq(themes.company, company)).for('update');
  const colors = { ...(before?.colors ?? {}), ...(values.colors ?? {}) } as typeof themes.$inferInsert.colors;
  const row = { ...values, colors };
  const [after] = before
    ? await db.update(themes).set(row).where(eq(themes.company, company)).returning()
    : await db.insert(themes).values({ company, ...row }).returning();
  return { before, after };
}

/** The theme's pictures: an uploaded file (`/api/files/{id}`) is one of the company's; an https address is another site's. */
const THEME_FILES = ['backgroundHome', 'favicon', 'logoLogin', 'logoMenu'] as const;

/** Changes a company's theme, with its audit row; a picture that is another company's file is 422 on its field. */
export async function saveTheme({ db, audit }: UseCase, company: number, values: ThemeValues) {
  const violations: Violation[] = [];
  for (const field of THEME_FILES) {
    const url = values[field];
    if (url?.startsWith('/api/files/')) violations.push(...(await fileRule(db, company, url, field)));
  }
  if (violations.length) throw validationError(violations);
  const { before, after } = await storeTheme(db, company, values);
  await audit({ company, entity: 'Tema', id: after.id, action: before ? 'update' : 'create', before, after });
  return { ...after, cores: after.colors };
}
