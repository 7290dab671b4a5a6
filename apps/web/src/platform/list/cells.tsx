import type { ReactNode } from 'react';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { formatBusinessDays, maskAccessKey, maskCep, maskDocument, maskPhone, sumDecimals, YesNo, type DecimalInput } from '@backoffice/domain';
import { storedLabel } from '@/platform/i18n/messages';
import { menuIcon } from '../layout/icons';
import { iconLabel } from '../i18n/codes';
import type { Formatters } from '../i18n/format';
import type { RouteRegistry } from '../routes/registry';
import { getField } from './query';
import type { ColumnDef, RouteLink } from './types';

type AnyColumn = ColumnDef<any>;

const NUMERIC_KINDS = new Set(['number', 'money', 'weight', 'percent', 'quantity']);

export function isNumericColumn(column: AnyColumn): boolean {
  return NUMERIC_KINDS.has(column.kind);
}

function asDecimal(value: unknown): DecimalInput {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['name', 'NmPessoa', 'label', 'title', 'id']) {
      if (record[key] !== undefined && record[key] !== null) return String(record[key]);
    }
  }
  return '';
}

/** The decimals a number was written with ('1234.50' -> 2); 0 for anything else. */
function decimalsOf(value: unknown): number {
  const match = /^-?\d*\.(\d+)$/.exec(asText(value).trim());
  return match ? match[1].length : 0;
}

function asDate(value: unknown): string | number | Date | null {
  return typeof value === 'string' || typeof value === 'number' || value instanceof Date ? value : null;
}

/** The text of a cell in the active locale (what is shown, exported to tests and screen readers). */
export function cellText(column: AnyColumn, row: unknown, fmt: Formatters, t: TFunction): string {
  const value = getField(row, column.field);
  switch (column.kind) {
    case 'text': {
      if (column.display) return column.display(row as never, fmt.locale);
      const parts = [asText(value), ...(column.with ?? []).map((field) => asText(getField(row, field)))]
        .filter((part) => part !== '')
        .map((part) => (column.stored ? storedLabel(part, fmt.locale) : part));
      const text = parts.join(column.separator ?? ' / ');
      return text === '' && column.fallback ? t(column.fallback) : text;
    }
    case 'phone':
      return maskPhone(asText(value));
    case 'icon':
      return iconLabel(asText(value), fmt.locale);
    case 'image':
      // A picture has no text of its own: the row's title names it.
      return '';
    case 'code': {
      const text = asText(value);
      return column.pad && text !== '' ? text.padStart(column.pad, '0') : text;
    }
    case 'document':
      return maskDocument(asText(value));
    case 'cep':
      return maskCep(asText(value));
    case 'accessKey':
      return maskAccessKey(asText(value));
    case 'number':
      return fmt.number(asDecimal(value), column.places === 'auto' ? decimalsOf(value) : (column.places ?? 0));
    case 'money':
      return column.dashUnlessPositive ? fmt.moneyOrDash(asDecimal(value)) : fmt.money(asDecimal(value));
    case 'weight':
      return fmt.weight(asDecimal(value), column.places ?? 3);
    case 'percent':
      return fmt.percent(asDecimal(value));
    case 'quantity':
      return fmt.quantity(asDecimal(value), asText(getField(row, column.unitTypeField)));
    case 'date':
      return fmt.date(asDate(value));
    case 'datetime':
      return fmt.dateTime(asDate(value));
    case 'businessDays':
      return value === null || value === undefined || value === '' ? '' : formatBusinessDays(asText(value), fmt.locale);
    case 'enum':
      // A list of codes (a user's roles) is the list of their labels.
      if (Array.isArray(value)) return value.map((item) => column.enum.label(asText(item), fmt.locale)).join(', ');
      return value === null || value === undefined || value === '' ? '' : column.enum.label(asText(value), fmt.locale);
    case 'boolean':
      return value === null || value === undefined || value === '' ? '' : YesNo.label(toBoolean(value), fmt.locale);
    case 'link':
      return asText(getField(row, column.textField ?? column.field));
    case 'tags':
      return tagsOf(value, column.colorField ? getField(row, column.colorField) : undefined)
        .map((tag) => tag.NmTag)
        .join(', ');
  }
}

interface TagChip {
  NmTag: string;
  CdCor: string;
}

function tagsOf(value: unknown, color?: unknown): TagChip[] {
  if (typeof value === 'string') return value ? [{ NmTag: value, CdCor: typeof color === 'string' ? color : '' }] : [];
  return Array.isArray(value) ? value.filter((v): v is TagChip => !!v && typeof v === 'object' && typeof (v as TagChip).NmTag === 'string') : [];
}

/** A tag's chip: its colour as the background, text black or white by the colour's lightness. */
export function TagBadge({ name, color }: { name: string; color: string }) {
  const hex = /^#[0-9a-f]{6}$/i.test(color) ? color : '#868E96';
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const light = 0.299 * r + 0.587 * g + 0.114 * b > 160;
  return (
    <Badge radius="sm" tt="none" variant="filled" styles={{ root: { background: hex, color: light ? '#1A1B1E' : '#FFFFFF' } }}>
      {name}
    </Badge>
  );
}

function toBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  const text = String(value).toLowerCase();
  return text === 'true' || text === '1' || text === 's' || text === 'sim' || text === 'y' || text === 'yes';
}

/** URL of a route link with its parameters read from the row; null when not built or incomplete. */
export function linkHref(link: RouteLink, row: unknown, registry: RouteRegistry): string | null {
  const params: Record<string, string | null> = {};
  for (const [param, value] of Object.entries(link.fixed ?? {})) params[param] = String(value);
  for (const [param, field] of Object.entries(link.params)) {
    const value = getField(row, field);
    params[param] = value === null || value === undefined ? null : asText(value);
  }
  return registry.href(link.route, params);
}

/** A cell: text, badge (enum, boolean) or link, formatted in the active locale. */
export function renderCell(column: AnyColumn, row: unknown, fmt: Formatters, t: TFunction, registry: RouteRegistry): ReactNode {
  const text = cellText(column, row, fmt, t);
  switch (column.kind) {
    case 'enum': {
      if (text === '') return null;
      const raw = getField(row, column.field);
      if (Array.isArray(raw)) {
        return (
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
            {raw.map((item) => (
              <Badge key={asText(item)} color={column.enum.color(asText(item))} data-tone={column.enum.tone?.(asText(item)) ?? 'neutral'} variant="light" radius="sm" tt="none">
                {column.enum.label(asText(item), fmt.locale)}
              </Badge>
            ))}
          </span>
        );
      }
      const value = asText(raw);
      return (
        <Badge color={column.enum.color(value)} data-tone={column.enum.tone?.(value) ?? 'neutral'} variant="light" radius="sm" tt="none">
          {text}
        </Badge>
      );
    }
    case 'boolean': {
      if (text === '') return null;
      const value = toBoolean(getField(row, column.field));
      return (
        <Badge color={YesNo.color(value)} variant="light" radius="sm" tt="none">
          {text}
        </Badge>
      );
    }
    case 'link': {
      const href = linkHref(column, row, registry);
      if (!href || text === '') return text;
      return (
        <Anchor component={Link} to={href} fw={500} fz="inherit">
          {text}
        </Anchor>
      );
    }
    case 'icon': {
      if (text === '') return null;
      // The icon and its label; the technical name in the tooltip.
      const name = asText(getField(row, column.field));
      const Icon = menuIcon(name);
      return (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }} title={name}>
          <Icon size={18} stroke={1.6} aria-hidden />
          <span>{text}</span>
        </span>
      );
    }
    case 'image': {
      const url = asText(getField(row, column.field));
      return <Thumbnail url={url} label={t(column.label)} />;
    }
    case 'tags': {
      const tags = tagsOf(getField(row, column.field), column.colorField ? getField(row, column.colorField) : undefined);
      if (!tags.length) return null;
      return (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
          {tags.map((tag) => (
            <TagBadge key={tag.NmTag} name={tag.NmTag} color={tag.CdCor} />
          ))}
        </span>
      );
    }
    case 'text':
      if (column.fallback && text === t(column.fallback) && asText(getField(row, column.field)) === '') {
        return <span style={{ color: 'var(--mantine-color-dimmed)', fontStyle: 'italic' }}>{text}</span>;
      }
      return text;
    default:
      return text;
  }
}

const THUMBNAIL_BOX = 40;

/** The small copy of a stored picture (GET /api/files/<id>/miniatura), or an empty frame. */
function Thumbnail({ url, label }: { url: string; label: string }) {
  const frame = { width: THUMBNAIL_BOX, height: THUMBNAIL_BOX, borderRadius: 6, background: 'var(--mantine-color-gray-1)', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' } as const;
  if (!/^\/api\/files\/[0-9a-f-]{36}$/i.test(url)) return <span style={frame} aria-hidden />;
  return (
    <span style={frame}>
      <img src={`${url}/miniatura`} alt={label} width={THUMBNAIL_BOX} height={THUMBNAIL_BOX} loading="lazy" decoding="async" style={{ objectFit: 'contain' }} />
    </span>
  );
}

/** Footer total of a numeric column over the given rows (exact decimal), formatted like its cells. */
export function columnSum(column: AnyColumn, rows: readonly unknown[], fmt: Formatters): string {
  const total = sumDecimals(rows.map((row) => asDecimal(getField(row, column.field))));
  switch (column.kind) {
    case 'money':
      return fmt.money(total.toString());
    case 'weight':
      return fmt.weight(total.toString(), column.places ?? 3);
    case 'percent':
      return fmt.percent(total.toString());
    case 'quantity': {
      const fractional = rows.some((row) => asText(getField(row, column.unitTypeField)) === 'F');
      return fmt.quantity(total.toString(), fractional ? 'F' : null);
    }
    case 'number':
      return fmt.number(total.toString(), column.places === 'auto' ? total.decimalPlaces() : (column.places ?? 0));
    default:
      return '';
  }
}
