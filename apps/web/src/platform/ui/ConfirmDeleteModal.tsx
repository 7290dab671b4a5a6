import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Really do it?" dialog: Cancel (focused first) and a confirm button (red unless told) that shows the request in flight. */
export function ConfirmModal({
  opened,
  title,
  message,
  pending,
  onCancel,
  onConfirm,
  confirmLabel,
  color = 'red',
  disabled = false,
}: ConfirmModalProps & { confirmLabel: string; color?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Stack>
        <Text size="sm" data-testid="confirm-message">
          {message}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={color} loading={pending} disabled={disabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** "Really delete?" dialog. */
export function ConfirmDeleteModal(props: ConfirmModalProps) {
  const { t } = useTranslation();
  return <ConfirmModal {...props} confirmLabel={t('common.delete')} />;
}

/**
 * A save that asks first in some cases (a record turned inactive): `submit(values)` saves at once, or opens the
 * dialog when `needsConfirmation(values)`; the dialog's button saves and closes. Render `modal` in the form.
 */
export function useConfirmedSave<T>(
  save: { mutate: (values: T, options?: { onSettled?: () => void }) => void; isPending: boolean },
  needsConfirmation: (values: T) => boolean,
  texts: { title: string; message: ReactNode; confirmLabel: string },
): { submit: (values: T) => void; modal: ReactNode } {
  const [pending, setPending] = useState<T | null>(null);
  return {
    submit: (values) => (needsConfirmation(values) ? setPending(values) : save.mutate(values)),
    modal: (
      <ConfirmModal
        opened={pending !== null}
        {...texts}
        pending={save.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending !== null) save.mutate(pending, { onSettled: () => setPending(null) });
        }}
      />
    ),
  };
}

/** What the dialog of a counted action says: the count the API gave (0: nothing to do, the button stays off). */
export interface CountedPreview {
  count: number;
  message: ReactNode;
  /** When one dialog serves several actions: this one's title, button and colour. */
  title?: string;
  confirmLabel?: string;
  color?: string;
}

/**
 * An action over many records that asks first with how many it will touch: `ask(arg)` calls `preview` (the API's
 * dry run, so the count is the server's, never guessed) and opens the dialog; its button runs `run(arg)` and closes.
 * Cancel closes and changes nothing. Render `modal`; `previewing` shows the button loading meanwhile.
 */
export function useCountedConfirm<A>(options: {
  preview: (arg: A) => Promise<CountedPreview>;
  run: (arg: A, done: () => void) => void;
  title: string;
  confirmLabel: string;
  pending: boolean;
  onError: (error: unknown) => void;
  color?: string;
}): { ask: (arg: A) => void; previewing: boolean; modal: ReactNode } {
  const [asked, setAsked] = useState<{ arg: A; preview: CountedPreview } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const close = () => setAsked(null);
  return {
    previewing,
    ask: (arg) => {
      setPreviewing(true);
      options
        .preview(arg)
        .then((preview) => setAsked({ arg, preview }))
        .catch(options.onError)
        .finally(() => setPreviewing(false));
    },
    modal: (
      <ConfirmModal
        opened={asked !== null}
        title={asked?.preview.title ?? options.title}
        message={asked?.preview.message}
        confirmLabel={asked?.preview.confirmLabel ?? options.confirmLabel}
        color={asked?.preview.color ?? options.color ?? 'blue'}
        pending={options.pending}
        disabled={!asked?.preview.count}
        onCancel={close}
        onConfirm={() => asked && options.run(asked.arg, close)}
      />
    ),
  };
}
