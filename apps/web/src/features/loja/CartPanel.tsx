import { useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Divider, Group, NumberInput, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconSend, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShopOrderAnswer, ShopOrderPayload } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { isApiError } from '@/platform/api/errors';
import { useFormat } from '@/platform/i18n/format';
import { applyApiErrors, focusFirstInvalid } from '@/platform/ui/form';
import { notifyError } from '@/platform/ui/notify';
import { AnonymousClientFields, anonymousPayload, EMPTY_ANONYMOUS, validateAnonymous, type AnonymousValues } from '@/features/clients/anonymous/AnonymousClientFields';
import { cart, cartTotal, useCart, type CartLine } from './cart';

const orderPayload = (values: AnonymousValues, lines: CartLine[], note: string): ShopOrderPayload => ({
  cliente: anonymousPayload(values),
  itens: lines.map((l) => ({ CdChamada: l.CdChamada, QtPedida: String(l.QtPedida) })),
  DsObservacao: note.trim() || null,
});

/** The cart: its lines, the visitor's data (the anonymous form's rules) and "send order", which opens a quote. */
export function CartPanel() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const lines = useCart();
  const formRef = useRef<HTMLFormElement>(null);
  const [note, setNote] = useState('');
  const [general, setGeneral] = useState<string | null>(null);
  const [sent, setSent] = useState<ShopOrderAnswer | null>(null);
  const form = useForm<AnonymousValues>({ mode: 'controlled', initialValues: EMPTY_ANONYMOUS, validate: validateAnonymous, validateInputOnBlur: true });
  const send = useMutation({
    mutationFn: (values: AnonymousValues) => api.post<ShopOrderAnswer>('/shop/pedidos', orderPayload(values, lines, note)),
    meta: { silent: true },
    onSuccess: (answer) => {
      setGeneral(null);
      setSent(answer);
      cart.clear();
      form.reset();
      setNote('');
    },
    onError: (error) => {
      // The client's violations come as cliente.<field>: the form's fields have no prefix.
      const paths = isApiError(error) ? Object.keys(error.violations) : [];
      const aliases = Object.fromEntries(paths.filter((path) => path.startsWith('cliente.')).map((path) => [path, path.slice('cliente.'.length)]));
      setGeneral(applyApiErrors(form, error, aliases));
      if (!isApiError(error) || !error.hasViolations) notifyError(error);
      focusFirstInvalid(formRef.current);
    },
  });

  if (sent) {
    return (
      <Stack align="center" gap="md" role="status" data-testid="shop-order-sent">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Text ta="center" fw={600}>
          {t('shop.sent', { number: sent.CodPedido })}
        </Text>
        <Text ta="center" size="sm" c="dimmed">
          {t('shop.sentDetail', { total: fmt.money(sent.VlTotal) })}
        </Text>
        <Button variant="light" onClick={() => setSent(null)}>
          {t('shop.continue')}
        </Button>
      </Stack>
    );
  }
  if (!lines.length) return <Text c="dimmed">{t('shop.cartEmpty')}</Text>;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        (values) => send.mutate(values),
        () => focusFirstInvalid(formRef.current),
      )}
    >
      <Stack gap="md">
        {lines.map((line) => (
          <Group key={line.CdChamada} justify="space-between" wrap="nowrap" data-testid="cart-line">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {line.NmProduto}
              </Text>
              <Text size="xs" c="dimmed">
                {line.CdChamada} · {fmt.money(line.VlPreco)} / {line.CdSigla}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <NumberInput
                aria-label={t('shop.quantityOf', { name: line.NmProduto })}
                min={1}
                max={9999}
                allowDecimal={false}
                value={line.QtPedida}
                onChange={(v) => cart.setQuantity(line.CdChamada, Math.max(1, Number(v) || 1))}
                w={80}
                size="xs"
              />
              <ActionIcon variant="subtle" color="red" aria-label={t('shop.remove', { name: line.NmProduto })} onClick={() => cart.setQuantity(line.CdChamada, 0)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        <Group justify="space-between">
          <Text fw={600}>{t('shop.cartTotal')}</Text>
          <Text fw={800} c="brand" data-testid="cart-total">
            {fmt.money(cartTotal(lines))}
          </Text>
        </Group>
        <Divider label={t('shop.yourData')} labelPosition="left" />
        {general && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {general}
          </Alert>
        )}
        <AnonymousClientFields form={form} />
        <Textarea label={t('shop.note')} value={note} onChange={(event) => setNote(event.currentTarget.value)} autosize minRows={2} maxLength={2000} />
        <Button type="submit" size="md" loading={send.isPending} leftSection={<IconSend size={18} />}>
          {t('shop.send')}
        </Button>
      </Stack>
    </form>
  );
}
