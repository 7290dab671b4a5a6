import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigationBlocker } from '@/platform/routes/blocker';

/**
 * Leaving a form with unsaved changes asks first: a navigation inside the app (link, menu, Back) waits for
 * "Sair sem salvar", and closing or reloading the tab gets the browser's own question (beforeunload).
 *
 * `dirty` is asked at the moment of leaving (pass `() => form.isDirty()`), so a save that resets the form just
 * before navigating is not taken for unsaved work. `allowNavigation()` lets the next navigation through (e.g. a
 * new record saved, going on to its edit screen). Render `prompt` in the form.
 */
export function useUnsavedChanges(dirty: () => boolean): { prompt: ReactNode; allowNavigation: () => void } {
  const { t } = useTranslation();
  const bypass = useRef(false);
  const isDirty = useRef(dirty);
  isDirty.current = dirty;
  const blocker = useNavigationBlocker(({ currentLocation, nextLocation }) => {
    if (bypass.current) {
      bypass.current = false;
      return false;
    }
    // Only leaving the screen counts: a change of the query string (a tab, a filter) stays on the form.
    return currentLocation.pathname !== nextLocation.pathname && isDirty.current();
  });

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty.current()) return;
      event.preventDefault();
      // Older browsers need a return value to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const allowNavigation = useCallback(() => {
    bypass.current = true;
  }, []);

  const prompt = (
    <Modal opened={blocker.blocked} onClose={blocker.reset} title={t('unsaved.title')} centered>
      <Stack>
        <Text size="sm">{t('unsaved.message')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={blocker.reset} data-autofocus>
            {t('unsaved.stay')}
          </Button>
          <Button color="red" onClick={blocker.proceed}>
            {t('unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { prompt, allowNavigation };
}
