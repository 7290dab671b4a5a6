import { useState } from 'react';
import { Alert, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { isApiError, type Violations } from '@/platform/api/errors';
import { notifyError, notifySuccess } from '@/platform/ui/notify';

/** Free text as the API measures it: one line, blanks folded. */
export const measured = (text: string) => text.replace(/\s+/g, ' ').trim().length;

/** The violations of a refused call, keyed by field (empty for other failures, which are notified). */
export function violationsOf(error: unknown): Violations {
  if (isApiError(error) && error.hasViolations) return error.violations;
  notifyError(error);
  return {};
}

/**
 * A change to an invoice asked first: the dialog's errors, whether the confirmation is open, `ask` (opens it when
 * the dialog's own checks found nothing) and the POST that runs on confirming; done, the issued list reads again.
 */
export function useAskedPost(path: string, done: string, onClose: () => void) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Violations>({});
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: unknown) => api.post(path, body),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(done);
      void queryClient.invalidateQueries({ queryKey: ['list', '/nfe_emitidas'] });
      onClose();
    },
    onError: (e) => {
      setConfirming(false);
      setErrors(violationsOf(e));
    },
  });
  const ask = (found: Violations) => {
    setErrors(found);
    if (!Object.keys(found).length) setConfirming(true);
  };
  /** A field's error goes as soon as the user changes the field (it speaks of what was typed before). */
  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);
  return { errors, confirming, setConfirming, ask, clear, mutation };
}

/** The refusals that are not on a field of the dialog, above it. */
export function OtherErrors({ errors, fields }: { errors: Violations; fields: readonly string[] }) {
  return Object.entries(errors)
    .filter(([k]) => !fields.includes(k))
    .map(([k, m]) => (
      <Alert key={k} color="red" variant="light" data-testid="nfe-acao-erro">
        {m}
      </Alert>
    ));
}

/** A justification of 15 to `max` characters with its counter (as the API measures it). */
export function Justificativa({ id, label, counter, value, onChange, error, max, minRows = 3 }: { id: string; label: string; counter: string; value: string; onChange(v: string): void; error?: string | null; max: number; minRows?: number }) {
  const n = measured(value);
  return (
    <Textarea
      id={id}
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      autosize
      minRows={minRows}
      maxLength={max}
      error={error}
      description={<span data-testid={`${id}-contador`} style={{ color: n > 0 && n < 15 ? 'var(--mantine-color-red-6)' : undefined }}>{counter}</span>}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
