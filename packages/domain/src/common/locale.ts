/** Os três idiomas da interface e das mensagens. */
export const LOCALES = ['pt-BR', 'en-US', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** 'pt', 'pt-PT', 'pt_BR' -> 'pt-BR'; 'es', 'es-AR' -> 'es'; qualquer outro (inclusive '') -> 'en-US'. */
export function resolveLocale(locale: string | null | undefined): Locale {
  const l = (locale ?? '').trim().toLowerCase();
  if (l.startsWith('pt')) return 'pt-BR';
  if (l.startsWith('es')) return 'es';
  return 'en-US';
}

/**
 * Escolhe o idioma a partir do cabeçalho Accept-Language ('en-US,en;q=0.9,pt;q=0.8'), respeitando os pesos q.
 * Sem cabeçalho ou sem nenhum idioma suportado, pt-BR.
 */
export function pickLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const candidates = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((c) => c.tag !== '' && c.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of candidates) {
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('es')) return 'es';
    if (tag.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}
