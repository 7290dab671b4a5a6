import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { useFavoriteToggle, type FavoriteKind } from '../favorites/favorites';

export interface Crumb {
  label: string;
  to?: string;
}

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  breadcrumbs?: Crumb[];
  /**
   * A star beside the title pins this screen (its path) to the favourites: a title (kind 'screen'), or a record
   * being edited `{ kind: 'record', title, iri }`.
   */
  favorite?: string | { title: string; kind?: FavoriteKind; iri?: string | null };
}

function ScreenStar({ favorite }: { favorite: NonNullable<PageHeaderProps['favorite']> }) {
  const location = useLocation();
  const favorites = useFavoriteToggle();
  const link = location.pathname;
  const input = typeof favorite === 'string' ? { kind: 'screen' as const, title: favorite, link } : { kind: favorite.kind ?? 'screen', title: favorite.title, iri: favorite.iri, link };
  return (
    <FavoriteButton
      favorite={input}
      pinned={favorites.isPinned(link)}
      onToggle={favorites.toggle}
      disabled={favorites.pending}
      size="lg"
    />
  );
}

/** Title, optional description, breadcrumbs and actions of a screen. */
export function PageHeader({ title, description, actions, breadcrumbs, favorite }: PageHeaderProps) {
  return (
    <Stack gap={4} mb="lg">
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumbs separatorMargin={6} fz="sm">
          {breadcrumbs.map((crumb) =>
            crumb.to ? (
              <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ) : (
              <Text key={crumb.label} size="sm" c="dimmed">
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Group gap={6} wrap="nowrap">
            <Title order={2} fz={24}>
              {title}
            </Title>
            {favorite && <ScreenStar favorite={favorite} />}
          </Group>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}
