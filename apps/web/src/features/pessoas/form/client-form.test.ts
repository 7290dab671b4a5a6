import { describe, expect, it } from 'vitest';
import { clientSchema, schemaViolations, translateMessage } from '@backoffice/domain';
import { CLIENT_CASES, VALID_CLIENT_BODY, type ClientCaseBody } from '@backoffice/domain/testing';
import { EMPTY_ADDRESS } from '@/platform/ui/fields/validators';
import { currentLocale } from '@/platform/i18n/i18n';
import { emptyClient, toPayload, validateClient, type ClientFormValues } from './client-form';

/** The form filled with what a user types: the case's body, field by field. */
function typed(body: ClientCaseBody): ClientFormValues {
  return {
    ...emptyClient(),
    name: body.name,
    alias: body.alias ?? '',
    document: body.document,
    ie: body.ie ?? '',
    contributorType: body.contributorType ?? null,
    billing: body.billing ?? '',
    paymentTerm: body.paymentTerm ?? '',
    addresses: (body.addresses ?? []).map((a, i) => ({ ...EMPTY_ADDRESS, ...a, key: `a${i}` })),
    phones: (body.phones ?? []).map((phone, i) => ({ key: `p${i}`, phone })),
    emails: (body.emails ?? []).map((email, i) => ({ key: `e${i}`, email })),
    contacts: (body.contacts ?? []).map((c, i) => ({ key: `c${i}`, role: '', ...c })),
  };
}

describe('client form validation (the contract shared with the API)', () => {
  it('the valid body of the cases has no errors and becomes the body the API accepts', () => {
    const values = typed(VALID_CLIENT_BODY);
    expect(validateClient(values)).toEqual({});
    expect(clientSchema.safeParse(toPayload(values)).success).toBe(true);
  });

  it.each(CLIENT_CASES.map((c) => [c.name, c] as const))('%s: the same fields and messages as the API', (_name, c) => {
    const expected = Object.fromEntries(Object.entries(c.errors).map(([path, key]) => [path, translateMessage(key, currentLocale())]));
    expect(validateClient(typed(c.body))).toEqual(expected);
    // and the field set is the schema's over the body the API would get (apps/api/test/client-contract.test.ts)
    const result = clientSchema.safeParse(c.body);
    expect(Object.keys(expected).sort()).toEqual(schemaViolations(result.error!).map((v) => v.propertyPath).sort());
  });

  it('empty phone and e-mail rows are not sent, and the errors stay on the rows the user typed', () => {
    const values = typed({ ...VALID_CLIENT_BODY, phones: ['', '123'], emails: ['', '', 'x@'] });
    expect(toPayload(values).phones).toEqual([{ phone: '123' }]);
    expect(validateClient(values)).toEqual({
      'phones.1.phone': translateMessage('invalid_phone', currentLocale()),
      'emails.2.email': translateMessage('invalid_email', currentLocale()),
    });
  });
});
