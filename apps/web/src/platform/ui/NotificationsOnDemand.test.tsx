import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { renderAt } from '@/test/utils';

describe('NotificationsOnDemand', () => {
  it('mounts no host until a notification is shown, then shows it (and the next ones)', async () => {
    renderAt(<div>tela</div>);
    expect(await screen.findByText('tela')).toBeTruthy();
    expect(document.querySelector('.app-notifications')).toBeNull();
    act(() => notifications.show({ message: 'Pedido salvo' }));
    expect(await screen.findByText('Pedido salvo')).toBeTruthy();
    expect(document.querySelector('.app-notifications')).not.toBeNull();
    act(() => notifications.show({ message: 'Orçamento finalizado' }));
    expect(await screen.findByText('Orçamento finalizado')).toBeTruthy();
  });
});
