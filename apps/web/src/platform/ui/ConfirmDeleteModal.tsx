import type { ReactNode } from 'react';
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

/** "Really do it?" dialog: Cancel (focused first) and a red confirm button that shows the request in flight. */
export function ConfirmModal({ opened, title, message, pending, onCancel, onConfirm, confirmLabel }: ConfirmModalProps & { confirmLabel: string }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
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
