import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Really delete?" dialog: Cancel (focused first) and a red Delete that shows the request in flight. */
export function ConfirmDeleteModal({
  opened,
  title,
  message,
  pending,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  message: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
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
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
