import { Divider, Grid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { anonymousClientSchema, maskPhone, normalizeDocument, onlyDigits, type AnonymousClientPayload } from '@backoffice/domain';
import { AddressFields } from '@/platform/ui/fields/AddressFields';
import { documentInputProps } from '@/platform/ui/fields/documentInput';
import { addressPayload, EMPTY_ADDRESS, type AddressValues } from '@/platform/ui/fields/validators';
import { zodValidate } from '@/platform/ui/form';

/**
 * The visitor's own data with the anonymous client form's rules (anonymousClientSchema): the public client form
 * (/anonymous/create) and the shop's cart (/shop) ask them the same way.
 */
export interface AnonymousValues {
  name: string;
  document: string;
  email: string;
  phone: string;
  address: AddressValues;
}

export const EMPTY_ANONYMOUS: AnonymousValues = { name: '', document: '', email: '', phone: '', address: EMPTY_ADDRESS };

/** The body of POST /api/anonymous/clients. */
export function anonymousPayload(values: AnonymousValues): AnonymousClientPayload {
  return {
    name: values.name.trim(),
    document: normalizeDocument(values.document),
    email: values.email.trim().toLowerCase(),
    phone: onlyDigits(values.phone),
    address: addressPayload(values.address),
  };
}

/** The domain's `anonymousClientSchema` over the body, the one the API reads it with. */
export const validateAnonymous = zodValidate<AnonymousValues>(anonymousClientSchema, { input: anonymousPayload });

/** Name, document, e-mail, phone and address of a visitor, with their masks. */
export function AnonymousClientFields({ form }: { form: UseFormReturnType<AnonymousValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput id="anon-name" label={t('anonymous.name')} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            id="anon-document"
            label={t('anonymous.document')}
            withAsterisk
            autoComplete="off"
            {...documentInputProps(form)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput id="anon-email" label={t('anonymous.email')} withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            id="anon-phone"
            label={t('anonymous.phone')}
            withAsterisk
            type="tel"
            autoComplete="tel"
            placeholder="(11) 91234-5678"
            {...form.getInputProps('phone')}
            onChange={(event) => form.setFieldValue('phone', maskPhone(event.currentTarget.value))}
          />
        </Grid.Col>
      </Grid>
      <Divider label={t('anonymous.address')} labelPosition="left" />
      <AddressFields form={form} path="address" idPrefix="anon-address" />
    </>
  );
}
