import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Card, Group, Pagination, SegmentedControl, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconBellCheck, IconCheck, IconChecks } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '@/platform/api/client';
import { membersOf, totalOf, type HydraCollection } from '@/platform/api/hydra';
import { readNotification, type NotificationMessage } from '@backoffice/domain';
import { useFormat } from '@/platform/i18n/format';
import { UNREAD_COUNT_KEY } from '@/platform/layout/NotificationsBell';
import { PageHeader } from '@/platform/ui/PageHeader';

interface UserNotification {
  id: number;
  title: string;
  body?: string | null;
  /** The key and values the texts were written from: read in the user's language. */
  message?: NotificationMessage | null;
  read: boolean;
  createdAt: string;
  link?: string | null;
}

const PAGE_SIZE = 10;

/** /notifications-user: my notifications, newest first; opening or marking one sets it read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const client = useQueryClient();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['notifications', 'list', filter, page],
    queryFn: ({ signal }) =>
      api.get<HydraCollection<UserNotification>>('/notifications', {
        query: { page, itemsPerPage: PAGE_SIZE, order: { createdAt: 'desc' }, ...(filter === 'unread' ? { read: false } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const markRead = useMutation({
    mutationFn: (ids: number[]) => Promise.all(ids.map((id) => api.put<unknown>(`/notifications/${id}`, { read: true }))),
    // The header's unread count drops at once; the invalidation below confirms it with the API.
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: UNREAD_COUNT_KEY });
      const before = client.getQueryData<number>(UNREAD_COUNT_KEY);
      if (typeof before === 'number') client.setQueryData<number>(UNREAD_COUNT_KEY, Math.max(0, before - ids.length));
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before !== undefined) client.setQueryData(UNREAD_COUNT_KEY, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['notifications'] }),
  });
  const items = membersOf(list.data);
  const total = totalOf(list.data);
  const unreadOnPage = items.filter((item) => !item.read).map((item) => item.id);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        actions={
          <Button
            variant="default"
            leftSection={<IconChecks size={16} />}
            disabled={unreadOnPage.length === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate(unreadOnPage)}
          >
            {t('notifications.markPageRead')}
          </Button>
        }
      />
      <Group mb="md">
        <SegmentedControl
          value={filter}
          onChange={(value) => {
            setFilter(value as 'all' | 'unread');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('notifications.all') },
            { value: 'unread', label: t('notifications.unread') },
          ]}
        />
      </Group>
      <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.isPending && Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height={84} radius="md" />)}
        {!list.isPending && items.length === 0 && (
          <Card withBorder radius="md" padding="xl">
            <Stack align="center" gap={6}>
              <ThemeIcon size={44} radius="xl" variant="light" color="gray">
                <IconBellCheck size={24} />
              </ThemeIcon>
              <Text fw={500}>{list.isError ? t('notifications.unavailable') : t('notifications.empty')}</Text>
            </Stack>
          </Card>
        )}
        {items.map((item) => ({ item, text: readNotification(item, fmt.locale) })).map(({ item, text }) => (
          <Card key={item.id} withBorder radius="md" padding="md" bg={item.read ? undefined : 'var(--mantine-primary-color-light)'}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
              <Group align="flex-start" wrap="nowrap" gap="sm" style={{ flex: 1, minWidth: 0 }}>
                <ThemeIcon variant={item.read ? 'light' : 'filled'} radius="xl" size="lg" color={item.read ? 'gray' : 'brand'}>
                  <IconBell size={18} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{text.title}</Text>
                    {!item.read && (
                      <Badge size="xs" variant="filled" tt="none">
                        {t('notifications.new')}
                      </Badge>
                    )}
                  </Group>
                  {text.body && (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                      {text.body}
                    </Text>
                  )}
                  <Group gap="md">
                    <Text size="xs" c="dimmed">
                      {fmt.dateTime(item.createdAt)}
                    </Text>
                    {item.link &&
                      (item.link.startsWith('/') ? (
                        <Anchor component={Link} to={item.link} size="xs" onClick={() => !item.read && markRead.mutate([item.id])}>
                          {t('notifications.open')}
                        </Anchor>
                      ) : (
                        <Anchor href={item.link} size="xs" onClick={() => !item.read && markRead.mutate([item.id])}>
                          {t('notifications.open')}
                        </Anchor>
                      ))}
                  </Group>
                </Stack>
              </Group>
              {!item.read && (
                <>
                  <Button size="compact-sm" variant="subtle" visibleFrom="sm" onClick={() => markRead.mutate([item.id])}>
                    {t('notifications.markRead')}
                  </Button>
                  {/* On a phone the words would not fit beside the text: the same action as an icon. */}
                  <ActionIcon variant="subtle" size="lg" hiddenFrom="sm" aria-label={t('notifications.markRead')} onClick={() => markRead.mutate([item.id])}>
                    <IconCheck size={18} />
                  </ActionIcon>
                </>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </>
  );
}
