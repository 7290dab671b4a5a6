import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '../api/client';
import { totalOf, type HydraCollection } from '../api/hydra';
import { useSession } from '../session/useSession';
import { Hint } from '../ui/Hint';

export const UNREAD_COUNT_KEY = ['notifications', 'unread-count'] as const;

/**
 * Unread notifications (`hydra:totalItems` of GET /api/notifications?read=false&itemsPerPage=1). Screens that
 * mark notifications read lower it at once (`UNREAD_COUNT_KEY`) and invalidate ['notifications'].
 */
export function useUnreadCount() {
  const session = useSession();
  return useQuery({
    queryKey: UNREAD_COUNT_KEY,
    enabled: !!session,
    queryFn: async ({ signal }) =>
      totalOf(await api.get<HydraCollection<unknown>>('/notifications', { query: { read: false, itemsPerPage: 1 }, signal })),
    refetchInterval: 60_000,
    meta: { silent: true },
  });
}

export function NotificationsBell({ href }: { href: string | null }) {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const label = count > 0 ? t('layout.unreadNotifications', { count }) : t('layout.notifications');
  const icon = (
    <Indicator label={count > 99 ? '99+' : count} size={16} color="red" disabled={count === 0} offset={4}>
      <IconBell size={20} />
    </Indicator>
  );
  return (
    <Hint label={label}>
      {href ? (
        <ActionIcon component={Link} to={href} variant="subtle" color="gray" size="lg" aria-label={label}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
          {icon}
        </ActionIcon>
      )}
    </Hint>
  );
}
