import type { ChangeEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { maskDocument } from '@backoffice/domain';
import { documentErrorWhileTyping } from './validators';

/**
 * Props of a CPF/CNPJ input bound to a form's `document` field: the value is masked as it is typed
 * (000.000.000-00 or 00.000.000/0000-00), and a complete but wrong document shows its error at once.
 */
export function documentInputProps<Values extends { document: string }>(form: UseFormReturnType<Values>) {
  return {
    ...form.getInputProps('document'),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const masked = maskDocument(event.currentTarget.value);
      form.setFieldValue('document', masked as never);
      const error = documentErrorWhileTyping(masked);
      if (error) form.setFieldError('document', error);
    },
  };
}
