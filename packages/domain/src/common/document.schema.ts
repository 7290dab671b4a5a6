import * as z from 'zod';
import { documentKind, isValidDocument, normalizeDocument } from './documents.ts';
import { requiredOr } from './schema.ts';

/**
 * CPF ou CNPJ (numérico ou alfanumérico), com ou sem máscara; sai normalizado (sem máscara, maiúsculas).
 * Erros: 'required', 'invalid_cpf' (11 dígitos), 'invalid_cnpj' (14 caracteres), 'invalid_document' (outro tamanho).
 */
export const documentSchema = z
  .string({ error: requiredOr('invalid_document') })
  .trim()
  .min(1, { error: 'required' })
  .transform((value, ctx) => {
    const doc = normalizeDocument(value);
    if (!isValidDocument(doc)) {
      const kind = documentKind(doc);
      const message = kind === 'CPF' ? 'invalid_cpf' : kind === 'CNPJ' ? 'invalid_cnpj' : 'invalid_document';
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return doc;
  });
