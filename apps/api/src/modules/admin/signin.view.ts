import fs from 'node:fs';
import type { Locale, SigninTexts } from '@backoffice/domain';
import { html, raw, type Html } from '../../platform/pages/html.ts';
import { onBrand, themeColor } from '../../platform/pages/brand.ts';

/**
 * The sign-in page and the forgotten-password page, written whole by the server: the company's logo, colours and
 * background, a form that posts to the server (it works with no script at all), the errors written in place.
 * Pure functions of what the page shows.
 */

// Read once, inlined in every page: the first paint needs no second request.
const STYLES = fs.readFileSync(new URL('./signin.css', import.meta.url), 'utf8').replace(/\/\*.*?\*\//g, '').replace(/\s*\n\s*/g, '');

/** The host's company as its sign-in shows it (its theme, as /people/default-company answers it). */
export interface SigninBrand {
  name: string;
  colors: Record<string, string> | null;
  logo: string | null;
  background: string | null;
  favicon: string | null;
}

export interface SigninFrame {
  locale: Locale;
  t: SigninTexts;
  brand: SigninBrand;
  /** The page's small script (apps/web/src/signin/signin.ts), null without a web build. */
  script: string | null;
  /** Path and query of this page (the language links keep them). */
  here: URL;
  /** Where Google sign-in starts, when the server has it configured. */
  google: { endpoint: string; clientId: string } | null;
}

const LANGS: Array<{ locale: Locale; label: string }> = [
  { locale: 'pt-BR', label: 'Português' },
  { locale: 'en-US', label: 'English' },
  { locale: 'es', label: 'Español' },
];

function langLink(frame: SigninFrame, locale: Locale, label: string): Html {
  const url = new URL(frame.here);
  url.searchParams.set('lang', locale);
  return html`<a href="${url.pathname}${url.search}" hreflang="${locale}" lang="${locale}"${locale === frame.locale ? raw(' aria-current="true"') : ''}>${label}</a>`;
}

function page(frame: SigninFrame, title: string, body: Html): string {
  const { brand, t } = frame;
  const color = themeColor(brand.colors, 'primary', '#1c64b4');
  const vars = `:root{--brand:${color};--on-brand:${onBrand(color)}}`;
  // The background is the theme's picture (an address the company set): in a style attribute, escaped as a URL.
  const background = brand.background ? html` style="background-image:url(&quot;${encodeURI(brand.background)}&quot;)"` : '';
  return `<!doctype html>${html`<html lang="${frame.locale}"><head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${brand.name || title}</title>
<meta name="description" content="CRM">
<meta name="theme-color" content="${color}">
<link rel="icon" href="${brand.favicon ?? 'data:,'}">
<style>${raw(vars)}${raw(STYLES)}</style>
${frame.script ? html`<script type="module" src="${frame.script}"></script>` : ''}
</head><body${background}>
<nav class="top" aria-label="${t.language.choose}"><span class="langs">${LANGS.map((l) => langLink(frame, l.locale, l.label))}</span></nav>
<main class="center"><div class="card">
<div class="head">${brand.logo ? html`<img class="logo" src="${brand.logo}" alt="${brand.name}">` : brand.name ? html`<span class="name">${brand.name}</span>` : ''}
<h1>${title}</h1>${body}
</div></main>
</body></html>`}`;
}

function input(name: string, label: string, options: { type: string; autocomplete: string; value?: string; error?: string; autofocus?: boolean }): Html {
  const id = `f-${name}`;
  const invalid = options.error ? raw(` aria-invalid="true" aria-describedby="${id}-err"`) : '';
  return html`<div class="field"><label for="${id}">${label}</label><input id="${id}" name="${name}" type="${options.type}" autocomplete="${options.autocomplete}" maxlength="500"${options.value ? html` value="${options.value}"` : ''}${options.autofocus ? raw(' autofocus') : ''}${invalid}>${options.error ? html`<small class="err" id="${id}-err">${options.error}</small>` : ''}</div>`;
}

export interface SigninState {
  username?: string;
  errors?: { username?: string; password?: string };
  /** A message of the whole form (wrong password, too many attempts). */
  general?: string;
  /** The password was just changed through a reset link. */
  passwordReset?: boolean;
  /** Where to go once signed in (a screen that sent the visitor here). */
  from?: string;
}

/** `/`: username and password, posted to `/`; Google's button (when configured) and the forgotten-password link. */
export function signinPage(frame: SigninFrame, state: SigninState = {}): string {
  const { t } = frame;
  const body = html`<p class="sub">${t.login.subtitle}</p></div>
<form method="post" action="/" aria-label="${t.login.title}" data-signin>
${state.passwordReset && !state.general ? html`<p class="alert good" role="status">${t.reset.done}</p>` : ''}
${state.general ? html`<p class="alert bad" role="alert" data-testid="login-error">${state.general}</p>` : ''}
${input('username', t.login.username, { type: 'text', autocomplete: 'username', value: state.username, error: state.errors?.username, autofocus: !state.username })}
${input('password', t.login.password, { type: 'password', autocomplete: 'current-password', error: state.errors?.password, autofocus: !!state.username })}
<input type="hidden" name="lang" value="${frame.locale}">
${state.from ? html`<input type="hidden" name="from" value="${state.from}">` : ''}
<button type="submit" class="btn">${t.login.submit}</button>
${frame.google ? html`<button type="button" class="btn plain" data-google-endpoint="${frame.google.endpoint}" data-google-client="${frame.google.clientId}" hidden>${t.login.google}</button>` : ''}
<p class="links"><a href="/esqueci-senha">${t.login.forgot}</a></p>
</form>`;
  return page(frame, t.login.title, body);
}

export interface ForgotState {
  value?: string;
  error?: string;
  general?: string;
  sent?: boolean;
}

/** `/esqueci-senha`: the username or e-mail a reset link goes to; the same answer whether or not it exists. */
export function forgotPage(frame: SigninFrame, state: ForgotState = {}): string {
  const { t } = frame;
  const body = state.sent
    ? html`</div><div class="alert good" role="status"><strong>${t.forgot.sentTitle}</strong>${t.forgot.sent}</div>
<p class="links"><a href="/">${t.forgot.back}</a></p>`
    : html`</div><form method="post" action="/esqueci-senha" aria-label="${t.forgot.title}">
<p class="muted">${t.forgot.explain}</p>
${state.general ? html`<p class="alert bad" role="alert">${state.general}</p>` : ''}
${input('username_or_email', t.forgot.usernameOrEmail, { type: 'text', autocomplete: 'username', value: state.value, error: state.error, autofocus: true })}
<button type="submit" class="btn">${t.forgot.send}</button>
<p class="links"><a href="/">${t.forgot.back}</a></p>
</form>`;
  return page(frame, t.forgot.title, body);
}
