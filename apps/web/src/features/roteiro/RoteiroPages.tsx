import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/platform/api/client';
import { isApiError } from '@/platform/api/errors';
import { DataList } from '@/platform/list';
import { PageHeader } from '@/platform/ui/PageHeader';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { RefuseStopModal } from './RefuseStopModal';
import { entregasList, pedidosRoteirosList, roteiroManualList, roteirosList, transportadorVeiculoList } from './roteiro.lists';

/** A list screen: its title, description and the list. */
function ListScreen({ prefix, children }: { prefix: 'monitor' | 'pedidos' | 'manual' | 'entregas'; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`roteiro.${prefix}.title`)} description={t(`roteiro.${prefix}.description`)} favorite={t(`roteiro.${prefix}.title`)} />
      {children}
    </>
  );
}

/** /roteiro: the routes by status with each one's stops' progress, and the carrier-vehicle list. */
export function RoteirosPage() {
  const { t } = useTranslation();
  return (
    <ListScreen prefix="monitor">
      <Stack gap="xl">
        <DataList definition={roteirosList} />
        <PageHeader title={t('roteiro.transportadorVeiculo.title')} description={t('roteiro.transportadorVeiculo.description')} />
        <DataList definition={transportadorVeiculoList} />
      </Stack>
    </ListScreen>
  );
}

/** /roteiro/roteirov1: the orders routing view. */
export function PedidosRoteirosPage() {
  return (
    <ListScreen prefix="pedidos">
      <DataList definition={pedidosRoteirosList} />
    </ListScreen>
  );
}

/** /roteiro/manual-old: the manual routing view as a plain table. */
export function RoteiroManualOldPage() {
  return (
    <ListScreen prefix="manual">
      <DataList definition={roteiroManualList} />
    </ListScreen>
  );
}

interface Stop {
  '@id': string;
  IdRoteiro: number;
  CodPedido: number;
  Cliente: string | null;
  StatusPedidoRoteiro: string;
}

/** /roteiro/entregas: each stop marked delivered, or refused with its reason (phone-sized buttons). */
export function EntregasPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [refusing, setRefusing] = useState<Stop | null>(null);
  const [error, setError] = useState<string | undefined>();
  const move = useMutation({
    mutationFn: ({ stop, status, motivo }: { stop: Stop; status: 'Entregue' | 'Recusado'; motivo?: string }) =>
      api.put(`/roteiros/${stop.IdRoteiro}/pedidos/${stop.CodPedido}/status`, { StatusPedidoRoteiro: status, DsMotivo: motivo ?? null }),
    meta: { silent: true },
    onSuccess: (_, { stop, status }) => {
      void client.invalidateQueries({ queryKey: ['list'] });
      notifySuccess(t(status === 'Entregue' ? 'roteiro.entregas.delivered' : 'roteiro.entregas.refused', { order: stop.CodPedido }));
      setRefusing(null);
      setError(undefined);
    },
    onError: (e) => (isApiError(e) && e.hasViolations ? setError(Object.values(e.violations).join(' · ')) : notifyError(e)),
  });
  return (
    <ListScreen prefix="entregas">
      <DataList<Stop>
        definition={entregasList as never}
        rowActions={(stop) =>
          stop.StatusPedidoRoteiro === 'Em Rota' ? (
            <Group gap={6} wrap="nowrap">
              <Button size="compact-md" color="green" leftSection={<IconCheck size={16} />} onClick={() => move.mutate({ stop, status: 'Entregue' })} aria-label={t('roteiro.entregas.deliver', { order: stop.CodPedido })}>
                {t('roteiro.entregas.deliverShort')}
              </Button>
              <Button size="compact-md" color="orange" variant="light" leftSection={<IconX size={16} />} onClick={() => setRefusing(stop)} aria-label={t('roteiro.entregas.refuse', { order: stop.CodPedido })}>
                {t('roteiro.entregas.refuseShort')}
              </Button>
            </Group>
          ) : null
        }
      />
      <RefuseStopModal
        order={refusing?.CodPedido ?? null}
        onClose={() => setRefusing(null)}
        onRefuse={(motivo) => refusing && move.mutate({ stop: refusing, status: 'Recusado', motivo })}
        loading={move.isPending}
        error={error}
      />
    </ListScreen>
  );
}
