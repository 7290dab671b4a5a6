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
  readonly issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string; readonly code?: string; readonly input?: unknown; readonly params?: Record<string, unknown> }>;
}

/** Chave do catálogo de um erro: a mensagem do schema, ou uma chave pelo código do zod quando a mensagem é a padrão. */
export function issueMessageKey(issue: IssueList['issues'][number]): string {
  if (issue.message && /^[a-z_]+$/.test(issue.message)) return issue.message;
  switch (issue.code as z.core.$ZodIssue['code'] | undefined) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalid_value';
    case 'too_small':
      return 'required';
    case 'too_big':
      return 'too_long';
    default:
      return 'invalid_value';
  }
}

export function schemaViolations(error: IssueList): SchemaViolation[] {
  return error.issues.map((issue) => {
    const params = issue.code === 'custom' && issue.params ? (issue.params as Record<string, string | number>) : undefined;
    return { propertyPath: issue.path.map(String).join('.'), message: issueMessageKey(issue), ...(params ? { params } : {}) };
  });
}
