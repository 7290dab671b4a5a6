import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { renderAt } from '@/test/utils';
import { useCountedConfirm } from './ConfirmDeleteModal';

/** A button acting on many records, as the screens use the hook: the count comes from `preview` (the API's dry run). */
function Bulk({ count, ran }: { count: number; ran: string[] }) {
  const ask = useCountedConfirm<string>({
    preview: async () => ({ count, message: count ? `Serão geradas ${count} guia(s).` : 'Nenhuma guia a gerar.' }),
    run: (arg, done) => {
      ran.push(arg);
      done();
    },
    title: 'Gerar guias',
    confirmLabel: 'Gerar',
    pending: false,
    onError: () => undefined,
  });
  return (
    <>
      <Button onClick={() => ask.ask('todas')}>Gerar guias</Button>
      {ask.modal}
    </>
  );
}

describe('useCountedConfirm', () => {
  it('pergunta com a contagem; cancelar não faz nada, confirmar faz uma vez', async () => {
    const ran: string[] = [];
    const user = userEvent.setup();
    renderAt(<Bulk count={3} ran={ran} />);
    await user.click(screen.getByRole('button', { name: 'Gerar guias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar guias' });
    expect(within(dialog).getByTestId('confirm-message').textContent).toBe('Serão geradas 3 guia(s).');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ran).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Gerar guias' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Gerar' }));
    expect(ran).toEqual(['todas']);
  });

  it('sem nada a fazer, diz isso e o botão fica desligado', async () => {
    const ran: string[] = [];
    const user = userEvent.setup();
    renderAt(<Bulk count={0} ran={ran} />);
    await user.click(screen.getByRole('button', { name: 'Gerar guias' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-message').textContent).toBe('Nenhuma guia a gerar.');
    expect((within(dialog).getByRole('button', { name: 'Gerar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
