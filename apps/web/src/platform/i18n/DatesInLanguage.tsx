import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { useDateInputs } from './dates';

/**
 * The calendars inside in the active language (month and weekday names, Sunday first). Around the date fields
 * rather than the whole app: the calendar code and its dayjs locales stay out of the first screen's download.
 */
export function DatesInLanguage({ children }: { children: ReactNode }) {
  const { settings } = useDateInputs();
  return <DatesProvider settings={settings}>{children}</DatesProvider>;
}
