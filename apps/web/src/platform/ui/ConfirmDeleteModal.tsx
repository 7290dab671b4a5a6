import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Really do it?" dialog: Cancel (focused first) and a confirm button (red unless told) that shows the request in flight. */
export function ConfirmModal({ opened, title, message, pending, onCancel, onConfirm, confirmLabel, color = 'red' }: ConfirmModalProps & { confirmLabel: string; color?: string }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={color} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** "Really delete?" dialog. */
export function ConfirmDeleteModal(props: ConfirmModalProps) {
  const { t } = useTranslation();
  return <ConfirmModal {...props} confirmLabel={t('common.delete')} />;
}

/**
 * A save that asks first in some cases (a record turned inactive): `submit(values)` saves at once, or opens the
 * dialog when `needsConfirmation(values)`; the dialog's button saves and closes. Render `modal` in the form.
 */
export function useConfirmedSave<T>(
  save: { mutate: (values: T, options?: { onSettled?: () => void }) => void; isPending: boolean },
  needsConfirmation: (values: T) => boolean,
  texts: { title: string; message: ReactNode; confirmLabel: string },
): { submit: (values: T) => void; modal: ReactNode } {
  const [pending, setPending] = useState<T | null>(null);
  return {
    submit: (values) => (needsConfirmation(values) ? setPending(values) : save.mutate(values)),
    modal: (
      <ConfirmModal
        opened={pending !== null}
        {...texts}
        pending={save.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending !== null) save.mutate(pending, { onSettled: () => setPending(null) });
        }}
      />
    ),
  };
}
