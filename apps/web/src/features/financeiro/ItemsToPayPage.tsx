import { useState } from 'react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconPlus, IconRefresh, IconSend, IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tituloEnvioRecusado } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';
import { api } from '@/platform/api/client';
import { DataList } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { PageHeader } from '@/platform/ui/PageHeader';
import { notifySuccess } from '@/platform/ui/notify';
import { apagarList, type TituloRow } from './apagar.list';
import { TituloCreateModal } from './TituloCreateModal';

/** /items-to-pay: accounts payable; the responsible user authorizes a title, the authorized ones go to the ERP. */
export function ItemsToPayPage() {
  const { t } = useTranslation();
  const access = useScreenAccess();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['list', '/apagar'] });
  const authorize = useMutation({
    mutationFn: (id: number) => api.put(`/apagar/${id}/autorizar`, {}),
    onSuccess: () => {
      notifySuccess(t('apagar.authorized'));
      refresh();
    },
  });
  const send = useMutation({
    mutationFn: (ids: number[]) => api.post('/send_item_topay', { titulos: ids }),
    onSuccess: (_r, ids) => {
      notifySuccess(t('apagar.sent', { count: ids.length }));
      refresh();
    },
  });
  const status = useMutation({
    mutationFn: () => api.get('/get_status_item_topay'),
    onSuccess: refresh,
  });
  const canUpdate = access.can('apagar', 'update');
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t('apagar.title')}
        description={t('apagar.description')}
        favorite={t('apagar.title')}
        actions={
          access.can('apagar', 'create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('apagar.create')}
            </Button>
          )
        }
      />
      {creating && (
        <TituloCreateModal
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            refresh();
          }}
        />
      )}
      <DataList
        definition={apagarList}
        actions={({ selected, clearSelection }) =>
          canUpdate && (
            <Group gap="xs">
              <SendButton selected={selected} pending={send.isPending} onSend={(ids) => send.mutate(ids, { onSuccess: clearSelection })} />
              <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} loading={status.isPending} onClick={() => status.mutate()}>
                {t('apagar.refresh')}
              </Button>
            </Group>
          )
        }
        rowActions={(row) =>
          canUpdate &&
          (row.StIntegracao === 'P' || row.StIntegracao === 'R') && (
            <Tooltip label={t('apagar.authorize')}>
              <ActionIcon variant="subtle" color="teal" aria-label={`${t('apagar.authorize')} ${row.NrTitulo}`} loading={authorize.isPending && authorize.variables === row.IdTitulo} onClick={() => authorize.mutate(row.IdTitulo)}>
                <IconShieldCheck size={18} />
              </ActionIcon>
            </Tooltip>
          )
        }
      />
    </>
  );
}

/**
 * Sends the selected titles to the ERP; disabled, saying why, while one of them would be refused (the server's rule:
 * already sent, withdrawn or not authorised), so the whole selection is not sent back with an error.
 */
function SendButton({ selected, pending, onSend }: { selected: TituloRow[]; pending: boolean; onSend(ids: number[]): void }) {
  const { t } = useTranslation();
  const refused = selected.map((r) => ({ r, why: tituloEnvioRecusado(r) })).find((x) => x.why);
  const button = (
    <Button size="xs" leftSection={<IconSend size={14} />} disabled={!selected.length || !!refused} loading={pending} onClick={() => onSend(selected.map((r) => r.IdTitulo))}>
      {t('apagar.send')}
    </Button>
  );
  if (!refused?.why) return button;
  return (
    <Tooltip label={translateMessage(refused.why, undefined, { numero: refused.r.NrTitulo ?? String(refused.r.IdTitulo) })} multiline w={300} withArrow>
      {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
      <span data-testid="apagar-send-refused">{button}</span>
    </Tooltip>
  );
}
