import { useState, type RefObject } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, focusFirstInvalid } from './form';
import { notifySuccess } from './notify';

export interface SaveFormOptions<Values, Saved> {
  form: UseFormReturnType<Values>;
  formRef: RefObject<HTMLFormElement | null>;
  /** POST or PUT of the values. */
  send(values: Values): Promise<Saved>;
  /** After the success notice: caches, the form's new values or the edit screen. */
  onSaved(saved: Saved): void;
  /** API violation paths mapped to the form's paths. */
  aliases?(values: Values): Record<string, string>;
  /** The general message when the form's own validation fails. */
  fixErrors: string;
}

/**
 * Saving a record form: the 422 violations on their fields (the rest as one general message), the focus on
 * the first invalid field, 'saved' notice on success. Returns the mutation, the submit handler and the
 * general message with its setter.
 */
export function useSaveForm<Values, Saved>({ form, formRef, send, onSaved, aliases, fixErrors }: SaveFormOptions<Values, Saved>) {
  const { t } = useTranslation();
  const [general, setGeneral] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: (saved) => {
      setGeneral(null);
      notifySuccess(t('common.saved'));
      onSaved(saved);
    },
    onError: (error, values) => {
      setGeneral(applyApiErrors(form, error, aliases?.(values)));
      focusFirstInvalid(formRef.current);
    },
  });
  const submit = form.onSubmit(
    (values) => save.mutate(values),
    () => {
      setGeneral(fixErrors);
      focusFirstInvalid(formRef.current);
    },
  );
  return { save, submit, general, setGeneral };
}
