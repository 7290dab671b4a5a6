import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '@backoffice/domain';

const LEVELS = {
  weak: { value: 33, color: 'red' },
  medium: { value: 66, color: 'yellow' },
  strong: { value: 100, color: 'teal' },
} as const;

/** Strength hint under a new password: weak / medium / strong, with the advice of the spec. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  if (!password) {
    return (
      <Text size="xs" c="dimmed">
        {t('password.advice')}
      </Text>
    );
  }
  const strength = passwordStrength(password);
  const level = LEVELS[strength];
  return (
    <div aria-live="polite">
      <Progress value={level.value} color={level.color} size="sm" radius="xl" aria-label={t('password.strengthLabel')} />
      <Group justify="space-between" mt={4} gap="xs" wrap="nowrap">
        <Text size="xs" c={level.color} fw={600} style={{ whiteSpace: 'nowrap' }}>
          {t(`password.strength.${strength}`)}
        </Text>
        {strength !== 'strong' && (
          <Text size="xs" c="dimmed" ta="right">
            {t('password.advice')}
          </Text>
        )}
      </Group>
    </div>
  );
}
