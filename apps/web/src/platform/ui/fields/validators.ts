import {
  addressSchema,
  documentKind,
  emailSchema,
  isValidDocument,
  isValidPhone,
  normalizeCep,
  normalizeDocument,
  translateMessage,
  type MessageKey,
} from '@backoffice/domain';
import { currentLocale } from '../../i18n/i18n';

function message(key: MessageKey): string {
  return translateMessage(key, currentLocale());
}

/**
 * CPF/CNPJ of a form: '' → required (when `required`), a complete CPF (11 digits) or CNPJ (14 characters,
 * also the alphanumeric one) with wrong check digits → 'CPF inválido' / 'CNPJ inválido', another length →
 * 'Documento inválido'.
 */
export function documentError(value: string, required = true): string | null {
  const doc = normalizeDocument(value);
  if (doc === '') return required ? message('required') : null;
  if (isValidDocument(doc)) return null;
  const kind = documentKind(doc);
  return message(kind === 'CPF' ? 'invalid_cpf' : kind === 'CNPJ' ? 'invalid_cnpj' : 'invalid_document');
}

/**
 * While typing: an error only once the document is complete (11 digits, or 14 characters) and wrong, so the
 * user sees 'CPF inválido' at once without being told off mid-way.
 */
export function documentErrorWhileTyping(value: string): string | null {
  const doc = normalizeDocument(value);
  const complete = (/^\d{11}$/.test(doc) && doc.length === 11) || doc.length === 14;
  return complete ? documentError(doc) : null;
}

export function requiredError(value: string | null | undefined): string | null {
  return (value ?? '').trim() === '' ? message('required') : null;
}

export function emailError(value: string, required = false): string | null {
  if (value.trim() === '') return required ? message('required') : null;
  return emailSchema.safeParse(value).success ? null : message('invalid_email');
}

export function phoneError(value: string, required = false): string | null {
  if (value.trim() === '') return required ? message('required') : null;
  return isValidPhone(value) ? null : message('invalid_phone');
}

export function cepError(value: string, required = true): string | null {
  if (value.trim() === '') return required ? message('required') : null;
  return normalizeCep(value) ? null : message('invalid_cep');
}

/** Inscrição estadual: 2 to 14 digits (dots, dashes and slashes allowed), '' or 'ISENTO'. */
export function ieError(value: string): string | null {
  const text = value.trim();
  if (text === '' || /^isento$/i.test(text)) return null;
  return /^\d{2,14}$/.test(text.replace(/[\s./-]/g, '')) ? null : message('invalid_ie');
}

/** Contributor type 1 (ICMS taxpayer) needs an IE. */
export function contributorIeError(contributorType: string | null | undefined, ie: string): string | null {
  const text = ie.trim();
  return contributorType === '1' && (text === '' || /^isento$/i.test(text)) ? message('ie_required') : null;
}

export interface AddressValues {
  id?: number;
  nickname: string;
  cep: string;
  streetType: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  cityIbge: string;
  uf: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  nickname: '',
  cep: '',
  streetType: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  cityIbge: '',
  uf: '',
};

/** Errors of one address with the domain's address rules, keyed `${prefix}.${field}`. */
export function addressErrors(address: AddressValues, prefix: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = addressSchema.safeParse({
    cep: address.cep,
    streetType: address.streetType,
    street: address.street,
    number: address.number,
    complement: address.complement,
    district: address.district,
    city: address.city,
    cityIbge: address.cityIbge,
    uf: address.uf,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = `${prefix}.${issue.path.map(String).join('.')}`;
      if (!(field in errors)) errors[field] = translateMessage(issue.message, currentLocale());
    }
  }
  return errors;
}

/** The address as the API takes it (cep digits; empty optional parts left out). */
export function addressPayload(address: AddressValues) {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    ...(address.id ? { id: address.id } : {}),
    nickname: text(address.nickname),
    cep: normalizeCep(address.cep) ?? address.cep,
    streetType: text(address.streetType),
    street: address.street.trim(),
    number: address.number.trim(),
    complement: text(address.complement),
    district: address.district.trim(),
    city: address.city.trim(),
    ...(address.cityIbge ? { cityIbge: address.cityIbge } : {}),
    uf: address.uf,
  };
}
