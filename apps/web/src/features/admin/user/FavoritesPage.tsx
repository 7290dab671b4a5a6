import { ActionIcon, Alert, Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconFileText, IconLayoutDashboard, IconStar, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { storedLabel } from '@/platform/i18n/messages';
import { api } from '@/platform/api/client';
import { useFavorites, type Favorite } from '@/platform/favorites/favorites';
import { useFormat } from '@/platform/i18n/format';
import { useRouteRegistry } from '@/platform/routes/registry';
import { describeError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';

function FavoriteCard({ favorite, onRemove, removing }: { favorite: Favorite; onRemove(): void; removing: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const registry = useRouteRegistry();
  const built = registry.isBuilt(favorite.link);
  const Icon = favorite.kind === 'record' ? IconFileText : IconLayoutDashboard;
  // A screen pinned from the menu keeps the menu's stored title: shown in the user's language.
  const title = storedLabel(favorite.title, fmt.locale);
  return (
    <Card withBorder radius="md" padding="md" data-testid="favorite-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group wrap="nowrap" gap="sm" align="flex-start" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" radius="md" size="lg" color={favorite.kind === 'record' ? 'grape' : 'brand'}>
            <Icon size={18} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            {built ? (
              <Anchor component={Link} to={favorite.link} fw={600} truncate>
                {title}
              </Anchor>
            ) : (
              <Text fw={600} truncate>
                {title}
              </Text>
            )}
            <Text size="xs" c="dimmed" truncate>
              {favorite.link}
            </Text>
            <Group gap={6}>
              {favorite.createdAt && (
                <Text size="xs" c="dimmed">
                  {t('favorites.pinnedAt', { date: fmt.date(favorite.createdAt) })}
                </Text>
              )}
              {!built && (
                <Badge size="xs" color="orange" variant="light" tt="none">
                  {t('favorites.notBuilt')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <Group gap={2} wrap="nowrap">
          {built && (
            <Tooltip label={t('favorites.open')}>
              <ActionIcon component={Link} to={favorite.link} variant="subtle" aria-label={`${t('favorites.open')}: ${title}`}>
                <IconExternalLink size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('favorites.unpinShort')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('favorites.remove', { title })} onClick={onRemove} loading={removing}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}

/** /your-favorites: the screens and records the user pinned (GET /api/favorites), removable one by one. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const favorites = useFavorites();
  const remove = useMutation({
    mutationFn: (favorite: Favorite) => api.delete(`/favorites/${favorite.id}`),
    onSuccess: async () => {
      notifySuccess(t('favorites.removed'));
      await client.invalidateQueries({ queryKey: ['favorites'] });
    },
  });
  const list = favorites.data ?? [];
  const groups = [
    { kind: 'screen' as const, title: t('favorites.screens'), items: list.filter((f) => f.kind !== 'record') },
    { kind: 'record' as const, title: t('favorites.records'), items: list.filter((f) => f.kind === 'record') },
  ].filter((group) => group.items.length > 0);

  return (
    <>
      <PageHeader title={t('favorites.pageTitle')} description={t('favorites.pageDescription')} />
      {favorites.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} mb="md" title={t('favorites.loadError')}>
          {describeError(favorites.error)}
        </Alert>
      )}
      {favorites.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={92} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {!favorites.isPending && !favorites.isError && list.length === 0 && (
        <Card withBorder radius="md" padding="xl" data-testid="favorites-empty">
          <Stack align="center" gap={6} maw={520} mx="auto">
            <ThemeIcon size={48} radius="xl" variant="light" color="yellow">
              <IconStar size={26} />
            </ThemeIcon>
            <Text fw={600}>{t('favorites.empty')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('favorites.emptyHint')}
            </Text>
          </Stack>
        </Card>
      )}
      <Stack gap="xl">
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`favorites-${group.kind}`}>
            <Title order={3} fz="lg" mb="sm" id={`favorites-${group.kind}`}>
              {group.title}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {group.items.map((favorite) => (
                <FavoriteCard
                  key={favorite.id}
                  favorite={favorite}
                  onRemove={() => remove.mutate(favorite)}
                  removing={remove.isPending && remove.variables?.id === favorite.id}
                />
              ))}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
    </>
  );
}
