import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useBrand } from '../boot/BrandProvider';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import classes from './AuthLayout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Card width (default 420; longer public forms use more). */
  width?: number;
}

/** The public pages' frame: the company's background, its login logo and a card. */
export function AuthLayout({ title, subtitle, children, width }: AuthLayoutProps) {
  const brand = useBrand();
  const background = brand?.tema?.backgroundHome;
  const logo = brand?.tema?.logoLogin;
  const name = brand?.alias || brand?.name || '';
  return (
    <Box className={classes.page} style={background ? { backgroundImage: `url("${background}")` } : undefined}>
      <Group justify="flex-end" p="md" className={classes.top}>
        <LanguageSwitch />
      </Group>
      <Center className={classes.center}>
        <Paper withBorder shadow="lg" radius="lg" p="xl" className={classes.card} style={width ? { maxWidth: width } : undefined}>
          <Stack gap="lg">
            <Stack gap={6} align="center">
              {logo ? (
                <img src={logo} alt={name} className={classes.logo} />
              ) : name ? (
                <Text fw={800} fz={26} c="brand">
                  {name}
                </Text>
              ) : null}
              <Title order={1} fz={22} ta="center">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm" ta="center">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
