import { useMemo } from 'react';
import { Box, NavLink, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { useRouteRegistry } from '../routes/registry';
import { menuIcon } from './icons';
import { buildMenuGroups, legacyBaseUrl, useCompanyConfig, useMenu } from './useMenu';
import classes from './Layout.module.css';

function isActive(pathname: string, href: string): boolean {
  return matchPath({ path: href, end: false }, pathname) !== null;
}

/** The menu of GET /api/menu, limited to the screens this application has built. */
export function Navbar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const registry = useRouteRegistry();
  const location = useLocation();
  const menu = useMenu();
  const config = useCompanyConfig();
  const base = legacyBaseUrl(config.data);
  const groups = useMemo(() => buildMenuGroups(menu.data ?? [], (path) => registry.isBuilt(path), base), [menu.data, registry, base]);
  const hasHome = groups.some((group) => group.entries.some((entry) => entry.href === '/home'));

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
          {menu.isPending && !menu.data && Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height={32} radius="md" />)}
          {groups.map((group) => (
            <Box key={group.title ?? '_'} mt={group.title ? 'sm' : 0}>
              {group.title && (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4} className={classes.groupTitle}>
                  {group.title}
                </Text>
              )}
              {group.entries.map((entry) => {
                const Icon = menuIcon(entry.icone);
                return entry.external ? (
                  <NavLink
                    key={entry.id}
                    component="a"
                    href={entry.href}
                    label={entry.menu}
                    leftSection={<Icon size={18} stroke={1.6} />}
                    rightSection={<IconExternalLink size={14} stroke={1.6} />}
                    className={classes.navLink}
                  />
                ) : (
                  <NavLink
                    key={entry.id}
                    component={Link}
                    to={entry.href}
                    label={entry.menu}
                    leftSection={<Icon size={18} stroke={1.6} />}
                    active={isActive(location.pathname, entry.href)}
                    onClick={onNavigate}
                    className={classes.navLink}
                  />
                );
              })}
            </Box>
          ))}
        </Stack>
      </Box>
    </ScrollArea>
  );
}
