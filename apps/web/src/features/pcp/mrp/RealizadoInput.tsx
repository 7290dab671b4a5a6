import { useEffect, useRef, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useLocale } from '@/platform/i18n/format';
import { notifyError, notifySuccess } from '@/platform/ui/notify';

/** The decimals a value has ('1234.500' has 1): the planner's quantity is shown as typed, not rounded to the unit. */
const placesOf = (value: string) => (/\.(\d*?)0*$/.exec(value)?.[1] ?? '').length;

/**
 * NrRealizado edited in the grid: typed as in Brazil ('1.234,5'), saved on Enter or when the field is left
 * (PUT /api/<list>/{id}: the API reads the comma decimal). Cleared, it goes back to the suggestion, which the empty
 * field shows greyed.
 */
export function RealizadoInput({ path, row, disabled }: { path: string; row: { IdAnaliseDado: number; NrRealizado: string | null; NrResultado: string; CdChamada: string }; disabled?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const shown = row.NrRealizado === null ? '' : formatNumber(row.NrRealizado, locale, placesOf(row.NrRealizado));
  const [text, setText] = useState(shown);
  // What was sent last: Enter then leaving the field saves once, not twice, while the list reloads.
  const sent = useRef(shown);
  useEffect(() => {
    setText(shown);
    sent.current = shown;
  }, [shown]);
  const save = useMutation({
    mutationFn: (value: string) => api.put(`${path}/${row.IdAnaliseDado}`, { NrRealizado: value }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('pcp.analise.realizadoSaved'));
      void queryClient.invalidateQueries({ queryKey: ['list', path] });
    },
    onError: (error) => {
      sent.current = shown;
      setText(shown);
      notifyError(error);
    },
  });
  const commit = () => {
    if (text === sent.current) return;
    sent.current = text;
    save.mutate(text);
  };
  return (
    <TextInput
      size="xs"
      w={110}
      inputMode="decimal"
      aria-label={`${t('pcp.fields.NrRealizado')} ${row.CdChamada}`}
      title={t('pcp.analise.realizadoHint')}
      placeholder={formatNumber(row.NrResultado, locale, placesOf(row.NrResultado))}
      value={text}
      disabled={disabled || save.isPending}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}
