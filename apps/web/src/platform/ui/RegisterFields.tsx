import { useRef } from 'react';
import { Group, PasswordInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/keys';
import { MENU_ICON_NAMES, menuIcon } from '../layout/icons';
import { iconLabel } from '../i18n/codes';
import type { EnumLike } from '../list';
import { RemoteSelect } from './fields/RemoteSelect';
import { RegisterFormModal, sendTo, type RegisterFormProps, type RegisterKeys } from './RegisterScreen';

/** One field of a small register's form: its name in the API, its label and how it is typed. */
export type RegisterField = { name: string; label: MessageKey; required?: boolean } & (
  | { kind: 'text'; maxLength: number; upper?: boolean }
  /** A secret: never answered, so an edit leaves it as it is unless something is typed. */
  | { kind: 'secret'; maxLength: number; /** Shown under the field when editing ('blank keeps the current key'). */ keepHint: MessageKey }
  | { kind: 'enum'; enum: EnumLike }
  /** A menu icon name, chosen by its picture. */
  | { kind: 'icon' }
  /** A row of another resource, searched as the user types (the value sent is its id, a number). */
  | { kind: 'lookup'; source: string; searchParam: string }
);

type Values = Record<string, string | null>;

/** A field's value in the form: the record's as text, else the default, else empty. */
function initialValue(f: RegisterField, record: Record<string, unknown> | null, defaults: Values | undefined): string | null {
  const value = record ? record[f.name] : defaults?.[f.name];
  if (value !== undefined && value !== null) return String(value);
  return f.kind === 'text' || f.kind === 'secret' ? '' : null;
}

/** The body of a save: texts trimmed (an empty optional one as null), lookups as numbers, an untouched secret left out. */
export function registerPayload(fields: readonly RegisterField[], values: Values, editing: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const value = values[f.name]?.trim() ?? '';
    if (f.kind === 'secret' && editing && value === '') continue;
    if (f.kind === 'lookup') body[f.name] = value === '' ? null : Number(value);
    // A required field goes as typed, so an empty one gets the API's 'required' on its field.
    else body[f.name] = value === '' && !f.required ? null : value;
  }
  return body;
}

/**
 * The form of a small register declared by its fields (a sector, a cost center, an ERP company): a dialog over
 * the list, POST to create and PUT to change `resource/{id}`, the API's 422 on each field.
 */
export function RegisterFieldsForm<Row extends object>({
  keys,
  resource,
  idField,
  fields,
  lists,
  nameOf,
  defaults,
  row,
  onClose,
}: RegisterFormProps<Row> & {
  keys: RegisterKeys;
  resource: string;
  idField: keyof Row & string;
  fields: readonly RegisterField[];
  /** The API collections whose lists show this register (read again after a save). */
  lists: string[];
  nameOf(row: Row): string;
  /** Values of a new record's fields (a new cost center is active). */
  defaults?: Values;
}) {
  const { t, i18n } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const record = row as Record<string, unknown> | null;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: Object.fromEntries(fields.map((f) => [f.name, initialValue(f, record, defaults)])),
  });
  const id = record ? Number(record[idField]) : null;
  return (
    <RegisterFormModal
      keys={keys}
      title={row ? t(`${keys}.editOf`, { name: nameOf(row) }) : t(`${keys}.new`)}
      form={form}
      formRef={formRef}
      send={(values) => sendTo(resource, id, registerPayload(fields, values, row !== null))}
      lists={lists}
      onClose={onClose}
    >
      {fields.map((f, index) => {
        const common = { id: `${resource.replace(/\W+/g, '-')}-${f.name}`, label: t(f.label), withAsterisk: f.required, 'data-autofocus': index === 0 || undefined };
        switch (f.kind) {
          case 'text':
            return (
              <TextInput
                key={f.name}
                {...common}
                maxLength={f.maxLength}
                {...form.getInputProps(f.name)}
                onChange={(e) => form.setFieldValue(f.name, f.upper ? e.currentTarget.value.toUpperCase() : e.currentTarget.value)}
              />
            );
          case 'secret':
            return (
              <PasswordInput key={f.name} {...common} withAsterisk={f.required && !row} maxLength={f.maxLength} autoComplete="new-password" description={row ? t(f.keepHint) : undefined} {...form.getInputProps(f.name)} />
            );
          case 'enum':
            return <Select key={f.name} {...common} data={f.enum.options(i18n.language)} allowDeselect={!f.required} {...form.getInputProps(f.name)} />;
          case 'icon': {
            const Icon = menuIcon(form.getValues()[f.name] ?? null);
            return (
              <Select
                key={f.name}
                {...common}
                data={MENU_ICON_NAMES.map((name) => ({ value: name, label: iconLabel(name, i18n.language) }))}
                searchable
                clearable
                leftSection={<Icon size={18} stroke={1.6} />}
                renderOption={({ option }) => {
                  const OptionIcon = menuIcon(option.value);
                  return (
                    <Group gap="xs" wrap="nowrap">
                      <OptionIcon size={18} stroke={1.6} />
                      <span>{option.label}</span>
                    </Group>
                  );
                }}
                {...form.getInputProps(f.name)}
              />
            );
          }
          case 'lookup':
            return (
              <RemoteSelect
                key={f.name}
                {...common}
                source={f.source}
                searchParam={f.searchParam}
                clearable={!f.required}
                value={form.getValues()[f.name] ?? null}
                error={form.errors[f.name]}
                onChange={(value) => form.setFieldValue(f.name, value)}
              />
            );
        }
      })}
    </RegisterFormModal>
  );
}
