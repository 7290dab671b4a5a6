import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paradaStatusSchema } from '@backoffice/domain';
import { zodValidate } from '@/platform/ui/form';

interface Props {
  /** The order of the stop being refused; null: closed. */
  order: number | null;
  onClose: () => void;
  /** Called with the reason, trimmed, once the stop-move schema accepts it (the API checks it with the same schema). */
  onRefuse: (reason: string) => void;
  loading?: boolean;
  /** The server's word on the reason (a 422), shown under it. */
  error?: string;
}

const validate = zodValidate(paradaStatusSchema, { input: (DsMotivo: string) => ({ StatusPedidoRoteiro: 'Recusado', DsMotivo: DsMotivo || null }) });

/** Asks why a stop was refused (the reason is recorded with the move): the deliveries list and the route screen. */
export function RefuseStopModal({ order, onClose, onRefuse, loading, error }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  // Each stop starts with an empty reason.
  useEffect(() => {
    setReason('');
    setMissing(undefined);
  }, [order]);
  return (
    <Modal opened={order !== null} onClose={onClose} title={t('roteiro.entregas.refuseTitle', { order: order ?? '' })}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const errors = validate(reason.trim());
          setMissing(errors.DsMotivo);
          if (!errors.DsMotivo) onRefuse(reason.trim());
        }}
      >
        <Stack>
          <Textarea label={t('roteiro.fields.DsMotivo')} withAsterisk value={reason} onChange={(e) => {
              setReason(e.currentTarget.value);
              // The message goes as soon as there is a reason to send.
              if (e.currentTarget.value.trim()) setMissing(undefined);
            }} error={missing ?? error} autosize minRows={2} data-autofocus />
          <Group justify="flex-end">
            <Button type="submit" color="orange" loading={loading}>
              {t('roteiro.entregas.refuseShort')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
