import { useState, type ReactNode, type RefObject } from 'react';
import { ActionIcon, Button, Modal, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber, parseBrazilianNumber } from '@backoffice/domain';
import { api } from '../api';
import type { MessageKey } from '../i18n/keys';
import { DataList, type ListDefinition } from '../list';
import { useScreenAccess } from '../routes/access';
import { FormModalButtons } from './FormModalButtons';
import { PageHeader } from './PageHeader';
import { FormAlerts } from './RecordFormParts';
import { useSaveForm } from './useSaveForm';

/** The i18n blocks that a register's screen reads: title, description, new, editOf and fixErrors. */
export type RegisterKeys = {
  [K in MessageKey]: K extends `${infer P}.editOf` ? (`${P}.title` | `${P}.description` | `${P}.new` | `${P}.fixErrors` extends MessageKey ? P : never) : never;
}[MessageKey];

/** A decimal of the API as typed in pt-BR with its places ('6000.5' -> '6.000,500'); '' when empty. */
export const decimalText = (value: string | null | undefined, places: number) => (value === null || value === undefined || value === '' ? '' : formatNumber(value, 'pt-BR', places));
/** What was typed, as the API reads a decimal: '6.000,5' -> '6000.5'; '' -> null; unreadable text as typed (refused on its field). */
export const decimalPayload = (text: string) => (text.trim() === '' ? null : (parseBrazilianNumber(text) ?? text));

export interface RegisterFormProps<Row> {
  row: Row | null;
  onClose(): void;
}

/**
 * A register's form in a dialog: the schema's messages while typing, the API's 422 on each field, POST to create
 * and PUT to change; the lists of the register read again when it is saved.
 */
export function RegisterFormModal<Values, Saved>({
  keys,
  title,
  form,
  formRef,
  send,
  lists,
  onClose,
  children,
}: {
  keys: RegisterKeys;
  title: string;
  form: UseFormReturnType<Values>;
  formRef: RefObject<HTMLFormElement | null>;
  send(values: Values): Promise<Saved>;
  /** The API collections whose lists show this register. */
  lists: string[];
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send,
    onSaved: () => {
      for (const resource of lists) void queryClient.invalidateQueries({ queryKey: ['list', resource] });
      void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && lists.includes(q.queryKey[0]) });
      onClose();
    },
    fixErrors: t(`${keys}.fixErrors`),
  });
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={false} />
          {children}
          <FormModalButtons pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/** POST to create, PUT to change a row of `resource` identified by `id`. */
export const sendTo = (resource: string, id: number | null | undefined, body: unknown) => (id ? api.put(`${resource}/${id}`, body) : api.post(resource, body));

/**
 * A register's screen: its list (filters, sorting, CSV) with an edit button on each row for who may change it, and
 * 'New' for who may create; the form opens in a dialog over the list.
 */
export function RegisterScreen<Row extends object>({
  keys,
  list,
  permission,
  nameOf,
  Form,
}: {
  keys: RegisterKeys;
  list: ListDefinition<Row>;
  permission: string;
  nameOf(row: Row): string;
  Form(props: RegisterFormProps<Row>): ReactNode;
}) {
  const { t } = useTranslation();
  const access = useScreenAccess();
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const canCreate = access.can(permission, 'create');
  const canEdit = access.can(permission, 'update');
  return (
    <>
      <PageHeader
        title={t(`${keys}.title`)}
        description={t(`${keys}.description`)}
        favorite={t(`${keys}.title`)}
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ row: null })}>
              {t(`${keys}.new`)}
            </Button>
          )
        }
      />
      <DataList<Row>
        definition={list}
        rowActions={
          canEdit
            ? (row) => (
                <ActionIcon variant="subtle" aria-label={t(`${keys}.editOf`, { name: nameOf(row) })} onClick={() => setEditing({ row })}>
                  <IconPencil size={16} />
                </ActionIcon>
              )
            : undefined
        }
      />
      {editing && <Form key={editing.row ? nameOf(editing.row) : 'new'} row={editing.row} onClose={() => setEditing(null)} />}
    </>
  );
}
