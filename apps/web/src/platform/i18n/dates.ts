import { useMemo } from 'react';
import type { DatesProviderSettings } from '@mantine/dates';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/es';
import { useLocale } from './format';
import type { Locale } from './language';

const DAYJS_LOCALE: Record<Locale, string> = { 'pt-BR': 'pt-br', 'en-US': 'en', es: 'es' };

/**
 * How a date is written in the language, as dayjs reads it: the order formatDate prints and parseDate reads
 * (DD/MM/YYYY in pt-BR and es, MM/DD/YYYY in en-US), so a date field shows a date as the lists beside it do.
 */
export function dateInputFormat(locale: Locale): string {
  return locale === 'en-US' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

/** The calendar's settings (month and weekday names, Sunday first) and the field's format in the active language. */
export function useDateInputs(): { settings: DatesProviderSettings; valueFormat: string } {
  const locale = useLocale();
  return useMemo(() => ({ settings: { locale: DAYJS_LOCALE[locale], firstDayOfWeek: 0 }, valueFormat: dateInputFormat(locale) }), [locale]);
}
