/**
 * Erros de um schema zod como violações { propertyPath, message }: o caminho com pontos ('addresses.0.cep')
 * e a mensagem como chave do catálogo. A API responde 422 com elas (traduzidas por Accept-Language) e o web
 * põe as mesmas nos campos do formulário (traduzidas no idioma da interface): o mesmo schema dá os mesmos
 * campos nos dois lados.
 */
import type * as z from 'zod';

export interface SchemaViolation {
  propertyPath: string;
  message: string;
  /** Values of the message's {placeholders}, from a custom issue's `params` ('A soma ({sum}%)...'). */
  params?: Record<string, string | number>;
}

/** O mínimo de um erro do zod que se lê aqui (o ZodError e o resultado de safeParse servem). */
export interface IssueList {
  readonly issues: ReadonlyArray<{
    readonly path: ReadonlyArray<PropertyKey>;
    readonly message: string;
    readonly code?: string;
    readonly input?: unknown;
    readonly params?: Record<string, unknown>;
    /** zod's too_big and too_small: what was measured ('number', 'string', 'array'...), the bound, and whether it is allowed. */
    readonly origin?: string;
    readonly maximum?: unknown;
    readonly minimum?: unknown;
    readonly inclusive?: boolean;
  }>;
}

type Issue = IssueList['issues'][number];

const isNumber = (issue: Issue) => issue.origin === 'number' || issue.origin === 'bigint';
/** A number over its maximum or under its minimum, the bound itself allowed: it can be said as "the most is {max}". */
const numberBound = (issue: Issue) => isNumber(issue) && issue.inclusive !== false;

/** Chave do catálogo de um erro: a mensagem do schema, ou uma chave pelo código do zod quando a mensagem é a padrão. */
export function issueMessageKey(issue: Issue): string {
  if (issue.message && /^[a-z_]+$/.test(issue.message)) return issue.message;
  switch (issue.code as z.core.$ZodIssue['code'] | undefined) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalid_value';
    // A number past a bound it may not reach itself (positive(): 0) is an invalid value, not a missing one.
    case 'too_small':
      return numberBound(issue) ? 'number_too_small' : isNumber(issue) ? 'invalid_value' : 'required';
    case 'too_big':
      return numberBound(issue) ? 'number_too_large' : isNumber(issue) ? 'invalid_value' : 'too_long';
    default:
      return 'invalid_value';
  }
}

/** The values of an issue's message: a custom issue's `params`, or the bound of a number out of range ({max}, {min}). */
export function issueParams(issue: Issue): Record<string, string | number> | undefined {
  if (issue.code === 'custom' && issue.params) return issue.params as Record<string, string | number>;
  if (issue.code === 'too_big' && numberBound(issue)) return { max: Number(issue.maximum) };
  if (issue.code === 'too_small' && numberBound(issue)) return { min: Number(issue.minimum) };
  return undefined;
}

export function schemaViolations(error: IssueList): SchemaViolation[] {
  return error.issues.map((issue) => {
    const params = issueParams(issue);
    return { propertyPath: issue.path.map(String).join('.'), message: issueMessageKey(issue), ...(params ? { params } : {}) };
  });
}
