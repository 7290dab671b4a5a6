import type { Ref } from 'react';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/useSession';
import { initials } from '../ui/initials';
import { onIntent } from '../ui/onIntent';

/** The header's user button: the avatar and name (the menu's target; Menu.Target hands it a ref and its handlers). */
export function UserMenuButton({ ref, ...others }: { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  const name = session.realname || session.username;
  return (
    <UnstyledButton ref={ref} {...others} aria-label={t('layout.userMenu')} style={{ borderRadius: 'var(--mantine-radius-md)', padding: '4px 6px' }}>
      <Group gap={8} wrap="nowrap">
        <Avatar src={session.avatar || null} radius="xl" size={32} color="brand" alt={name}>
          {initials(name)}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="md" truncate maw={160}>
          {name}
        </Text>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
}

/** The user menu as the header draws it: the button, and the menu once the user reaches for it. */
export const HeaderUserMenu = onIntent(UserMenuButton, () => import('./UserMenu').then((m) => m.UserMenu));
