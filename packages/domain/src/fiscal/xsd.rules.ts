/**
 * libxml2's schema messages ("Element '{http://www.portalfiscal.inf.br/nfe}xNome': [facet 'maxLength'] The value
 * has a length of '80'; this exceeds the allowed maximum length of '60'.") read as a sentence of the message
 * catalogue that names the field, in the user's language: the message key and its parameters, stored as they are
 * (an imported invoice keeps its warnings) and translated where shown.
 */
import type { MessageKey } from '../common/messages.ts';

export interface XsdProblem {
  /** The sentence: one of the xsd_* messages (fiscal.messages.ts). */
  problem: MessageKey;
  /** The field (element, or element.attribute) the schema refused; '' when the file is not XML at all. */
  field: string;
  expected?: string;
  value?: string;
  length?: string;
  limit?: string;
}

/** 'CNPJ' of '{http://www.portalfiscal.inf.br/nfe}CNPJ'. */
const local = (name: string) => name.trim().replace(/^\{[^}]*\}/, '');
/** 'CNPJ / CPF' of ' {ns}CNPJ, {ns}CPF ' (the elements libxml2 expected). */
const names = (list: string) => list.split(',').map(local).filter(Boolean).join(' / ');
/** A value as the message quotes it: at most 60 characters. */
const short = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);

export function xsdProblem(error: string | null | undefined): XsdProblem {
  const text = (error ?? '').trim();
  const head = /^Element '([^']+)'(?:, attribute '([^']+)')?: (.*)$/s.exec(text);
  if (!head) return { problem: 'xsd_not_well_formed', field: '' };
  const field = head[2] ? `${local(head[1])}.${head[2]}` : local(head[1]);
  const rest = head[3];
  let m: RegExpExecArray | null;
  if ((m = /^Missing child element\(s\)\. Expected is (?:one of )?\((.*)\)/s.exec(rest))) return { problem: 'xsd_missing_child', field, expected: names(m[1]) };
  if ((m = /^This element is not expected\. Expected is (?:one of )?\((.*)\)/s.exec(rest))) return { problem: 'xsd_unexpected_expected', field, expected: names(m[1]) };
  if (/^This element is not expected/.test(rest)) return { problem: 'xsd_unexpected', field };
  if ((m = /\[facet 'maxLength'\] The value has a length of '(\d+)'; this exceeds the allowed maximum length of '(\d+)'/.exec(rest))) return { problem: 'xsd_too_long', field, length: m[1], limit: m[2] };
  if ((m = /\[facet 'minLength'\] The value has a length of '(\d+)'; this underruns the allowed minimum length of '(\d+)'/.exec(rest))) return { problem: 'xsd_too_short', field, length: m[1], limit: m[2] };
  if ((m = /\[facet 'enumeration'\] The value '(.*)' is not an element of the set \{(.*)\}/s.exec(rest))) {
    return { problem: 'xsd_not_in_list', field, value: short(m[1]), expected: m[2].replace(/'/g, '').split(',').map((s) => s.trim()).join(', ') };
  }
  if ((m = /The value '(.*)' is not accepted by the pattern|'(.*)' is not a valid value of/s.exec(rest))) return { problem: 'xsd_bad_format', field, value: short(m[1] ?? m[2] ?? '') };
  return { problem: 'xsd_field_invalid', field };
}

/** The parameters of a message about the problem (`{problem:message}` renders the sentence), all as text. */
export function xsdParams(error: string | null | undefined): Record<string, string> {
  const found = xsdProblem(error);
  return Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
