/**
 * Query strings in API Platform's grammar: arrays as `name[]=a&name[]=b`, objects as `name[key]=value`
 * (nested objects nest: `order[cliente][NmPessoa]=asc`). Empty values (undefined, null, '') are left out.
 */
export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly QueryValue[] | { readonly [key: string]: QueryValue };
export type QueryParams = { readonly [key: string]: QueryValue };

/** Encodes a name or value, keeping the brackets of the grammar readable. */
function encode(part: string): string {
  return encodeURIComponent(part).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

function isEmpty(value: QueryValue): value is null | undefined | '' {
  return value === undefined || value === null || value === '';
}

function append(pairs: string[], name: string, value: QueryValue): void {
  if (isEmpty(value)) return;
  if (Array.isArray(value)) {
    for (const item of value as readonly QueryValue[]) {
      if (!isEmpty(item) && typeof item !== 'object') pairs.push(`${encode(`${name}[]`)}=${encode(String(item))}`);
    }
    return;
  }
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as { readonly [key: string]: QueryValue })) {
      append(pairs, `${name}[${key}]`, inner);
    }
    return;
  }
  pairs.push(`${encode(name)}=${encode(String(value))}`);
}

export function encodeQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) append(pairs, name, value);
  return pairs.join('&');
}

/** Joins a path and its query, respecting a query already present in the path. */
export function withQuery(path: string, params: QueryParams | undefined): string {
  const qs = encodeQuery(params);
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}
