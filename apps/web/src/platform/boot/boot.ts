import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { MapTiles } from '@backoffice/domain';
import { api } from '../api/client';
import { isApiError } from '../api/errors';
import { buildPalette, luminance, parseHex } from './palette';

export interface ThemeColors {
  primary?: string;
  secondary?: string;
  background?: string;
  text?: string;
}

/** The default company's white-label look (spec §3 "Theme"); asset values are URLs. */
export interface CompanyTheme {
  favicon?: string | null;
  cores?: ThemeColors | null;
  backgroundHome?: string | null;
  logoLogin?: string | null;
  logoMenu?: string | null;
}

export interface DefaultCompany {
  id: number;
  name: string;
  alias?: string | null;
  domain?: string | null;
  tema?: CompanyTheme | null;
}

export const BRAND_KEY = 'brand';
export const ZOOM = 0.85;

/** Boot failures are only logged: a warning when the API is simply not there, an error for real faults. */
export function logBootError(step: string, error: unknown): void {
  if (isApiError(error) && (error.isUnreachable || error.status === 404)) {
    console.warn(`[boot] ${step}: ${error.description}`);
  } else {
    console.error(`[boot] ${step}`, error);
  }
}

export function cachedBrand(): DefaultCompany | null {
  try {
    const raw = window.localStorage.getItem(BRAND_KEY);
    return raw ? (JSON.parse(raw) as DefaultCompany) : null;
  } catch {
    return null;
  }
}

export function cacheBrand(company: DefaultCompany | null): void {
  try {
    if (company) window.localStorage.setItem(BRAND_KEY, JSON.stringify(company));
    else window.localStorage.removeItem(BRAND_KEY);
  } catch {
    // Storage full or blocked: the theme is fetched again next time.
  }
}

export async function fetchDefaultCompany(): Promise<DefaultCompany | null> {
  const answer = await api.get<{ data?: DefaultCompany | null } | null>('/people/default-company', {
    query: { domain: window.location.hostname },
  });
  return answer?.data ?? null;
}

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

function setFavicon(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Page title = company alias, description 'CRM', favicon from the theme (spec §1). */
export function applyDocumentBranding(company: DefaultCompany | null): void {
  setMeta('description', 'CRM');
  if (!company) return;
  const title = company.alias || company.name;
  if (title) document.title = title;
  // A company without a favicon gets none, never the one of the company shown before.
  setFavicon(company.tema?.favicon || 'data:,');
}

/**
 * Fixed zoom of 0.85 on the whole application, portals included (spec §1, §9). global.css zooms #root and
 * Mantine's portal nodes by `--app-zoom` (not <html>: see the note there); this keeps the value in one place.
 */
export function applyZoom(): void {
  document.documentElement.style.removeProperty('zoom');
  document.documentElement.style.setProperty('--app-zoom', String(ZOOM));
}

const FONT = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Mantine theme with the company's colours: a 10-shade `brand` palette from the primary hex, and `accent` from the secondary. */
export function buildTheme(company: DefaultCompany | null): MantineThemeOverride {
  const cores = company?.tema?.cores ?? {};
  const brand = buildPalette(cores.primary ?? '') ?? buildPalette('#1c64b4');
  const accent = buildPalette(cores.secondary ?? '') ?? buildPalette('#0b8a6f');
  const text = parseHex(cores.text) ? cores.text : undefined;
  const primaryLum = luminance(cores.primary ?? '') ?? 0.1;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 5 },
    colors: { brand: brand!, accent: accent! },
    autoContrast: true,
    luminanceThreshold: primaryLum > 0.5 ? 0.45 : 0.3,
    fontFamily: FONT,
    headings: { fontFamily: FONT, fontWeight: '600' },
    defaultRadius: 'md',
    black: text ?? '#1f2937',
    cursorType: 'pointer',
    focusRing: 'auto',
    other: {
      background: parseHex(cores.background) ? cores.background : undefined,
    },
    // A picker's list opens on a click or on typing, not on focus: a dialog focuses its first field as it opens, and a
    // form sent with errors focuses the first invalid one; the list then covered the fields, the message under the
    // picker and the dialog's buttons. (Plain objects: `Select.extend` would bring Select into the first screen's code.)
    components: Object.fromEntries(['Select', 'MultiSelect', 'Autocomplete', 'TagsInput'].map((name) => [name, { defaultProps: { openOnFocus: false } }])),
  });
}

export interface AppConfig {
  gtmId?: unknown;
  /** The map's background tiles (MAP_TILES_URL on the API). */
  mapTiles?: MapTiles;
}

let config: Promise<AppConfig> | null = null;

/** GET /configs/app-config, once per page (the start-up asks first; the map reads the same answer). */
export function appConfig(): Promise<AppConfig> {
  config ??= api.get<AppConfig>('/configs/app-config').catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}

/** `gtmId` is a JSON list (or a string holding one); the first entry is used. */
export function firstGtmId(config: AppConfig | null | undefined): string | null {
  let value: unknown = config?.gtmId;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        value = JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    } else {
      value = text ? [text] : [];
    }
  }
  if (!Array.isArray(value)) return null;
  const first: unknown = value[0];
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
}

/** Google Tag Manager, only for a well-formed container id. */
export function installGtm(id: string): void {
  if (!/^GTM-[A-Z0-9]+$/i.test(id) || document.getElementById('gtm-script')) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'gtm-script';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

let started: Promise<DefaultCompany | null> | null = null;

/**
 * Start-up, once per page: theme of the default company (applied and cached for the next visit) and the app
 * config. Never throws; failures are logged.
 */
export function boot(onCompany: (company: DefaultCompany | null) => void): Promise<void> {
  started ??= runBoot();
  return started.then((company) => {
    if (company) onCompany(company);
  });
}

async function runBoot(): Promise<DefaultCompany | null> {
  applyZoom();
  applyDocumentBranding(cachedBrand());
  const companyStep = fetchDefaultCompany()
    .then((company) => {
      cacheBrand(company);
      applyDocumentBranding(company);
      return company;
    })
    .catch((error: unknown) => {
      logBootError('default company', error);
      return null;
    });
  const configStep = appConfig()
    .then((config) => {
      const id = firstGtmId(config);
      if (id) installGtm(id);
    })
    .catch((error: unknown) => logBootError('app config', error));
  const [company] = await Promise.all([companyStep, configStep]);
  return company;
}
