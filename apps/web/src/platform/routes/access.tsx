import { useCallback, type ReactNode } from 'react';
import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHome, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { allows, useCan, useGrants } from '../session/grants';
import { PageSkeleton } from '../ui/PageSkeleton';
import { useRouteRegistry, type ScreenRoute } from './registry';

/**
 * Routes and links filtered by the user's grants in the session company: `href` is null for a screen that is
 * not built or not granted (so the link or button is not drawn), `allowed` says whether a path may be offered.
 */
export function useScreenAccess() {
  const registry = useRouteRegistry();
  const can = useCan();
  const allowedScreen = useCallback((screen: ScreenRoute | null) => !!screen && can(screen.permission, screen.action), [can]);
  return {
    can,
    href: useCallback(
      (name: string, params?: Parameters<typeof registry.href>[1]) => (allowedScreen(registry.screen(name)) ? registry.href(name, params) : null),
      [registry, allowedScreen],
    ),
    allowed: useCallback((pathname: string) => allowedScreen(registry.screenAt(pathname)), [registry, allowedScreen]),
  };
}

/** The one page a user meets when their profile does not grant a screen (instead of a screen whose buttons fail). */
export function AccessDenied() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%" role="alert" aria-labelledby="access-denied-title">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="red">
            <IconLock size={34} stroke={1.6} />
          </ThemeIcon>
          <Title order={1} fz="h2" id="access-denied-title">
            {t('access.deniedTitle')}
          </Title>
          <Text c="dimmed">{t('access.denied')}</Text>
          <Group justify="center" gap="sm" mt="xs">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => void navigate(-1)}>
              {t('access.back')}
            </Button>
            <Button component={Link} to="/home" leftSection={<IconHome size={16} />}>
              {t('access.home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

/** A screen of the signed-in area: shown when its permission is granted in the session company, else 'Acesso negado'. */
export function RequireGrant({ screen, children }: { screen: Pick<ScreenRoute, 'permission' | 'action'>; children: ReactNode }) {
  const grants = useGrants();
  if (!screen.permission || grants.isError) return children;
  if (!grants.data) return <PageSkeleton />;
  return allows(grants.data, screen.permission, screen.action) ? children : <AccessDenied />;
}
