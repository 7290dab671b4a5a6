import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileDollar } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@/platform/api/client';
import { membersOf, type HydraCollection } from '@/platform/api/hydra';
import { ConfirmModal } from '@/platform/ui/ConfirmDeleteModal';
import { notifyError, notifySuccess } from '@/platform/ui/notify';

/**
 * "Cotar compras": a purchase quotation of the analysis' open suggested purchases (the selected ones, or all of them),
 * asked first with how many, then opened on its screen to invite suppliers and take their prices.
 */
export function CotarComprasButton({ analysis, name, selected }: { analysis: number; name: string; selected: number[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [ids, setIds] = useState<number[] | null>(null);
  const count = useMutation({
    mutationFn: async () =>
      selected.length ? selected : membersOf(await api.get<HydraCollection<{ IdCompra: number }>>('/compras', { query: { IdAnalise: analysis, StCompra: 'S', pagination: 'false' } })).map((c) => c.IdCompra),
    meta: { silent: true },
    onSuccess: (found) => (found.length ? setIds(found) : notifyError(new Error(t('compras.mrp.noneToQuote')))),
    onError: (error) => notifyError(error),
  });
  const quote = useMutation({
    mutationFn: (IdCompras: number[]) => api.post<{ IdCotacaoCompra: number }>('/cotacoes_compra', { NmCotacao: t('compras.mrp.quoteName', { name }).slice(0, 100), IdCompras }),
    meta: { silent: true },
    onSuccess: (made) => {
      notifySuccess(t('compras.cotacoes.created'));
      setIds(null);
      void navigate(`/compras/cotacoes/${made.IdCotacaoCompra}`);
    },
    onError: (error) => notifyError(error),
  });
  return (
    <>
      <Button size="xs" variant="light" leftSection={<IconFileDollar size={16} />} loading={count.isPending} onClick={() => count.mutate()}>
        {t('compras.mrp.quote')}
        {selected.length ? ` (${selected.length})` : ''}
      </Button>
      <ConfirmModal
        opened={ids !== null}
        title={t('compras.mrp.quoteTitle')}
        message={t('compras.mrp.quoteConfirm', { count: ids?.length ?? 0 })}
        confirmLabel={t('compras.mrp.quote')}
        color="blue"
        pending={quote.isPending}
        onCancel={() => setIds(null)}
        onConfirm={() => ids && quote.mutate(ids)}
      />
    </>
  );
}
