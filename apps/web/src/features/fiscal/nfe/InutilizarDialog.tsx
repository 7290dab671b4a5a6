import { useState } from 'react';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/platform/i18n/messages';
import { useLocale } from '@/platform/i18n/format';
import type { Violations } from '@/platform/api/errors';
import { ConfirmModal } from '@/platform/ui/ConfirmDeleteModal';
import { Justificativa, OtherErrors, measured, useAskedPost } from './nfe-acao';

/**
 * Voiding a range of numbers of a series: series, first and last number and the justification, asked again before it
 * goes; `initial`, the number of a rejected invoice the company gives up.
 */
export function InutilizarDialog({ onClose, initial }: { onClose(): void; initial?: { serie: number; numero: number } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [serie, setSerie] = useState<number | string>(initial?.serie ?? 1);
  const [from, setFrom] = useState<number | string>(initial?.numero ?? '');
  const [to, setTo] = useState<number | string>(initial?.numero ?? '');
  const [xJust, setXJust] = useState('');
  const { errors, confirming, setConfirming, ask, mutation: send } = useAskedPost('/nfe_inutilizacoes', t('nfeEmitidas.inutDialog.done', { from, to }), onClose);
  const check = () => {
    const found: Violations = {};
    if (from === '') found.nNFIni = t('validation.required');
    if (to === '') found.nNFFin = t('validation.required');
    if (measured(xJust) < 15) found.xJust = translateMessage('nfe_xjust_length', locale);
    ask(found);
  };
  const known = ['serie', 'nNFIni', 'nNFFin', 'xJust'];
  return (
    <>
      <Modal opened={!confirming} onClose={onClose} title={t('nfeEmitidas.inutDialog.title')}>
        <Stack>
          <OtherErrors errors={errors} fields={known} />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberInput id="nfe-inut-serie" label={t('nfeEmitidas.inutDialog.serie')} value={serie} onChange={setSerie} min={0} max={999} allowDecimal={false} error={errors.serie} />
            <NumberInput id="nfe-inut-de" label={t('nfeEmitidas.inutDialog.from')} value={from} onChange={setFrom} min={1} allowDecimal={false} thousandSeparator="." decimalSeparator="," error={errors.nNFIni} />
            <NumberInput id="nfe-inut-ate" label={t('nfeEmitidas.inutDialog.to')} value={to} onChange={setTo} min={1} allowDecimal={false} thousandSeparator="." decimalSeparator="," error={errors.nNFFin} />
          </SimpleGrid>
          <Justificativa
            id="nfe-inut-xjust"
            label={t('nfeEmitidas.inutDialog.justification')}
            counter={t('nfeEmitidas.inutDialog.counter', { count: measured(xJust) })}
            value={xJust}
            onChange={setXJust}
            error={errors.xJust}
            max={255}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={check}>
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
        onConfirm={() => send.mutate({ serie: Number(serie), nNFIni: Number(from), nNFFin: Number(to), xJust })}
      />
    </>
  );
}
