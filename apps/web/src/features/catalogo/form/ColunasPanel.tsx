import { useState } from 'react';
import { Anchor, Box, Button, Card, FileButton, Grid, Group, Image, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COLUNA_FILE_ACCEPT, isFileColumn } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { isApiError } from '@/platform/api/errors';
import { useRouteRegistry } from '@/platform/routes/registry';
import { describeError, notifyError, notifySuccess, translateApiText } from '@/platform/ui/notify';
import { downloadFile, fileUrlOf, produtoColunasKey, useFileObjectUrl, useProdutoColunas, type ProdutoColuna } from '../colunas.api';
import { valueError } from '../coluna-form';

/** The message of a refused upload or save: the violation's own text when there is one. */
function errorText(error: unknown): string {
  if (isApiError(error)) {
    const first = Object.values(error.violations)[0];
    if (first) return translateApiText(first);
  }
  return describeError(error);
}

function FileValue({ coluna, produto, canEdit }: { coluna: ProdutoColuna; produto: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const path = fileUrlOf(coluna);
  const image = coluna.tpColuna === 'Image';
  const preview = useFileObjectUrl(image ? path : null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: produtoColunasKey(produto) });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post('/colunas_valores/arquivo', body, { query: { colunas: coluna.idColuna, idEntidadeOrigem: produto } });
    },
    meta: { silent: true },
    onSuccess: async () => {
      setError(null);
      notifySuccess(t('colunas.panel.uploaded'));
      await refresh();
    },
    onError: (e) => setError(errorText(e)),
  });
  const remove = useMutation({
    mutationFn: () => api.delete(`/colunas_valores/${coluna.idColunasValores}`),
    meta: { silent: true },
    onSuccess: async () => {
      notifySuccess(t('colunas.panel.removed'));
      await refresh();
    },
    onError: (e) => notifyError(e),
  });
  const name = coluna.nmArquivo ?? `${coluna.nmColuna}${image ? '' : '.pdf'}`;
  const fieldId = `coluna-valor-${coluna.idColuna}`;
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-labelledby={`${fieldId}-label`} data-testid={fieldId}>
      <Stack gap={6}>
        <Text size="sm" fw={500} id={`${fieldId}-label`}>
          {coluna.nmColuna}
        </Text>
        <Group gap="sm" wrap="nowrap" align="center">
          <Box
            w={72}
            h={72}
            style={{ flex: 'none', display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'var(--mantine-color-gray-0)', borderRadius: 8 }}
          >
            {image && preview.url ? (
              <Image src={preview.url} alt={`${coluna.nmColuna}: ${name}`} mah={68} maw={68} fit="contain" />
            ) : image ? (
              <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
            ) : (
              <IconFileTypePdf size={28} color={path ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-gray-5)'} aria-hidden />
            )}
          </Box>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="sm" c={path ? undefined : 'dimmed'} truncate="end">
              {path ? name : t('colunas.panel.noFile')}
            </Text>
            <Group gap={6}>
              {path && (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconDownload size={14} />}
                  aria-label={`${t('colunas.panel.download')}: ${coluna.nmColuna}`}
                  onClick={() => downloadFile(`${path}${coluna.idColunasValores ? '?download=1' : ''}`, name).catch((e: unknown) => notifyError(e))}
                >
                  {t('colunas.panel.download')}
                </Button>
              )}
              {canEdit && (
                <FileButton accept={COLUNA_FILE_ACCEPT[image ? 'Image' : 'Pdf']} onChange={(file) => file && upload.mutate(file)}>
                  {(props) => (
                    <Button
                      {...props}
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconUpload size={14} />}
                      loading={upload.isPending}
                      aria-label={`${path ? t('colunas.panel.replace') : t('colunas.panel.upload')}: ${coluna.nmColuna}`}
                    >
                      {path ? t('colunas.panel.replace') : t('colunas.panel.upload')}
                    </Button>
                  )}
                </FileButton>
              )}
              {canEdit && coluna.idColunasValores && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  loading={remove.isPending}
                  aria-label={`${t('colunas.panel.remove')}: ${coluna.nmColuna}`}
                  onClick={() => remove.mutate()}
                >
                  {t('colunas.panel.remove')}
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

type Drafts = Record<number, string>;

/**
 * "Campos adicionais" of the product form: each custom column of the company with the product's value (or the
 * column's default). Text and Number are saved field by field (on leaving the field, or Enter); Pdf and Image
 * are uploaded on choosing the file, shown (an image's preview) and downloaded.
 */
export function ColunasPanel({ produto, canEdit }: { produto: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const registry = useRouteRegistry();
  const queryClient = useQueryClient();
  const colunas = useProdutoColunas(produto);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const typed = (colunas.data ?? []).filter((c) => !isFileColumn(c.tpColuna));
  const files = (colunas.data ?? []).filter((c) => isFileColumn(c.tpColuna));
  // A number reads as typed in pt-BR ('12,5'); the API takes it back either way.
  const asTyped = (c: ProdutoColuna, valor: string | null) => (c.tpColuna === 'Number' ? (valor ?? '').replace('.', ',') : (valor ?? ''));
  const saved = (c: ProdutoColuna) => (c.idColunasValores ? asTyped(c, c.valor) : '');
  const shown = (c: ProdutoColuna) => drafts[c.idColuna] ?? saved(c);

  const save = useMutation({
    mutationFn: (c: ProdutoColuna) => {
      const valor = drafts[c.idColuna];
      return c.idColunasValores
        ? api.put(`/colunas_valores/${c.idColunasValores}`, { valor })
        : api.post('/colunas_valores', { colunas: c.idColuna, idEntidadeOrigem: produto, valor });
    },
    meta: { silent: true },
    onSuccess: async (_, c) => {
      notifySuccess(t('colunas.panel.saved', { name: c.nmColuna }));
      await queryClient.invalidateQueries({ queryKey: produtoColunasKey(produto) });
      void queryClient.invalidateQueries({ queryKey: ['list', '/produtos/lista'] });
      setDrafts(({ [c.idColuna]: _done, ...rest }) => rest);
    },
    onError: (error, c) => setErrors((e) => ({ ...e, [c.idColuna]: errorText(error) })),
  });
  /** Saves a field the user changed, once it fits its type (on leaving it, or Enter). */
  const commit = (c: ProdutoColuna) => {
    if (!(c.idColuna in drafts) || drafts[c.idColuna] === saved(c) || (save.isPending && save.variables?.idColuna === c.idColuna)) return;
    const message = valueError(c.tpColuna, drafts[c.idColuna]);
    if (message) setErrors((e) => ({ ...e, [c.idColuna]: message }));
    else save.mutate(c);
  };
  const manage = registry.href('colunas_create');

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="produto-colunas-title" id="produto-colunas">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={3} fz="lg" id="produto-colunas-title">
          {t('colunas.panel.title')}
        </Title>
        {manage && (
          <Anchor component={Link} to={manage} size="sm">
            {t('colunas.panel.manage')}
          </Anchor>
        )}
      </Group>
      {colunas.isPending ? (
        <Skeleton height={80} />
      ) : colunas.isError ? (
        <Text size="sm" c="red">
          {describeError(colunas.error)}
        </Text>
      ) : !colunas.data.length ? (
        <Text size="sm" c="dimmed">
          {t('colunas.panel.empty')}
        </Text>
      ) : (
        <Stack gap="md">
          {canEdit && typed.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('colunas.panel.hint')}
            </Text>
          )}
          {typed.length > 0 && (
            <Grid gap="sm">
              {typed.map((c) => (
                <Grid.Col key={c.idColuna} span={{ base: 12, sm: 6, md: 4 }}>
                  <TextInput
                    id={`coluna-valor-${c.idColuna}`}
                    label={c.nmColuna}
                    value={shown(c)}
                    placeholder={!c.idColunasValores && c.valor ? `${t('colunas.panel.defaultValue')}: ${asTyped(c, c.valor)}` : undefined}
                    inputMode={c.tpColuna === 'Number' ? 'decimal' : undefined}
                    autoComplete="off"
                    disabled={!canEdit}
                    error={errors[c.idColuna]}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setDrafts((d) => ({ ...d, [c.idColuna]: value }));
                      setErrors(({ [c.idColuna]: _gone, ...rest }) => rest);
                    }}
                    onBlur={() => commit(c)}
                    onKeyDown={(event) => {
                      // Enter saves this field, not the product form around it.
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        commit(c);
                      }
                    }}
                  />
                </Grid.Col>
              ))}
            </Grid>
          )}
          {files.length > 0 && (
            <Grid gap="sm">
              {files.map((c) => (
                <Grid.Col key={c.idColuna} span={{ base: 12, sm: 6 }}>
                  <FileValue coluna={c} produto={produto} canEdit={canEdit} />
                </Grid.Col>
              ))}
            </Grid>
          )}
        </Stack>
      )}
    </Card>
  );
}
