import type { ChangeEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';

/** What a decimal typed in pt-BR may hold while it is typed: digits, the thousands dot and the decimal comma (and '-'). */
export const decimalTyping = (text: string, negative = false) => text.replace(negative ? /[^\d.,-]/g : /[^\d.,]/g, '');

/**
 * The props of a TextInput bound to a form field that holds a decimal typed in pt-BR ('1.234,567'): a numeric
 * keyboard on phones, no autofill, a placeholder with the field's decimals, and only what a number may hold.
 * The form keeps the text; the payload turns it into the API's decimal.
 */
export function decimalInputProps<V>(form: UseFormReturnType<V>, path: string, { places = 2, negative = false, placeholder }: { places?: number; negative?: boolean; placeholder?: string } = {}) {
  return {
    ...form.getInputProps(path),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    placeholder: placeholder ?? (places ? `0,${'0'.repeat(places)}` : '0'),
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(path as never, decimalTyping(event.currentTarget.value, negative) as never),
  };
}
