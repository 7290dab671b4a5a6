import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from './i18n';
import { LANGUAGE_NAMES, LOCALES } from './language';
import { useLocale } from './format';

/** Português, English, Español; the choice is remembered in local storage. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} />}
          aria-label={t('language.choose')}
          px={compact ? 'xs' : undefined}
        >
          {compact ? locale.slice(0, 2).toUpperCase() : LANGUAGE_NAMES[locale]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LOCALES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => void changeLocale(code)}
            rightSection={code === locale ? <IconCheck size={16} /> : null}
            aria-current={code === locale ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[code]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
