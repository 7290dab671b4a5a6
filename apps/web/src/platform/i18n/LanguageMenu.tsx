import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from './i18n';
import { LANGUAGE_NAMES, LOCALES } from './language';
import { useLocale } from './format';
import { LanguageButton } from './LanguageSwitch';

/** The language menu of LanguageSwitch, loaded when the user reaches for its button. */
export function LanguageMenu({ compact = false, defaultOpened = false }: { compact?: boolean; defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Menu position="bottom-end" shadow="md" width={180} defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton compact={compact} />
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
