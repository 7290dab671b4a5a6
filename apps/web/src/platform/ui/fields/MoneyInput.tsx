import { TextInput, type TextInputProps } from '@mantine/core';
import { formatMoneyInput, parseMoneyInput } from './money';

interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'leftSection'> {
  value: string;
  onChange(value: string): void;
}

/**
 * Money in the Brazilian format, typed freely ('1234,5') and tidied on blur ('1.234,50'). The form keeps the
 * text; `parseMoneyInput` turns it into the API's decimal ('1234.50').
 */
export function MoneyInput({ value, onChange, onBlur, ...others }: MoneyInputProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      leftSection="R$"
      leftSectionWidth={40}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/[^\d.,\s]/g, ''))}
      onBlur={(event) => {
        const parsed = parseMoneyInput(value);
        if (parsed !== null && parsed !== 'invalid') onChange(formatMoneyInput(parsed));
        onBlur?.(event);
      }}
      {...others}
    />
  );
}
