import { useState } from 'react';
import { Alert, Button, Paper } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/client';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { notifyError, notifySuccess } from './notify';

/** The alerts above a record form: the general error of a save (closable) and, without the grant, the read-only notice. */
export function FormAlerts({ general, onCloseGeneral, readOnly }: { general: string | null; onCloseGeneral(): void; readOnly: string | false }) {
  return (
    <>
      {general && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" onClose={onCloseGeneral} withCloseButton>
          {general}
        </Alert>
      )}
      {readOnly && (
        <Alert color="gray" variant="light">
          {readOnly}
        </Alert>
      )}
    </>
  );
}

/** The save button of a record form, kept in sight at the bottom right while the form scrolls. */
export function SaveBar({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xs" shadow="md" ml="auto" w="fit-content" style={{ position: 'sticky', bottom: 12, zIndex: 5 }}>
      <Button type="submit" loading={pending} leftSection={<IconDeviceFloppy size={16} />}>
        {t('common.save')}
      </Button>
    </Paper>
  );
}

interface DeleteRecordProps {
  /** API path of the record, e.g. '/tags/3'. */
  path: string;
  title: string;
  message: string;
  /** Notice after it is gone. */
  deleted: string;
  /** The list screen to go back to, and the list resource whose cache is stale. */
  listPath: string;
  resource: string;
}

/** The delete button of a record's header, with its "really delete?" dialog; back to the list once deleted. */
export function DeleteRecordButton({ path, title, message, deleted, listPath, resource }: DeleteRecordProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.delete(path),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(deleted);
      void queryClient.invalidateQueries({ queryKey: ['list', resource] });
      void navigate(listPath);
    },
    onError: (error) => notifyError(error),
  });
  return (
    <>
      <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
        {t('common.delete')}
      </Button>
      <ConfirmDeleteModal opened={confirming} title={title} message={message} pending={remove.isPending} onCancel={() => setConfirming(false)} onConfirm={() => remove.mutate()} />
    </>
  );
}
