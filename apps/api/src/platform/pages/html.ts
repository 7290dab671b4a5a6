/**
 * HTML written by template literals, escaped by default: `html\`<p>${text}</p>\`` escapes `text`; a value that is
 * itself `html\`...\`` (or a list of them) goes in as is. The pages the server writes (the public shop, the
 * sign-in) are built with it, so a product name or a search typed by a visitor can never become markup.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[<>&"']/g, (c) => ENTITIES[c]);

type Part = Html | string | number | null | undefined | false | readonly Part[];

function piece(value: Part): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(piece).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += piece(values[i]) + strings[i + 1];
  return new Html(out);
}

/** Trusted markup (the stylesheet, JSON already escaped for a script block). */
export const raw = (value: string): Html => new Html(value);

/** JSON inside `<script type="application/json">`: `<` escaped so that no `</script>` can close the block. */
export const jsonBlock = (value: unknown): Html => new Html(JSON.stringify(value).replace(/</g, '\\u003c'));
