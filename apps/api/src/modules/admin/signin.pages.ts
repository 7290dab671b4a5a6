import { LOCALES, SIGNIN_TEXTS, resolveLocale, translateMessage, type Locale } from '@backoffice/domain';
import { definePage, type PageAnswer, type PageInput } from '../../platform/pages/pages.ts';
import { AppError } from '../../platform/http/errors.ts';
import { companyOfDomain, signIn } from './sessions.service.ts';
import { themeOf } from './settings.service.ts';
import { requestPasswordReset } from './password.service.ts';
import { attemptLimit } from './session.routes.ts';
import { authorizationEndpoint, oidcSettings } from './google.adapter.ts';
import { forgotPage, signinPage, type SigninFrame } from './signin.view.ts';
import { safeReturnPath, signinCookie } from './signin.rules.ts';

/**
 * The sign-in at `/`, written whole by the server, as the public shop's pages are: a phone shows it without the
 * back office's bundle, which it downloads only once signed in. The form posts to `/`; a good sign-in opens the same
 * session as POST /api/token and hands it to the web app in a short-lived cookie (see signin.rules.ts), then sends
 * the browser to /home (or to the screen that asked for a sign-in). Wrong input comes back as the page with the
 * errors in place, in the visitor's language. `/esqueci-senha` asks for a reset link the same way.
 */

/** The language the sign-in pages speak, remembered for the next visit (the web app writes it too when it changes). */
export const LANG_COOKIE = 'lang';

/** ?lang= (remembered in a cookie), the form's own, the cookie, else Accept-Language. */
function localeOf(input: PageInput): { locale: Locale; headers: Record<string, string> } {
  const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
  const asked = input.query.lang;
  if (isLocale(asked)) return { locale: asked, headers: { 'Set-Cookie': `${LANG_COOKIE}=${asked}; Path=/; Max-Age=31536000; SameSite=Lax` } };
  if (isLocale(input.form.lang)) return { locale: input.form.lang, headers: {} };
  const saved = input.cookies[LANG_COOKIE];
  if (isLocale(saved)) return { locale: saved, headers: {} };
  return { locale: resolveLocale(input.ctx.locale), headers: {} };
}

/** Where Google sign-in starts; null when it is not configured or its provider cannot be reached now. */
async function googleOf(input: PageInput): Promise<SigninFrame['google']> {
  const settings = oidcSettings(input.settings.env);
  if (!settings) return null;
  try {
    return { endpoint: await authorizationEndpoint(settings), clientId: settings.clientId };
  } catch {
    return null;
  }
}

async function frameOf(input: PageInput, here: string): Promise<{ frame: SigninFrame; headers: Record<string, string> }> {
  const { locale, headers } = localeOf(input);
  const company = await companyOfDomain(input.db, input.ctx.appDomain);
  const [theme, google] = await Promise.all([company === null ? null : themeOf(input.db, company), googleOf(input)]);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query)) if (typeof value === 'string' && key !== 'lang') query.set(key, value);
  return {
    headers,
    frame: {
      locale,
      t: SIGNIN_TEXTS[locale],
      brand: {
        name: theme?.alias ?? '',
        colors: (theme?.tema.cores as Record<string, string> | null) ?? null,
        logo: theme?.tema.logoLogin ?? null,
        background: theme?.tema.backgroundHome ?? null,
        favicon: theme?.tema.favicon ?? null,
      },
      script: input.asset('src/signin/signin.ts'),
      here: new URL(`${here}${query.size ? `?${query}` : ''}`, 'http://page'),
      google,
    },
  };
}

const text = (value: string | undefined) => (value ?? '').trim();

async function signinAnswer(input: PageInput): Promise<PageAnswer> {
  const { frame, headers } = await frameOf(input, '/');
  const from = safeReturnPath(input.method === 'POST' ? input.form.from : input.query.from);
  if (input.method !== 'POST') {
    return { html: signinPage(frame, { from, passwordReset: input.query.senha === 'alterada' }), headers };
  }
  const say = (key: string) => translateMessage(key, frame.locale);
  const username = text(input.form.username);
  const password = input.form.password ?? '';
  if (input.refused) return { status: 429, html: signinPage(frame, { username, from, general: say(input.refused) }), headers };
  const errors = {
    username: !username ? say('required') : username.length > 200 ? say('too_long') : undefined,
    password: !password ? say('required') : password.length > 500 ? say('too_long') : undefined,
  };
  if (errors.username || errors.password) return { status: 422, html: signinPage(frame, { username, from, errors }), headers };
  try {
    const session = await signIn(input.db, input.app.sessions, { username, password, appDomain: input.ctx.appDomain });
    return { redirect: from ?? '/home', html: '', headers: { 'Set-Cookie': signinCookie({ session, locale: frame.locale }, input.secure) } };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'invalid_credentials') throw error;
    return { status: 401, html: signinPage(frame, { username, from, general: say('invalid_credentials') }), headers };
  }
}

async function forgotAnswer(input: PageInput): Promise<PageAnswer> {
  const { frame, headers } = await frameOf(input, '/esqueci-senha');
  if (input.method !== 'POST') return { html: forgotPage(frame), headers };
  const say = (key: string) => translateMessage(key, frame.locale);
  const value = text(input.form.username_or_email);
  if (input.refused) return { status: 429, html: forgotPage(frame, { value, general: say(input.refused) }), headers };
  const error = !value ? say('required') : value.length > 200 ? say('too_long') : undefined;
  if (error) return { status: 422, html: forgotPage(frame, { value, error }), headers };
  await requestPasswordReset(input.app.jobs, value);
  return { status: 202, html: forgotPage(frame, { sent: true }), headers };
}

export const signinPages = [
  definePage({ path: '/', render: signinAnswer }),
  definePage({ path: '/', method: 'POST', rateLimit: attemptLimit('username'), render: signinAnswer }),
  definePage({ path: '/esqueci-senha', render: forgotAnswer }),
  definePage({ path: '/esqueci-senha', method: 'POST', rateLimit: attemptLimit('username_or_email'), render: forgotAnswer }),
];
