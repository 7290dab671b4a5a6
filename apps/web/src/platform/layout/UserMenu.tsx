import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu, Text } from '@mantine/core';
import { IconBell, IconId, IconKey, IconLogout, IconStar, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useRouteRegistry } from '../routes/registry';
import { signOut } from '../session/login';
import { useSession } from '../session/useSession';
import { UserMenuButton } from './UserMenuButton';

/** Profile pages, change password and logout (a chunk of its own, loaded when the user reaches for it: UserMenuButton.tsx). */
export function UserMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const registry = useRouteRegistry();
  const navigate = useNavigate();
  if (!session) return null;
  const name = session.realname || session.username;
  const items = [
    { path: '/view-profile', label: t('layout.profile'), icon: IconUserCircle },
    { path: '/personal-data', label: t('layout.personalData'), icon: IconId },
    { path: '/notifications-user', label: t('layout.notifications'), icon: IconBell },
    { path: '/your-favorites', label: t('favorites.pageTitle'), icon: IconStar },
    { path: '/change-password', label: t('layout.changePassword'), icon: IconKey },
  ].filter((item) => registry.isBuilt(item.path));
  return (
    <Menu position="bottom-end" shadow="md" width={220} defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          {session.email ? (
            <Text size="xs" c="dimmed" truncate>
              {session.email}
            </Text>
          ) : null}
        </Menu.Label>
        <Menu.Divider />
        {items.map((item) => (
          <Menu.Item key={item.path} component={Link} to={item.path} leftSection={<item.icon size={16} />}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => {
            signOut();
            void navigate('/', { replace: true });
          }}
        >
          {t('layout.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
