import { useMemo, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  Modal,
  NavLink,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconLock, IconPencil, IconPlus, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { storedLabel, translateMessage } from '@/platform/i18n/messages';
import { useLocale } from '@/platform/i18n/format';
import { currentLocale } from '@/platform/i18n/i18n';
import { api } from '@/platform/api/client';
import { isApiError } from '@/platform/api/errors';
import { ConfirmDeleteModal } from '@/platform/ui/ConfirmDeleteModal';
import { useScreenAccess } from '@/platform/routes/access';
import { activeCompanyId } from '@/platform/session/storage';
import { useSession } from '@/platform/session/useSession';
import { describeError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { violationErrors } from '@/platform/ui/form';
import {
  ACTION_ORDER,
  grantsKey,
  regrasKey,
  useAccessCatalog,
  useGrants,
  usePerson,
  useRegras,
  type AccessCatalog,
  type Acao,
  type AcaoVerb,
  type Regra,
  type RegraAcao,
} from '../access.api';

interface GrantChange {
  /** Actions to grant (acao ids) or revoke (regra_acoes ids). */
  grant: number[];
  revoke: RegraAcao[];
}

/** The grid of one profile: modules → routes (rows) → actions (columns); a box grants or revokes at once. */
export function GrantsGrid({ regra, company, catalog }: { regra: Regra; company: string; catalog: AccessCatalog }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const grants = useGrants(regra.id);
  // Without the grant to change profiles the grid is shown, not editable.
  const readOnly = !useScreenAccess().can('profiles', 'update');
  const key = grantsKey(regra.id);
  const byAcao = useMemo(() => new Map((grants.data ?? []).map((g) => [g.acao, g])), [grants.data]);
  const locale = useLocale();

  const change = useMutation({
    mutationFn: async ({ grant, revoke }: GrantChange) => {
      await Promise.all([
        ...grant.map((acao) => api.post<RegraAcao>('/regra_acoes', { regra: regra.id, acao, company: Number(company) })),
        ...revoke.map((row) => api.delete(`/regra_acoes/${row.id}`)),
      ]);
    },
    onMutate: async ({ grant, revoke }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<RegraAcao[]>(key);
      const gone = new Set(revoke.map((r) => r.id));
      client.setQueryData<RegraAcao[]>(key, (current = []) => [
        ...current.filter((row) => !gone.has(row.id)),
        ...grant.map((acao, i) => ({ id: -(Date.now() + i), regra: regra.id, acao })),
      ]);
      return { before };
    },
    onError: (_error, _change, context) => client.setQueryData(key, context?.before),
    onSuccess: (_answer, { grant }) => notifySuccess(grant.length ? t('profiles.granted') : t('profiles.revoked')),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });

  const modules = useMemo(() => {
    const actionsOf = new Map<number, Acao[]>();
    for (const acao of catalog.acoes) actionsOf.set(acao.rota, [...(actionsOf.get(acao.rota) ?? []), acao]);
    return [...catalog.modulos]
      .sort((a, b) => a.ordem - b.ordem)
      .map((modulo) => ({
        // The catalogue's module and screen names in the user's language.
        modulo: { ...modulo, modulo: storedLabel(modulo.modulo, locale) },
        rotas: catalog.rotas
          .filter((rota) => rota.modulo === modulo.id)
          .map((rota) => ({ ...rota, nome: storedLabel(rota.nome, locale) }))
          .sort((a, b) => a.nome.localeCompare(b.nome, locale))
          .map((rota) => ({ rota, acoes: actionsOf.get(rota.id) ?? [] })),
      }))
      .filter((m) => m.rotas.length > 0);
  }, [catalog, locale]);

  if (grants.isPending) return <Skeleton height={320} radius="md" />;
  if (grants.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {describeError(grants.error)}
      </Alert>
    );
  }

  const busy = change.isPending;
  return (
    <Stack gap="lg" data-testid="grants-grid">
      {modules.map(({ modulo, rotas }) => (
        <Table.ScrollContainer key={modulo.id} minWidth={560} type="native">
          <Table verticalSpacing={6} horizontalSpacing="sm" striped highlightOnHover aria-label={modulo.modulo} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{modulo.modulo}</Table.Th>
                {ACTION_ORDER.map((verb) => (
                  <Table.Th key={verb} ta="center" w={90}>
                    {t(`profiles.actions.${verb}`)}
                  </Table.Th>
                ))}
                <Table.Th w={70} ta="center">
                  {t('profiles.allShort')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rotas.map(({ rota, acoes }) => {
                const byVerb = new Map(acoes.map((a) => [a.acao as AcaoVerb, a]));
                const granted = acoes.filter((a) => byAcao.has(a.id));
                const all = acoes.length > 0 && granted.length === acoes.length;
                return (
                  <Table.Tr key={rota.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {rota.nome}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {rota.rota}
                      </Text>
                    </Table.Td>
                    {ACTION_ORDER.map((verb) => {
                      const acao = byVerb.get(verb);
                      return (
                        <Table.Td key={verb} ta="center">
                          {acao ? (
                            <Checkbox
                              style={{ display: 'inline-block' }}
                              aria-label={t('profiles.grantLabel', { screen: rota.nome, action: t(`profiles.actions.${verb}`) })}
                              checked={byAcao.has(acao.id)}
                              disabled={busy || readOnly}
                              onChange={(event) => {
                                const existing = byAcao.get(acao.id);
                                if (event.currentTarget.checked) change.mutate({ grant: [acao.id], revoke: [] });
                                else if (existing) change.mutate({ grant: [], revoke: [existing] });
                              }}
                            />
                          ) : (
                            <Text c="dimmed" size="xs" aria-hidden>
                              —
                            </Text>
                          )}
                        </Table.Td>
                      );
                    })}
                    <Table.Td ta="center">
                      <Checkbox
                        style={{ display: 'inline-block' }}
                        aria-label={t('profiles.allActions', { screen: rota.nome })}
                        checked={all}
                        indeterminate={granted.length > 0 && !all}
                        disabled={busy || readOnly || acoes.length === 0}
                        onChange={() =>
                          all
                            ? change.mutate({ grant: [], revoke: granted.map((a) => byAcao.get(a.id)!).filter((row) => row.id > 0) })
                            : change.mutate({ grant: acoes.filter((a) => !byAcao.has(a.id)).map((a) => a.id), revoke: [] })
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ))}
    </Stack>
  );
}

/** The profile names are unique in a company: say so before the API refuses it. */
function nameTaken(list: readonly Regra[], name: string, except?: number): string | null {
  const wanted = name.trim().toLocaleLowerCase('pt-BR');
  return list.some((r) => r.id !== except && r.regra.trim().toLocaleLowerCase('pt-BR') === wanted) ? translateMessage('value_exists', currentLocale()) : null;
}

function RenameModal({ regra, others, onClose }: { regra: Regra; others: readonly Regra[]; onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [name, setName] = useState(regra.regra);
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: () => api.put<Regra>(`/regras/${regra.id}`, { regra: name.trim() }),
    meta: { silent: true },
    onSuccess: async () => {
      notifySuccess(t('profiles.renamed'));
      await client.invalidateQueries({ queryKey: regrasKey(regra.company) });
      onClose();
    },
    onError: (e) => setError(isApiError(e) && e.violations.regra ? violationErrors(e.violations).regra : describeError(e)),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() === '') return setError(t('validation.required'));
        const taken = nameTaken(others, name, regra.id);
        if (taken) return setError(taken);
        rename.mutate();
      }}
    >
      <Stack>
        <TextInput label={t('profiles.list')} data-autofocus value={name} onChange={(event) => setName(event.currentTarget.value)} error={error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={rename.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /company/profiles/:id: the company's access profiles and, per profile, what it grants. */
export function ProfilesPage({ companyId }: { companyId?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const route = useParams();
  const id = companyId ?? route.id ?? '';
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const regras = useRegras(id);
  const catalog = useAccessCatalog();
  const company = usePerson(id);
  const [newName, setNewName] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Regra | null>(null);
  const [deleting, setDeleting] = useState<Regra | null>(null);
  const { can } = useScreenAccess();

  const list = regras.data ?? [];
  const selectedId = Number(params.get('regra')) || list.find((r) => !r.admin)?.id || list[0]?.id || null;
  const selected = list.find((r) => r.id === selectedId) ?? null;
  const select = (regra: Regra) => setParams({ regra: String(regra.id) }, { replace: true });

  const create = useMutation({
    mutationFn: (regra: string) => api.post<Regra>('/regras', { regra, company: Number(id) }),
    meta: { silent: true },
    onSuccess: async (created) => {
      setNewName('');
      setNewError(null);
      notifySuccess(t('profiles.created'));
      await client.invalidateQueries({ queryKey: regrasKey(id) });
      select(created);
    },
    onError: (e) => setNewError(isApiError(e) && e.violations.regra ? violationErrors(e.violations).regra : describeError(e)),
  });

  const remove = useMutation({
    mutationFn: (regra: Regra) => api.delete(`/regras/${regra.id}`),
    onSuccess: async () => {
      notifySuccess(t('profiles.deleted'));
      setDeleting(null);
      setParams({}, { replace: true });
      await client.invalidateQueries({ queryKey: regrasKey(id) });
    },
  });

  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    if (newName.trim() === '') return setNewError(t('validation.required'));
    const taken = nameTaken(list, newName);
    if (taken) return setNewError(taken);
    create.mutate(newName.trim());
  };

  return (
    <>
      <PageHeader
        title={t('profiles.title')}
        description={t('profiles.description')}
        breadcrumbs={[{ label: t('company.title'), to: '/company' }, { label: company.data?.alias || company.data?.name || `#${id}`, to: `/company/id/${id}` }, { label: t('profiles.title') }]}
      />
      {regras.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} mb="md" title={t('profiles.loadError')}>
          {describeError(regras.error)}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Card withBorder radius="md" padding="md">
            <Title order={3} fz="md" mb="sm">
              {t('profiles.list')}
            </Title>
            {can('profiles', 'create') && (
            <form onSubmit={submitNew}>
              <Group gap="xs" align="flex-start" wrap="nowrap" mb="sm">
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={t('profiles.newPlaceholder')}
                  placeholder={t('profiles.newPlaceholder')}
                  value={newName}
                  onChange={(event) => {
                    setNewName(event.currentTarget.value);
                    setNewError(null);
                  }}
                  error={newError}
                />
                <Tooltip label={t('profiles.add')}>
                  <ActionIcon type="submit" size="lg" aria-label={t('profiles.add')} loading={create.isPending}>
                    <IconPlus size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </form>
            )}
            {regras.isPending && <Skeleton height={120} />}
            {!regras.isPending && !regras.isError && list.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('profiles.empty')}
              </Text>
            )}
            <Stack gap={2} role="list" aria-label={t('profiles.list')}>
              {list.map((regra) => (
                <Group key={regra.id} gap={2} wrap="nowrap" role="listitem">
                  <NavLink
                    component="button"
                    type="button"
                    label={storedLabel(regra.regra, locale)}
                    active={regra.id === selectedId}
                    onClick={() => select(regra)}
                    leftSection={regra.admin ? <IconShieldCheck size={16} /> : <IconLock size={16} />}
                    rightSection={
                      regra.admin ? (
                        <Badge size="xs" variant="light" tt="none">
                          {t('profiles.admin')}
                        </Badge>
                      ) : undefined
                    }
                    aria-current={regra.id === selectedId ? 'true' : undefined}
                    style={{ borderRadius: 'var(--mantine-radius-md)', flex: 1 }}
                  />
                  {!regra.admin && (
                    <>
                      {can('profiles', 'update') && (
                        <Tooltip label={t('profiles.rename', { name: storedLabel(regra.regra, locale) })}>
                          <ActionIcon variant="subtle" color="gray" aria-label={t('profiles.rename', { name: storedLabel(regra.regra, locale) })} onClick={() => setRenaming(regra)}>
                            <IconPencil size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {can('profiles', 'delete') && (
                        <Tooltip label={t('profiles.delete', { name: storedLabel(regra.regra, locale) })}>
                          <ActionIcon variant="subtle" color="red" aria-label={t('profiles.delete', { name: storedLabel(regra.regra, locale) })} onClick={() => setDeleting(regra)}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </>
                  )}
                </Group>
              ))}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Card withBorder radius="md" padding="md">
            {!selected ? (
              regras.isError ? null : regras.isPending ? (
                <Skeleton height={320} />
              ) : (
                <Text c="dimmed" size="sm">
                  {t('profiles.choose')}
                </Text>
              )
            ) : (
              <Stack gap="md">
                <Group gap="xs">
                  <Title order={3} fz="lg">
                    {t('profiles.grantsOf', { name: storedLabel(selected.regra, locale) })}
                  </Title>
                  {selected.admin && (
                    <Badge variant="light" tt="none">
                      {t('profiles.admin')}
                    </Badge>
                  )}
                </Group>
                {selected.admin ? (
                  <Alert color="blue" icon={<IconShieldCheck size={18} />} data-testid="admin-profile">
                    {t('profiles.adminInfo')}
                  </Alert>
                ) : catalog.isPending ? (
                  <Skeleton height={320} />
                ) : catalog.isError ? (
                  <Alert color="red" icon={<IconAlertCircle size={18} />}>
                    {describeError(catalog.error)}
                  </Alert>
                ) : (
                  <GrantsGrid key={selected.id} regra={selected} company={id} catalog={catalog.data} />
                )}
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title={t('profiles.renameTitle')}>
        {renaming && <RenameModal regra={renaming} others={list} onClose={() => setRenaming(null)} />}
      </Modal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('profiles.deleteTitle')}
        message={deleting ? t('profiles.confirmDelete', { name: storedLabel(deleting.regra, locale) }) : ''}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}

/** /regras: the profiles of the session company. */
export function SessionProfilesPage() {
  const session = useSession();
  const company = String(activeCompanyId(session) ?? '');
  return <ProfilesPage key={company} companyId={company} />;
}
