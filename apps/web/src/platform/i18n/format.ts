import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyOrDash,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatWeight,
  type DecimalInput,
} from '@backoffice/domain';
import { normalizeLocale, type Locale } from './language';

type DateInput = string | number | Date | null | undefined;

export interface Formatters {
  locale: Locale;
  money(v: DecimalInput): string;
  moneyOrDash(v: DecimalInput): string;
  weight(v: DecimalInput, places?: number): string;
  quantity(v: DecimalInput, unitType: string | null | undefined): string;
  percent(v: DecimalInput): string;
  number(v: DecimalInput, places?: number): string;
  date(v: DateInput): string;
  dateTime(v: DateInput): string;
}

const SQL_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)([+-]\d{2})(?::?(\d{2}))?$/;

/**
 * Timestamps as PostgreSQL prints them ('2026-11-22 04:33:03.227+00') become ISO 8601 ('2026-11-22T04:33:03.227+00:00')
 * so they are read as instants (converted to the company's time zone) rather than rejected.
 */
export function normalizeTimestamp<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  const match = SQL_TIMESTAMP.exec(value.trim());
  return match ? `${match[1]}T${match[2]}${match[3]}:${match[4] ?? '00'}` : value;
}

export function formattersFor(locale: Locale): Formatters {
  return {
    locale,
    money: (v) => formatMoney(v, locale),
    moneyOrDash: (v) => formatMoneyOrDash(v, locale),
    weight: (v, places = 3) => formatWeight(v, locale, places),
    quantity: (v, unitType) => formatQuantity(v, unitType, locale),
    percent: (v) => formatPercent(v, locale),
    number: (v, places = 0) => formatNumber(v, locale, places),
    date: (v) => formatDate(normalizeTimestamp(v), locale),
    dateTime: (v) => formatDateTime(normalizeTimestamp(v), locale),
  };
}

/** The active locale, re-rendering on a language switch. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
}

/** Numbers, money, weights and dates in the active locale. */
export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formattersFor(locale), [locale]);
}
