import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useDateInputs } from '@/platform/i18n/dates';
import { DatesInLanguage } from '@/platform/i18n/DatesInLanguage';

type Props = Omit<DatePickerInputProps<'default'>, 'type' | 'value' | 'onChange' | 'valueFormat'> & {
  /** The calendar date as the API keeps it ('YYYY-MM-DD'), or null. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
};

/**
 * A calendar date, typed and shown in the language's order (DD/MM/YYYY, MM/DD/YYYY in English) and handed back
 * as 'YYYY-MM-DD', with the calendar's month and weekday names in the language too.
 */
export function DateField({ value, onChange, ...props }: Props) {
  const { valueFormat } = useDateInputs();
  return (
    <DatesInLanguage>
      <DatePickerInput {...props} valueFormat={valueFormat} value={value ?? null} onChange={(v) => onChange(v ? String(v).slice(0, 10) : null)} />
    </DatesInLanguage>
  );
}
