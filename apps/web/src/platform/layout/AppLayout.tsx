import { Suspense, useEffect } from 'react';
import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { api } from '../api/client';
import { useBrand, useUpdateBrand } from '../boot/BrandProvider';
import type { DefaultCompany } from '../boot/boot';
import { activeCompanyId } from '../session/storage';
import { useSession } from '../session/useSession';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useRouteRegistry } from '../routes/registry';
import { PageSkeleton } from '../ui/PageSkeleton';
import { CompanySwitch } from './CompanySwitch';
import { Navbar } from './Navbar';
import { NotificationsBell } from './NotificationsBell';
import { HeaderUserMenu } from './UserMenuButton';
import classes from './Layout.module.css';

function Logo() {
  const { t } = useTranslation();
  const brand = useBrand();
  const name = brand?.alias || brand?.name || '';
  const logo = brand?.tema?.logoMenu;
  return (
    <Link to="/home" className={classes.logo} aria-label={name ? `${name} – ${t('layout.home')}` : t('layout.home')}>
      {logo ? (
        <img src={logo} alt={name} />
      ) : (
        <Text fw={700} size="lg" c="brand" truncate>
          {name}
        </Text>
      )}
    </Link>
  );
}

/** Brings the session company's brand (GET /people/my-company): its logo, colours and title, not the domain company's. */
function useSessionBrand() {
  const company = activeCompanyId(useSession());
  const update = useUpdateBrand();
  const answer = useQuery({
    queryKey: ['my-company', company],
    enabled: company !== null,
    queryFn: ({ signal }) => api.get<{ data?: DefaultCompany | null }>('/people/my-company', { signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  const fresh = answer.data?.data;
  useEffect(() => {
    if (fresh && typeof fresh.id === 'number') update(fresh);
  }, [fresh, update]);
}

/** The signed-in shell: header (logo, company, language, notifications, user) and the menu. */
export function AppLayout() {
  const { t } = useTranslation();
  useSessionBrand();
  const [opened, { toggle, close }] = useDisclosure(false);
  const registry = useRouteRegistry();
  const brand = useBrand();
  const background = brand?.tema?.cores?.background;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
      style={background ? ({ '--app-background': background } as React.CSSProperties) : undefined}
    >
      <a href="#main" className={classes.skipLink}>
        {t('layout.skipToContent')}
      </a>
      <AppShell.Header>
        <div className={classes.header}>
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('layout.toggleMenu')} />
          <Logo />
          <CompanySwitch />
          <Group gap={4} ml="auto" wrap="nowrap">
            <LanguageSwitch compact />
            <NotificationsBell href={registry.isBuilt('/notifications-user') ? '/notifications-user' : null} />
            <HeaderUserMenu />
          </Group>
        </div>
      </AppShell.Header>
      <AppShell.Navbar>
        <Navbar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main" className={classes.main}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
