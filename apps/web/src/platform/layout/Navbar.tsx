import { useMemo } from 'react';
import { Anchor, Box, NavLink, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconHome, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { storedLabel } from '@/platform/i18n/messages';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { useLocale } from '../i18n/format';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { useFavoriteToggle } from '../favorites/favorites';
import { useScreenAccess } from '../routes/access';
import { useRouteRegistry } from '../routes/registry';
import { menuIcon } from './icons';
import { buildMenuGroups, legacyBaseUrl, useCompanyConfig, useMenu } from './useMenu';
import classes from './Layout.module.css';

function isActive(pathname: string, href: string): boolean {
  return matchPath({ path: href, end: false }, pathname) !== null;
}

/** How many favourites the menu shows; the rest are on /your-favorites. */
const FAVORITES_IN_MENU = 8;

/**
 * The menu of GET /api/menu, limited to the screens this application has built and the user may open, with the user's favourites
 * on top. Each entry has a star (shown on hover or focus) that pins it.
 */
export function Navbar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const registry = useRouteRegistry();
  const location = useLocation();
  const menu = useMenu();
  const config = useCompanyConfig();
  const favorites = useFavoriteToggle();
  const base = legacyBaseUrl(config.data);
  // Only screens built here and granted to the user in the session company.
  const { allowed } = useScreenAccess();
  const groups = useMemo(() => buildMenuGroups(menu.data ?? [], allowed, base), [menu.data, allowed, base]);
  const hasHome = groups.some((group) => group.entries.some((entry) => entry.href === '/home'));
  const pinned = favorites.favorites.filter((favorite) => allowed(favorite.link));
  const allFavoritesHref = registry.isBuilt('/your-favorites') ? '/your-favorites' : null;

  return (
    <ScrollArea type="scroll" className={classes.navScroll}>
      <Box component="nav" aria-label={t('layout.menu')} p="sm">
        <Stack gap={2}>
          {!hasHome && registry.isBuilt('/home') && (
            <NavLink
              component={Link}
              to="/home"
              label={t('layout.home')}
              leftSection={<IconHome size={18} stroke={1.6} />}
              active={isActive(location.pathname, '/home')}
              onClick={onNavigate}
              className={classes.navLink}
            />
          )}
          {pinned.length > 0 && (
            <Box component="section" aria-label={t('favorites.title')} data-testid="nav-favorites">
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4} className={classes.groupTitle}>
                {t('favorites.title')}
              </Text>
              {pinned.slice(0, FAVORITES_IN_MENU).map((favorite) => (
                <NavLink
                  key={favorite.id}
                  component={Link}
                  to={favorite.link}
                  label={storedLabel(favorite.title, locale)}
                  leftSection={<IconStarFilled size={16} color="var(--mantine-color-yellow-6)" />}
                  active={location.pathname === favorite.link}
                  onClick={onNavigate}
                  className={classes.navLink}
                />
              ))}
              {allFavoritesHref && pinned.length > FAVORITES_IN_MENU && (
                <Anchor component={Link} to={allFavoritesHref} size="xs" px="sm" onClick={onNavigate}>
                  {t('favorites.seeAll', { count: pinned.length })}
                </Anchor>
              )}
            </Box>
          )}
          {menu.isPending && !menu.data && Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height={32} radius="md" />)}
          {groups.map((group) => (
            <Box key={group.title ?? '_'} mt={group.title ? 'sm' : 0}>
              {group.title && (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4} className={classes.groupTitle}>
                  {storedLabel(group.title, locale)}
                </Text>
              )}
              {group.entries.map((entry) => {
                const Icon = menuIcon(entry.icone);
                if (entry.external) {
                  return (
                    <NavLink
                      key={entry.id}
                      component="a"
                      href={entry.href}
                      label={storedLabel(entry.menu, locale)}
                      leftSection={<Icon size={18} stroke={1.6} />}
                      rightSection={<IconExternalLink size={14} stroke={1.6} />}
                      className={classes.navLink}
                    />
                  );
                }
                const favorite = { kind: 'screen' as const, title: entry.menu, link: entry.href };
                return (
                  <div key={entry.id} className={classes.entry}>
                    <NavLink
                      component={Link}
                      to={entry.href}
                      label={storedLabel(entry.menu, locale)}
                      leftSection={<Icon size={18} stroke={1.6} />}
                      active={isActive(location.pathname, entry.href)}
                      onClick={onNavigate}
                      className={classes.navLink}
                    />
                    <FavoriteButton
                      favorite={favorite}
                      pinned={favorites.isPinned(entry.href)}
                      onToggle={favorites.toggle}
                      disabled={favorites.pending}
                      withTooltip={false}
                      size="sm"
                      className={classes.entryStar}
                    />
                  </div>
                );
              })}
            </Box>
          ))}
        </Stack>
      </Box>
    </ScrollArea>
  );
}
