import { useState } from 'react';
import { Alert, Badge, Button, Card, ColorInput, Grid, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/platform/api/client';
import { useBrand, useUpdateBrand } from '@/platform/boot/BrandProvider';
import type { CompanyTheme, ThemeColors } from '@/platform/boot/boot';
import { parseHex } from '@/platform/boot/palette';
import { applyApiErrors } from '@/platform/ui/form';
import { ImageField } from '@/platform/ui/fields/ImageField';
import { notifySuccess } from '@/platform/ui/notify';
import { useUnsavedChanges } from '@/platform/ui/useUnsavedChanges';

const COLOR_KEYS = ['primary', 'secondary', 'background', 'text'] as const;
const IMAGE_KEYS = ['logoLogin', 'logoMenu', 'favicon', 'backgroundHome'] as const;
type ColorKey = (typeof COLOR_KEYS)[number];
type ImageKey = (typeof IMAGE_KEYS)[number];

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/x-icon,.ico';
const SWATCHES = ['#1c64b4', '#0b7285', '#2b8a3e', '#e67700', '#c92a2a', '#5f3dc4', '#495057', '#212529', '#f1f3f5', '#ffffff'];
const HEX = /^#[0-9a-fA-F]{6}$/;

interface ThemeValues {
  colors: Record<ColorKey, string>;
  images: Record<ImageKey, string | null>;
}

interface SavedTheme {
  colors?: ThemeColors | null;
  cores?: ThemeColors | null;
  favicon?: string | null;
  logoLogin?: string | null;
  logoMenu?: string | null;
  backgroundHome?: string | null;
}

/** A small picture of the chosen colours and menu logo. */
function ThemePreview({ values }: { values: ThemeValues }) {
  const { t } = useTranslation();
  const primary = parseHex(values.colors.primary) ? values.colors.primary : 'var(--mantine-color-brand-6)';
  const secondary = parseHex(values.colors.secondary) ? values.colors.secondary : 'var(--mantine-color-accent-6)';
  const background = parseHex(values.colors.background) ? values.colors.background : 'var(--mantine-color-gray-0)';
  const text = parseHex(values.colors.text) ? values.colors.text : 'var(--mantine-color-text)';
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-label={t('theme.preview')} data-testid="theme-preview">
      <Group h={40} px="sm" bg="var(--mantine-color-body)" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {values.images.logoMenu ? <Image src={values.images.logoMenu} alt="" h={28} w="auto" fit="contain" /> : <Text fw={700} c={primary}>Logo</Text>}
      </Group>
      <Stack gap="xs" p="sm" bg={background}>
        <Text size="sm" c={text} fw={600}>
          {t('theme.preview')}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" color={primary} tabIndex={-1}>
            {t('common.save')}
          </Button>
          <Badge color={secondary} variant="filled" tt="none">
            {t('theme.secondary')}
          </Badge>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The company's theme: colours and images (uploaded to POST /api/files?public=true), saved with PUT /api/temas/{id}. */
export function ThemeEditor({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const updateBrand = useUpdateBrand();
  const isBrand = brand !== null && String(brand.id) === companyId;
  const current: CompanyTheme = isBrand ? (brand.tema ?? {}) : {};
  const initial: ThemeValues = {
    colors: {
      primary: current.cores?.primary ?? '',
      secondary: current.cores?.secondary ?? '',
      background: current.cores?.background ?? '',
      text: current.cores?.text ?? '',
    },
    images: {
      logoLogin: current.logoLogin ?? null,
      logoMenu: current.logoMenu ?? null,
      favicon: current.favicon ?? null,
      backgroundHome: current.backgroundHome ?? null,
    },
  };
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<ThemeValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const key of COLOR_KEYS) {
        const value = values.colors[key].trim();
        if (value !== '' && !HEX.test(value)) errors[`colors.${key}`] = t('theme.invalidColor');
      }
      return errors;
    },
  });
  const unsaved = useUnsavedChanges(() => form.isDirty());

  const save = useMutation({
    mutationFn: (values: ThemeValues) => {
      const colors = Object.fromEntries(COLOR_KEYS.filter((key) => values.colors[key].trim() !== '').map((key) => [key, values.colors[key].trim().toLowerCase()]));
      // Without the company's current theme (another company), only what changed is sent.
      const images = Object.fromEntries(IMAGE_KEYS.filter((key) => isBrand || form.isDirty(`images.${key}`)).map((key) => [key, values.images[key]]));
      return api.put<SavedTheme>(`/temas/${companyId}`, { ...(Object.keys(colors).length ? { colors } : {}), ...images });
    },
    meta: { silent: true },
    onSuccess: (saved, values) => {
      setGeneral(null);
      form.resetDirty(values);
      notifySuccess(t('theme.saved'));
      if (isBrand && brand) {
        updateBrand({
          ...brand,
          tema: {
            cores: saved?.cores ?? saved?.colors ?? (values.colors as ThemeColors),
            favicon: saved?.favicon ?? null,
            logoLogin: saved?.logoLogin ?? null,
            logoMenu: saved?.logoMenu ?? null,
            backgroundHome: saved?.backgroundHome ?? null,
          },
        });
      }
    },
    onError: (error) => {
      setGeneral(applyApiErrors(form, error, Object.fromEntries(IMAGE_KEYS.map((key) => [key, `images.${key}`]))));
    },
  });

  const values = form.getValues();
  const labels: Record<ColorKey | ImageKey, string> = {
    primary: t('theme.primary'),
    secondary: t('theme.secondary'),
    background: t('theme.background'),
    text: t('theme.text'),
    logoLogin: t('theme.logoLogin'),
    logoMenu: t('theme.logoMenu'),
    favicon: t('theme.favicon'),
    backgroundHome: t('theme.backgroundHome'),
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="theme-title">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
        {unsaved.prompt}
        <Group justify="space-between" mb={4}>
          <Title order={3} fz="lg" id="theme-title">
            {t('theme.title')}
          </Title>
          <Button type="submit" size="sm" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} disabled={!form.isDirty()}>
            {t('theme.save')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mb="md">
          {t('theme.description')}
        </Text>
        {!isBrand && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mb="md">
            {t('theme.notCurrent')}
          </Alert>
        )}
        {general && (
          <Alert color="red" mb="md" role="alert">
            {general}
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb="xs">
              {t('theme.colors')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mb="lg">
              {COLOR_KEYS.map((key) => (
                <ColorInput
                  key={key}
                  id={`theme-${key}`}
                  label={labels[key]}
                  format="hex"
                  swatches={SWATCHES}
                  swatchesPerRow={10}
                  placeholder="#RRGGBB"
                  {...form.getInputProps(`colors.${key}`)}
                />
              ))}
            </SimpleGrid>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb="xs">
              {t('theme.images')} · {t('theme.fileTypes')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {IMAGE_KEYS.map((key) => (
                <ImageField key={key} accept={ACCEPT} label={labels[key]} value={values.images[key]} companyId={companyId} onChange={(url) => form.setFieldValue(`images.${key}`, url)} />
              ))}
            </SimpleGrid>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb="xs">
              {t('theme.preview')}
            </Text>
            <ThemePreview values={values} />
          </Grid.Col>
        </Grid>
      </form>
    </Card>
  );
}
