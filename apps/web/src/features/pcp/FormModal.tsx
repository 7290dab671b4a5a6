import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlerts } from '@/platform/ui/RecordFormParts';

interface FormModalProps {
  opened: boolean;
  onClose(): void;
  title: string;
  /** The form's id (e2e and labels) and its element. */
  id: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  /** A line under the title saying what the form does. */
  hint?: string;
  general: string | null;
  onCloseGeneral(): void;
  submitLabel: string;
  submitIcon?: ReactNode;
  pending: boolean;
  size?: string;
  children: ReactNode;
}

/** A small form in a dialog (the PCP's new analysis, forecast and orders): hint, general error, fields, cancel and submit. */
export function FormModal({ opened, onClose, title, id, formRef, onSubmit, hint, general, onCloseGeneral, submitLabel, submitIcon, pending, size = 'lg', children }: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form id={id} ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
          <FormAlerts general={general} onCloseGeneral={onCloseGeneral} readOnly={false} />
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending} leftSection={submitIcon}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
