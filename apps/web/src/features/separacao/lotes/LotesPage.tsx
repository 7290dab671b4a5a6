import { useState } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDate, isoDateIn } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';
import { DateField } from '@/platform/ui/fields/DateField';
import { api } from '@/platform/api/client';
import { isApiError } from '@/platform/api/errors';
import { DataList } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { PageHeader } from '@/platform/ui/PageHeader';
import { RemoteSelect } from '@/platform/ui/fields/RemoteSelect';
import { describeError, notifyError, notifySuccess } from '@/platform/ui/notify';
import { lotesList } from './lotes.list';

interface Created {
  IdLoteSeparacao: number;
  added: number[];
  skipped: { CodPedido: number; message: string; params?: Record<string, string | number> }[];
}

/** Order numbers typed freely ('101, 102 103'). */
export const orderNumbers = (text: string) => [...new Set(text.split(/[^\d]+/).filter(Boolean).map(Number))];

/** The form of a new lot: the released orders of a delivery date, the stops of a route, or the ones typed by hand. */
function NewLotModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const access = useScreenAccess();
  const client = useQueryClient();
  const [mode, setMode] = useState<'D' | 'R' | 'M'>('D');
  const [route, setRoute] = useState<string | null>(null);
  const [date, setDate] = useState(isoDateIn());
  const [orders, setOrders] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: () => api.post<Created>('/lote-separacao', { TpAgrupamento: mode, ...(mode === 'D' ? { DtEntrega: date } : mode === 'R' ? { IdRoteiro: route ? Number(route) : null } : { pedidos: orderNumbers(orders) }), DsLote: name || null }),
    meta: { silent: true },
    onSuccess: (lot) => {
      void client.invalidateQueries({ queryKey: ['list', '/lote-separacao'] });
      notifySuccess(t('separacao.lotes.created', { id: lot.IdLoteSeparacao, count: lot.added.length }));
      if (lot.skipped.length) notifyError(new Error(t('separacao.lotes.skipped', { list: lot.skipped.map((s) => `${s.CodPedido} (${translateMessage(s.message, i18n.language, s.params)})`).join('; ') })));
      onClose();
      const href = access.href('conferencia_lote', { lote: lot.IdLoteSeparacao });
      if (href) void navigate(href);
    },
    onError: (error) => (isApiError(error) && error.hasViolations ? setErrors(error.violations) : notifyError(error)),
  });
  const ordersError = Object.entries(errors).filter(([k]) => k.startsWith('pedidos')).map(([, v]) => v).join(' · ');
  return (
    <Modal opened={opened} onClose={onClose} title={t('separacao.lotes.newTitle')}>
      <form
        aria-label={t('separacao.lotes.newTitle')}
        onSubmit={(e) => {
          e.preventDefault();
          setErrors({});
          create.mutate();
        }}
      >
        <Stack>
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v as 'D' | 'R' | 'M')}
            data={[
              { value: 'D', label: t('separacao.lotes.byDate') },
              { value: 'R', label: t('separacao.lotes.byRoute') },
              { value: 'M', label: t('separacao.lotes.byHand') },
            ]}
          />
          {mode === 'D' ? (
            <DateField label={t('separacao.lotes.date')} description={t('separacao.lotes.dateHint')} value={date} onChange={(v) => setDate(v ?? '')} error={errors.DtEntrega} required />
          ) : mode === 'R' ? (
            <RemoteSelect
              label={t('separacao.lotes.route')}
              description={t('separacao.lotes.routeHint')}
              source="/roteiros"
              searchParam="NmRoteiro"
              query={{ StatusRoteiro: 'Aberto' }}
              valueField="IdRoteiro"
              describe={(row) => `${String(row.NmRoteiro)} — ${formatDate(String(row.DtRoteiro))} · ${t('separacao.lotes.routeStops', { count: Number(row.NumPedidos) })}`}
              value={route}
              onChange={(value) => {
                setRoute(value);
                setErrors(({ IdRoteiro: _chosen, ...rest }) => rest);
              }}
              error={errors.IdRoteiro}
              withAsterisk
            />
          ) : (
            <Textarea label={t('separacao.lotes.orders')} description={t('separacao.lotes.ordersHint')} value={orders} onChange={(e) => setOrders(e.currentTarget.value)} error={ordersError || undefined} autosize minRows={2} required />
          )}
          <TextInput label={t('separacao.lotes.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('separacao.lotes.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** /conferencia: the picking lots (a row opens the lot), a new lot, and the orphan items to remove. */
export function LotesPage() {
  const { t } = useTranslation();
  const access = useScreenAccess();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const orphans = useQuery({ queryKey: ['lote_separacao_items', 'orfaos'], queryFn: ({ signal }) => api.get<{ count: number }>('/lote_separacao_items/orfaos', { signal }) });
  const remove = useMutation({
    mutationFn: () => api.put<{ removed: number }>('/lote_separacao_items/remover/orfaos'),
    meta: { silent: true },
    onSuccess: (r) => {
      notifySuccess(t('separacao.lotes.orphansRemoved', { count: r.removed }));
      void client.invalidateQueries({ queryKey: ['lote_separacao_items'] });
      void client.invalidateQueries({ queryKey: ['list', '/lote-separacao'] });
    },
    onError: (e) => notifyError(e),
  });
  const canCreate = access.can('separacao', 'create');
  const canUpdate = access.can('separacao', 'update');
  return (
    <>
      <PageHeader
        title={t('separacao.lotes.title')}
        description={t('separacao.lotes.description')}
        favorite={t('separacao.lotes.title')}
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('separacao.lotes.new')}
            </Button>
          )
        }
      />
      {!!orphans.data?.count && (
        <Alert color="yellow" mb="md" data-testid="orphans">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <span>{t('separacao.lotes.orphans', { count: orphans.data.count })}</span>
            {canUpdate && (
              <Button size="xs" color="yellow" variant="white" leftSection={<IconTrash size={14} />} onClick={() => remove.mutate()} loading={remove.isPending}>
                {t('separacao.lotes.removeOrphans')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {orphans.isError && <Alert color="red">{describeError(orphans.error)}</Alert>}
      <DataList definition={lotesList} />
      {creating && <NewLotModal opened onClose={() => setCreating(false)} />}
    </>
  );
}
