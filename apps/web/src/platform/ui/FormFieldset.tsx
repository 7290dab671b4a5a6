import type { ReactNode } from 'react';
import classes from './FormFieldset.module.css';

/**
 * The fields of a record form, locked as a whole when the record may only be read (`disabled`): the browser
 * refuses edits to every control inside, and the values stay legible rather than greyed out.
 */
export function FormFieldset({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={disabled} className={classes.fieldset}>
      {children}
    </fieldset>
  );
}
