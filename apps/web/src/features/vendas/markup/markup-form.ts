import { formatNumber, MARKUP_PERCENTS, markupSchema, parseBrazilianNumber, type MarkupInput, type MarkupPercent } from '@backoffice/domain';
import { zodValidate } from '@/platform/ui/form';
import type { Markup } from './markup.api';

/** What the markup form edits: percentages as typed in pt-BR ('18,5'). */
export type MarkupFormValues = { NmMarkup: string; DsMarkup: string; StAtivo: boolean; StImpostosMotor: boolean; version?: number } & Record<MarkupPercent, string>;

export function emptyMarkup(): MarkupFormValues {
  return { NmMarkup: '', DsMarkup: '', StAtivo: true, StImpostosMotor: false, ...(Object.fromEntries(MARKUP_PERCENTS.map((k) => [k, ''])) as Record<MarkupPercent, string>) };
}

export function fromMarkup(m: Markup): MarkupFormValues {
  return {
    NmMarkup: m.NmMarkup,
    DsMarkup: m.DsMarkup ?? '',
    StAtivo: m.StAtivo,
    StImpostosMotor: m.StImpostosMotor,
    version: m.version,
    ...(Object.fromEntries(MARKUP_PERCENTS.map((k) => [k, formatNumber(m[k], 'pt-BR', 2)])) as Record<MarkupPercent, string>),
  };
}

/** A typed percentage as the API reads it: '18,5' -> '18.5'; '' -> '' (zero); unreadable text as typed (refused). */
const percentOf = (text: string) => (text.trim() === '' ? '' : (parseBrazilianNumber(text) ?? text));

/** The body of POST /api/markup and PUT /api/markup/{id}. */
export function toPayload(values: MarkupFormValues): MarkupInput & { version?: number } {
  return {
    NmMarkup: values.NmMarkup.trim(),
    DsMarkup: values.DsMarkup.trim() || null,
    StAtivo: values.StAtivo,
    StImpostosMotor: values.StImpostosMotor,
    ...(values.version !== undefined ? { version: values.version } : {}),
    ...(Object.fromEntries(MARKUP_PERCENTS.map((k) => [k, percentOf(values[k])])) as Record<MarkupPercent, string>),
  };
}

/** The percentages as decimals for the live simulation (unreadable ones count as 0 until fixed). */
export function percentsOf(values: MarkupFormValues): Record<MarkupPercent, string> {
  return Object.fromEntries(MARKUP_PERCENTS.map((k) => [k, parseBrazilianNumber(values[k]) ?? '0'])) as Record<MarkupPercent, string>;
}

export const validateMarkup = zodValidate<MarkupFormValues>(markupSchema, { input: toPayload });
