import { Badge, Checkbox, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storedLabel } from '@/platform/i18n/messages';
import { useLocale } from '@/platform/i18n/format';
import type { Regra } from './access.api';

/** The checkboxes of a company's access profiles, inside a Checkbox.Group (the administrator profile is marked). */
export function ProfileOptions({ regras, mt }: { regras: Regra[]; mt?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="xs" mt={mt}>
      {regras.map((regra) => (
        <Checkbox
          key={regra.id}
          value={String(regra.id)}
          label={
            regra.admin ? (
              <Group gap={6} component="span">
                {storedLabel(regra.regra, locale)}
                <Badge size="xs" variant="light" tt="none">
                  {t('userAdmin.adminProfile')}
                </Badge>
              </Group>
            ) : (
              storedLabel(regra.regra, locale)
            )
          }
        />
      ))}
    </Stack>
  );
}
