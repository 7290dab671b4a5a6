import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@backoffice/domain';
import { useLocale } from '@/platform/i18n/format';
import { api } from '@/platform/api';
import { isApiError, type Violations } from '@/platform/api/errors';
import { ConfirmModal } from '@/platform/ui/ConfirmDeleteModal';
import { notifyError, notifySuccess } from '@/platform/ui/notify';

const measured = (text: string) => text.replace(/\s+/g, ' ').trim().length;

/** Voiding a range of numbers of a series: series, first and last number and the justification, asked again before it goes. */
export function InutilizarDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [serie, setSerie] = useState<number | string>(1);
  const [from, setFrom] = useState<number | string>('');
  const [to, setTo] = useState<number | string>('');
  const [xJust, setXJust] = useState('');
  const [errors, setErrors] = useState<Violations>({});
  const [confirming, setConfirming] = useState(false);
  const send = useMutation({
    mutationFn: () => api.post('/nfe_inutilizacoes', { serie: Number(serie), nNFIni: Number(from), nNFFin: Number(to), xJust }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('nfeEmitidas.inutDialog.done', { from, to }));
      void queryClient.invalidateQueries({ queryKey: ['list', '/nfe_emitidas'] });
      onClose();
    },
    onError: (e) => {
      setConfirming(false);
      if (isApiError(e) && e.hasViolations) setErrors(e.violations);
      else notifyError(e);
    },
  });
  const ask = () => {
    const found: Violations = {};
    if (from === '') found.nNFIni = t('validation.required');
    if (to === '') found.nNFFin = t('validation.required');
    if (measured(xJust) < 15) found.xJust = translateMessage('nfe_xjust_length', locale);
    setErrors(found);
    if (!Object.keys(found).length) setConfirming(true);
  };
  const known = ['serie', 'nNFIni', 'nNFFin', 'xJust'];
  return (
    <>
      <Modal opened={!confirming} onClose={onClose} title={t('nfeEmitidas.inutDialog.title')}>
        <Stack>
          {Object.entries(errors)
            .filter(([k]) => !known.includes(k))
            .map(([k, m]) => (
              <Alert key={k} color="red" variant="light">
                {m}
              </Alert>
            ))}
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberInput id="nfe-inut-serie" label={t('nfeEmitidas.inutDialog.serie')} value={serie} onChange={setSerie} min={0} max={999} allowDecimal={false} error={errors.serie} />
            <NumberInput id="nfe-inut-de" label={t('nfeEmitidas.inutDialog.from')} value={from} onChange={setFrom} min={1} allowDecimal={false} thousandSeparator="." decimalSeparator="," error={errors.nNFIni} />
            <NumberInput id="nfe-inut-ate" label={t('nfeEmitidas.inutDialog.to')} value={to} onChange={setTo} min={1} allowDecimal={false} thousandSeparator="." decimalSeparator="," error={errors.nNFFin} />
          </SimpleGrid>
          <Textarea
            id="nfe-inut-xjust"
            label={t('nfeEmitidas.inutDialog.justification')}
            description={t('nfeEmitidas.inutDialog.counter', { count: measured(xJust) })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={xJust}
            onChange={(e) => setXJust(e.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={255}
            error={errors.xJust}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={ask}>
              {t('nfeEmitidas.inutDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={confirming}
        title={t('nfeEmitidas.inutDialog.confirmTitle', { from, to, serie })}
        message={t('nfeEmitidas.inutDialog.confirmMessage')}
        confirmLabel={t('nfeEmitidas.inutDialog.submit')}
        pending={send.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => send.mutate()}
      />
    </>
  );
}
