import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, List } from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconEye, IconEyeOff, IconPencil } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/platform/api';
import { isApiError } from '@/platform/api/errors';
import { DataList, type ListActionsContext } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { describeError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { bulkMessages } from '@/platform/list/bulk';
import { LojaProdutoForm } from './LojaProdutoForm';
import { lojaProdutosList, type LojaProdutoRow } from './loja-produtos.list';

/** "Publicar na loja" and "Tirar da loja" over the selected rows (POST /loja_produtos/publicacao, all or nothing). */
function PublishActions({ selected, clearSelection, reload, onProblems }: ListActionsContext<LojaProdutoRow> & { onProblems: (lines: string[]) => void }) {
  const { t } = useTranslation();
  const send = useMutation({
    mutationFn: (StPublicado: boolean) => api.post<{ updated: number }>('/loja_produtos/publicacao', { produtos: selected.map((r) => r.IdProduto), StPublicado }),
    meta: { silent: true },
    onSuccess: (answer, StPublicado) => {
      onProblems([]);
      notifySuccess(t(StPublicado ? 'lojaProdutos.published' : 'lojaProdutos.unpublished', { count: answer.updated }));
      clearSelection();
      reload();
    },
    onError: (error) => {
      const label = (field: string) => (field === 'VlPreco' ? t('lojaProdutos.fields.VlPreco') : undefined);
      onProblems(isApiError(error) && error.hasViolations ? bulkMessages('produtos', error.violations, selected.map((r) => ({ id: r.IdProduto, title: `${r.CdChamada} – ${r.NmProduto}` })), label) : [describeError(error)]);
    },
  });
  const none = selected.length === 0;
  return (
    <Group gap="xs">
      <Button size="xs" leftSection={<IconEye size={16} />} disabled={none} loading={send.isPending && send.variables === true} onClick={() => send.mutate(true)}>
        {t('lojaProdutos.publish', { count: selected.length })}
      </Button>
      <Button size="xs" variant="default" leftSection={<IconEyeOff size={16} />} disabled={none} loading={send.isPending && send.variables === false} onClick={() => send.mutate(false)}>
        {t('lojaProdutos.unpublish', { count: selected.length })}
      </Button>
    </Group>
  );
}

/** /loja_produtos: what the public shop shows, at which price and with which description; published in bulk or one by one. */
export function LojaProdutosPage() {
  const { t } = useTranslation();
  const access = useScreenAccess();
  const canEdit = access.can('loja', 'update');
  const [editing, setEditing] = useState<LojaProdutoRow | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  return (
    <>
      <PageHeader
        title={t('lojaProdutos.title')}
        description={t('lojaProdutos.description')}
        favorite={t('lojaProdutos.title')}
        actions={
          <Button component="a" href="/shop" target="_blank" rel="noopener" variant="light" leftSection={<IconExternalLink size={16} />}>
            {t('lojaProdutos.viewShop')}
          </Button>
        }
      />
      {problems.length > 0 && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={t('lojaProdutos.failed')} withCloseButton onClose={() => setProblems([])} mb="sm">
          <List size="sm" spacing={2}>
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <DataList
        definition={lojaProdutosList}
        actions={canEdit ? (context) => <PublishActions {...context} onProblems={setProblems} /> : undefined}
        rowActions={(row) =>
          canEdit && (
            <ActionIcon variant="subtle" aria-label={t('lojaProdutos.edit', { name: row.NmProduto })} onClick={() => setEditing(row)}>
              <IconPencil size={16} />
            </ActionIcon>
          )
        }
      />
      {editing && <LojaProdutoForm key={editing.IdProduto} row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
