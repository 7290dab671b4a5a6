import { Box, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/platform/api/client';
import { notifyError, notifySuccess } from '@/platform/ui/notify';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

interface ImageFieldProps {
  label: string;
  /** The file's URL (`/api/files/<id>`), or null. */
  value: string | null;
  onChange(url: string | null): void;
  /** The company the file belongs to (the session company when absent). */
  companyId?: string | number;
  accept?: string;
  /** Public files are served without a session: logos, and product pictures the shop shows. */
  public?: boolean;
  error?: React.ReactNode;
  height?: number;
}

/**
 * A picture field: uploads the chosen file to POST /api/files at once (the server checks its type by name and
 * first bytes) and hands the new URL to the form, which saves it with the record.
 */
export function ImageField({ label, value, onChange, companyId, accept = IMAGE_ACCEPT, public: isPublic = true, error, height = 72 }: ImageFieldProps) {
  const { t } = useTranslation();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<{ url: string }>('/files', body, { query: { public: isPublic, ...(companyId ? { company: companyId } : {}) } });
    },
    meta: { silent: true },
    onSuccess: (answer) => {
      onChange(answer.url);
      notifySuccess(t('image.uploaded'));
    },
    onError: (failure) => notifyError(failure),
  });
  return (
    <Paper withBorder radius="md" p="sm" style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Box h={height} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'var(--mantine-color-gray-0)', borderRadius: 8 }}>
          {value ? (
            <Image src={value} alt={label} mah={height - 8} maw="90%" fit="contain" />
          ) : (
            <Group gap={4} c="dimmed">
              <IconPhoto size={18} />
              <Text size="xs">{t('image.none')}</Text>
            </Group>
          )}
        </Box>
        <Group gap="xs">
          <FileButton accept={accept} onChange={(file) => file && upload.mutate(file)}>
            {(props) => (
              <Button {...props} size="compact-sm" variant="light" leftSection={<IconUpload size={14} />} loading={upload.isPending} aria-label={`${value ? t('image.replace') : t('image.upload')}: ${label}`}>
                {value ? t('image.replace') : t('image.upload')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => onChange(null)} aria-label={`${t('image.remove')}: ${label}`}>
              {t('image.remove')}
            </Button>
          )}
        </Group>
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
