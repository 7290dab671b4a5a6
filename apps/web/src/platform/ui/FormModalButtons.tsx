import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancel and Save of a form in a dialog. */
export function FormModalButtons({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
