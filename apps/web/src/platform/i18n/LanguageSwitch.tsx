import type { Ref } from 'react';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from './language';
import { useLocale } from './format';
import { onIntent } from '../ui/onIntent';

/** The language button (the menu's target; Menu.Target hands it a ref and its handlers). */
export function LanguageButton({ compact = false, ref, ...others }: { compact?: boolean; ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Button
      ref={ref}
      {...others}
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} />}
      aria-label={t('language.choose')}
      px={compact ? 'xs' : undefined}
    >
      {compact ? locale.slice(0, 2).toUpperCase() : LANGUAGE_NAMES[locale]}
    </Button>
  );
}

/**
 * Português, English, Español; the choice is remembered in local storage. The menu (LanguageMenu.tsx) is a chunk of
 * its own, loaded when the user reaches for the button.
 */
export const LanguageSwitch = onIntent(LanguageButton, () => import('./LanguageMenu').then((m) => m.LanguageMenu));
