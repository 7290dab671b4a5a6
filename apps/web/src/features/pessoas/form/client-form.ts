import { randomId } from '@mantine/hooks';
import { clientSchema, maskCep, maskDocument, maskPhone, normalizeDocument, onlyDigits, type ClientPayload } from '@backoffice/domain';
import { formatMoneyInput, parseMoneyInput } from '@/platform/ui/fields/money';
import { addressPayload, EMPTY_ADDRESS, type AddressValues } from '@/platform/ui/fields/validators';
import { zodValidate } from '@/platform/ui/form';
import type { Client } from '../clients.api';

export type AddressItem = AddressValues & { key: string };
export interface PhoneItem {
  id?: number;
  key: string;
  phone: string;
}
export interface EmailItem {
  id?: number;
  key: string;
  email: string;
}
export interface ContactItem {
  id?: number;
  key: string;
  name: string;
  role: string;
  email: string;
  phone: string;
}

/** What the client form edits; texts as typed (masks included), turned into the API's shape by `toPayload`. */
export interface ClientFormValues {
  name: string;
  alias: string;
  document: string;
  ie: string;
  contributorType: string | null;
  enable: boolean;
  billing: string;
  billingDays: string;
  paymentTerm: string;
  salesRep: string | null;
  note: string;
  addresses: AddressItem[];
  phones: PhoneItem[];
  emails: EmailItem[];
  contacts: ContactItem[];
}

export const newAddress = (): AddressItem => ({ ...EMPTY_ADDRESS, key: randomId() });
export const newPhone = (): PhoneItem => ({ key: randomId(), phone: '' });
export const newEmail = (): EmailItem => ({ key: randomId(), email: '' });
export const newContact = (): ContactItem => ({ key: randomId(), name: '', role: '', email: '', phone: '' });

export function emptyClient(): ClientFormValues {
  return {
    name: '',
    alias: '',
    document: '',
    ie: '',
    contributorType: null,
    enable: true,
    billing: '',
    billingDays: '',
    paymentTerm: '',
    salesRep: null,
    note: '',
    addresses: [newAddress()],
    phones: [newPhone()],
    emails: [newEmail()],
    contacts: [],
  };
}

/** The API's client as form values. */
export function fromClient(client: Client): ClientFormValues {
  return {
    name: client.name ?? '',
    alias: client.alias ?? '',
    document: maskDocument(client.document ?? ''),
    ie: client.ie ?? '',
    contributorType: client.contributorType ?? null,
    enable: client.enable !== false,
    billing: formatMoneyInput(client.billing),
    billingDays: client.billingDays ?? '',
    paymentTerm: client.paymentTerm === null || client.paymentTerm === undefined ? '' : String(client.paymentTerm),
    salesRep: client.salesRep ? String(client.salesRep) : null,
    note: client.note ?? '',
    addresses: client.addresses.map((a) => ({
      id: a.id,
      key: `a${a.id}`,
      nickname: a.nickname ?? '',
      cep: maskCep(a.cep ?? ''),
      streetType: a.streetType ?? '',
      street: a.street ?? '',
      number: a.number ?? '',
      complement: a.complement ?? '',
      district: a.district ?? '',
      city: a.city ?? '',
      cityIbge: a.cityIbge ?? '',
      uf: a.uf ?? '',
    })),
    phones: client.phones.map((p) => ({ id: p.id, key: `p${p.id}`, phone: maskPhone(`${p.ddd ?? ''}${p.phone}`) })),
    emails: client.emails.map((e) => ({ id: e.id, key: `e${e.id}`, email: e.email })),
    contacts: client.contacts.map((c) => ({
      id: c.id,
      key: `c${c.id}`,
      name: c.name ?? '',
      role: c.role ?? '',
      email: c.email ?? '',
      phone: maskPhone(c.phone ?? ''),
    })),
  };
}

const blank = (value: string) => value.trim() === '';

const orNull = (value: string) => (blank(value) ? null : value.trim());

/**
 * The body of POST/PUT /api/people/clients. Empty phone and e-mail rows are dropped (so their indexes in the
 * API's violations would shift: `toPayload` keeps them only when filled, and `payloadIndex` maps back).
 */
export function toPayload(values: ClientFormValues): ClientPayload {
  const money = parseMoneyInput(values.billing);
  return {
    name: values.name.trim(),
    alias: orNull(values.alias),
    document: normalizeDocument(values.document),
    ie: orNull(values.ie),
    contributorType: values.contributorType || null,
    enable: values.enable,
    billing: money === 'invalid' ? values.billing : money,
    billingDays: orNull(values.billingDays),
    paymentTerm: blank(values.paymentTerm) ? null : Number(values.paymentTerm),
    salesRep: values.salesRep ? Number(values.salesRep) : null,
    note: orNull(values.note),
    addresses: values.addresses.map((address) => addressPayload(address)),
    phones: values.phones.filter((p) => !blank(p.phone)).map((p) => ({ ...(p.id ? { id: p.id } : {}), phone: onlyDigits(p.phone) })),
    emails: values.emails.filter((e) => !blank(e.email)).map((e) => ({ ...(e.id ? { id: e.id } : {}), email: e.email.trim().toLowerCase() })),
    contacts: values.contacts.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      name: c.name.trim(),
      role: orNull(c.role),
      email: orNull(c.email)?.toLowerCase() ?? null,
      phone: blank(c.phone) ? null : onlyDigits(c.phone),
    })),
  };
}

/**
 * API violation paths of the lists whose empty rows were not sent (`phones.1.phone` of the payload) mapped to
 * the form's rows.
 */
export function violationAliases(values: ClientFormValues): Record<string, string> {
  const aliases: Record<string, string> = {};
  const map = (list: 'phones' | 'emails', field: string, rows: Array<{ [key: string]: unknown }>) => {
    let sent = 0;
    rows.forEach((row, index) => {
      if (blank(String(row[field] ?? ''))) return;
      aliases[`${list}.${sent}.${field}`] = `${list}.${index}.${field}`;
      aliases[`${list}.${sent}`] = `${list}.${index}.${field}`;
      sent += 1;
    });
  };
  map('phones', 'phone', values.phones as unknown as Array<{ [key: string]: unknown }>);
  map('emails', 'email', values.emails as unknown as Array<{ [key: string]: unknown }>);
  return aliases;
}

/**
 * The form's validation: the domain's `clientSchema` (the one the API reads the body with) over the payload the
 * form would send, its violations put back on the form's rows. The same invalid client gives the same fields here
 * and in the API's 422.
 */
export const validateClient = zodValidate<ClientFormValues>(clientSchema, { input: toPayload, aliases: violationAliases });
