import { AppError, type Violation } from './errors.ts';

/**
 * A JSON body is bounded before it is parsed (its nesting, read from the text) and checked after the rate limit
 * (NUL bytes, within a budget of values), both without recursion: a body of ten thousand nested arrays is a 400,
 * never a stack overflow, and a flood of large bodies is turned away by the rate limit before anything walks them.
 */
export interface JsonBudget {
  /** Deepest nesting of arrays and objects (MAX_JSON_DEPTH): deeper answers 400. */
  maxDepth: number;
  /** Values (strings, numbers, keys...) walked at most (MAX_JSON_VALUES): more answers 413. */
  maxValues: number;
}

export const jsonTooDeep = (max: number) => new AppError('bad_request', 'json_too_deep', [], { max: String(max) });

/**
 * Throws 400 when the JSON text nests arrays and objects deeper than `max`, reading it once (strings skipped, with
 * their escapes) and stopping at the first level too deep. Malformed text is left to the parser.
 */
export function checkJsonDepth(text: string, max: number): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) throw jsonTooDeep(max);
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
}

/**
 * Violations for every string (value or key) holding a NUL byte in a parsed body, at its dotted path (a key's at
 * its object's path), in the body's order. Walks with its own stack: throws 400 past `maxDepth` and 413 past
 * `maxValues`.
 */
export function nulViolations(body: unknown, budget: JsonBudget): Violation[] {
  const found: Violation[] = [];
  const stack: { value: unknown; at: string; depth: number }[] = [{ value: body, at: '', depth: 0 }];
  let values = 0;
  while (stack.length) {
    const { value, at, depth } = stack.pop()!;
    if (++values > budget.maxValues) throw new AppError('payload_too_large', 'json_too_many_values', [], { max: String(budget.maxValues) });
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push({ propertyPath: at, message: 'invalid_value' });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= budget.maxDepth) throw jsonTooDeep(budget.maxDepth);
    const entries = Object.entries(value);
    const bad = entries.find(([key]) => key.includes('\u0000'));
    if (bad) {
      found.push({ propertyPath: at, message: 'invalid_value' });
      continue;
    }
    // Pushed last first, so that they come out in the body's order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i];
      stack.push({ value: inner, at: at ? `${at}.${key}` : key, depth: depth + 1 });
    }
  }
  return found;
}
