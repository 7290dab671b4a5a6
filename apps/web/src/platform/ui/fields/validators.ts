import { documentSchema, isValidPhone, issueMessageKey, issueParams, normalizeCep, normalizeDocument } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';
import { currentLocale } from '../../i18n/i18n';

function message(key: string, params?: Record<string, string | number>): string {
  return translateMessage(key, currentLocale(), params);
}

/**
 * The document field while typing: an error only once the document is complete (11 digits, or 14 characters)
 * and wrong, so the user sees 'CPF inválido' at once without being told off mid-way. The message is the domain's
 * `documentSchema` one (what the form's and the API's validation say on submit).
 */
export function documentErrorWhileTyping(value: string): string | null {
  const doc = normalizeDocument(value);
  const complete = /^\d{11}$/.test(doc) || doc.length === 14;
  if (!complete) return null;
  const result = documentSchema.safeParse(doc);
  return result.success ? null : message(issueMessageKey(result.error.issues[0]), issueParams(result.error.issues[0]));
}

export function phoneError(value: string, required = false): string | null {
  if (value.trim() === '') return required ? message('required') : null;
  return isValidPhone(value) ? null : message('invalid_phone');
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
