import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ApiError } from '../api/errors';
import { renderAt } from '../../test/utils';
import { applyApiErrors } from './form';

/** A form as applyApiErrors sees it: its values and the errors it was given. */
function fakeForm(values: Record<string, unknown>) {
  const given: Record<string, string>[] = [];
  return { given, form: { getValues: () => values, setErrors: (e: Record<string, string>) => given.push(e) } };
}

describe('applyApiErrors: an error shows once', () => {
  it('violations go on their fields, the others come back as the general message, and nothing is notified', async () => {
    renderAt(<div />);
    const { form, given } = fakeForm({ name: '', qty: '' });
    const error = new ApiError({ status: 422, description: 'Unprocessable', violations: { name: 'Este campo é obrigatório', other: 'Outro problema' } });
    let general: string | null = null;
    act(() => {
      general = applyApiErrors(form, error);
    });
    expect(given).toEqual([{ name: 'Este campo é obrigatório' }]);
    expect(general).toBe('Outro problema');
    expect(screen.queryByText('Outro problema')).toBeNull();
  });

  it('an error without violations is the red notification only (no inline message)', async () => {
    renderAt(<div />);
    const { form, given } = fakeForm({ name: '' });
    let general: string | null = 'x';
    act(() => {
      general = applyApiErrors(form, new ApiError({ status: 409, description: 'O registro mudou desde que foi aberto' }));
    });
    expect(general).toBeNull();
    expect(given).toEqual([]);
    expect(await screen.findAllByText('O registro mudou desde que foi aberto')).toHaveLength(1);
  });
});
