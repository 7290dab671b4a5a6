import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Checkbox, Group, Menu, Modal, Radio, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconBan, IconDots, IconFileDownload, IconFileTypePdf, IconList, IconMail, IconPencil, IconSend, IconX } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DestinoCancelamento, StEventoNfe, maskAccessKey } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';
import { api, membersOf, type HydraCollection } from '@/platform/api';
import { fetchBlob, saveBlob } from '@/platform/api/client';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { useCan } from '@/platform/session/grants';
import { ConfirmModal } from '@/platform/ui/ConfirmDeleteModal';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import type { NfeEmitidaRow } from './nfe-emitidas.list';
import { Justificativa, OtherErrors, measured, useAskedPost, violationsOf } from './nfe-acao';
import { InutilizarDialog } from './InutilizarDialog';

type Dialog = 'email' | 'transmitir' | 'inutilizar' | 'cancelar' | 'cce' | 'devolucao' | 'eventos' | null;

/** The file of an issued invoice or of an event, saved under the name the API gives. */
export async function baixar(path: string, accept: string, name: string): Promise<void> {
  try {
    saveBlob(await fetchBlob(path, {}, accept), name);
  } catch (error) {
    notifyError(error);
  }
}

/** The last cell of an issued invoice: why it was rejected or could not be sent, and its actions. */
export function NfeEmitidaActions({ row }: { row: NfeEmitidaRow }) {
  const { t } = useTranslation();
  const can = useCan();
  const [dialog, setDialog] = useState<Dialog>(null);
  const numero = String(row.NrNota);
  const close = () => setDialog(null);
  const vigente = !['rejeitada', 'denegada', 'cancelada', 'inutilizada'].includes(row.StNfe);
  const trouble = row.StNfe === 'rejeitada' && row.CdStatus ? `${row.CdStatus} – ${row.DsMotivo ?? ''}` : row.DsErroTransmissao;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {row.FinNfe === '4' && (
        <Badge color="grape" variant="light" size="sm" tt="none" style={{ flexShrink: 0, minWidth: 'max-content' }} data-testid="nfe-emitida-devolucao">
          {t('nfeEmitidas.devolucao')}
        </Badge>
      )}
      {row.TpAmbiente === '2' && (
        <Badge color="gray" variant="outline" size="sm" tt="none" style={{ flexShrink: 0, minWidth: 'max-content' }}>
          {t('nfeEmitidas.homologacao')}
        </Badge>
      )}
      {trouble && (
        <Tooltip label={trouble} multiline w={320} withArrow>
          <Text size="xs" c={row.StNfe === 'rejeitada' ? 'red' : 'orange'} lineClamp={2} maw={220} data-testid="nfe-emitida-motivo">
            <IconAlertTriangle size={12} style={{ verticalAlign: 'middle' }} /> {trouble}
            {row.DsErroTransmissao && row.NrTentativas > 0 ? ` (${t('nfeEmitidas.attempts', { count: row.NrTentativas })})` : ''}
          </Text>
        </Tooltip>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('nfeEmitidas.actions', { numero })} data-testid="nfe-emitida-acoes">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileDownload size={16} />} data-testid="nfe-acao-xml" onClick={() => void baixar(`/nfe_emitidas/${row.IdNfe}/xml`, 'application/xml', `${row.NrChave}-nfe.xml`)}>
            {t('nfeEmitidas.xml')}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileTypePdf size={16} />} data-testid="nfe-acao-danfe" onClick={() => void baixar(`/nfe_emitidas/${row.IdNfe}/danfe`, 'application/pdf', `${row.NrChave}-danfe.pdf`)}>
            {t('nfeEmitidas.danfe')}
          </Menu.Item>
          <Menu.Item leftSection={<IconList size={16} />} data-testid="nfe-acao-eventos" onClick={() => setDialog('eventos')}>
            {t('nfeEmitidas.eventos')}
          </Menu.Item>
          {can('xmls', 'read') && !['rejeitada', 'denegada', 'inutilizada'].includes(row.StNfe) && (
            <Menu.Item leftSection={<IconMail size={16} />} data-testid="nfe-acao-email" onClick={() => setDialog('email')}>
              {t('nfeEmitidas.email')}
            </Menu.Item>
          )}
          {can('faturamento', 'update') && row.StNfe === 'rejeitada' && (
            <Menu.Item leftSection={<IconSend size={16} />} data-testid="nfe-acao-transmitir" onClick={() => setDialog('transmitir')}>
              {t('nfeEmitidas.transmitir')}
            </Menu.Item>
          )}
          {/* A rejected invoice the company gives up: its number is voided (SEFAZ never took it), the order invoiced anew. */}
          {can('faturamento', 'update') && row.StNfe === 'rejeitada' && (
            <Menu.Item leftSection={<IconBan size={16} />} data-testid="nfe-acao-inutilizar" onClick={() => setDialog('inutilizar')}>
              {t('nfeEmitidas.inutilizarNumero')}
            </Menu.Item>
          )}
          {can('faturamento', 'update') && vigente && (
            <Menu.Item leftSection={<IconPencil size={16} />} data-testid="nfe-acao-cce" onClick={() => setDialog('cce')}>
              {t('nfeEmitidas.cce')}
            </Menu.Item>
          )}
          {can('devolucoes', 'update') && vigente && row.FinNfe === '1' && (
            <Menu.Item leftSection={<IconArrowBackUp size={16} />} data-testid="nfe-acao-devolucao" onClick={() => setDialog('devolucao')}>
              {t('nfeEmitidas.devolucao')}
            </Menu.Item>
          )}
          {can('cancelamentos', 'update') && vigente && (
            <Menu.Item color="red" leftSection={<IconX size={16} />} data-testid="nfe-acao-cancelar" onClick={() => setDialog('cancelar')}>
              {t('nfeEmitidas.cancelar')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {dialog === 'email' && <EmailDialog row={row} onClose={close} />}
      {dialog === 'transmitir' && <TransmitirDialog row={row} onClose={close} />}
      {dialog === 'inutilizar' && <InutilizarDialog onClose={close} initial={{ serie: row.NrSerie, numero: row.NrNota }} />}
      {dialog === 'cancelar' && <CancelarDialog row={row} onClose={close} />}
      {dialog === 'cce' && <CceDialog row={row} onClose={close} />}
      {dialog === 'devolucao' && <DevolucaoDialog row={row} onClose={close} />}
      {dialog === 'eventos' && <EventosDialog row={row} onClose={close} />}
    </Group>
  );
}

interface DialogProps {
  row: NfeEmitidaRow;
  onClose(): void;
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** E-mail the invoice (XML and DANFE, a background job): to whom, the client's e-mail by default. */
function EmailDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation();
  const [to, setTo] = useState(row.DsEmailCliente ?? '');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = to.split(/[,;\s]+/).filter(Boolean);
  const send = useMutation({
    mutationFn: () => api.post<{ para?: string[] }>(`/nfe_emitidas/${row.IdNfe}/email`, list.length ? { para: list } : {}),
    meta: { silent: true },
    onSuccess: (answer) => {
      notifySuccess(t('nfeEmitidas.emailDialog.queued', { to: (answer.para ?? list).join(', ') || t('nfeEmitidas.emailDialog.client') }));
      onClose();
    },
    onError: (e) => {
      setConfirming(false);
      const v = violationsOf(e);
      setError(v.para ?? Object.values(v)[0] ?? null);
    },
  });
  const ask = () => {
    const bad = list.find((e) => !EMAIL.test(e));
    if (bad) return setError(t('nfeEmitidas.emailDialog.invalid', { email: bad }));
    setError(null);
    setConfirming(true);
  };
  return (
    <>
      <Modal opened={!confirming} onClose={onClose} title={t('nfeEmitidas.emailDialog.title', { numero: row.NrNota })}>
        <Stack>
          <TextInput id="nfe-email-para" label={t('nfeEmitidas.emailDialog.to')} description={t('nfeEmitidas.emailDialog.toHint')} value={to} onChange={(e) => { setTo(e.currentTarget.value); setError(null); }} error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button leftSection={<IconMail size={16} />} onClick={ask}>
              {t('nfeEmitidas.emailDialog.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={confirming}
        title={t('nfeEmitidas.emailDialog.title', { numero: row.NrNota })}
        message={t('nfeEmitidas.emailDialog.message', { to: list.join(', ') || t('nfeEmitidas.emailDialog.client') })}
        confirmLabel={t('nfeEmitidas.emailDialog.send')}
        color="blue"
        pending={send.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => send.mutate()}
      />
    </>
  );
}

/** Send a rejected invoice again (built again from the order, same number). */
function TransmitirDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { errors, mutation: send } = useAskedPost(`/nfe_emitidas/${row.IdNfe}/transmitir`, t('nfeEmitidas.transmitirDialog.done', { numero: row.NrNota }), onClose);
  return (
    <ConfirmModal
      opened
      title={t('nfeEmitidas.transmitirDialog.title', { numero: row.NrNota })}
      message={
        <>
          {t('nfeEmitidas.transmitirDialog.message')}
          {Object.values(errors).map((m) => (
            <span key={m} style={{ display: 'block', color: 'var(--mantine-color-red-6)' }}>
              {m}
            </span>
          ))}
        </>
      }
      confirmLabel={t('nfeEmitidas.transmitir')}
      color="blue"
      pending={send.isPending}
      onCancel={onClose}
      onConfirm={() => send.mutate({})}
    />
  );
}

/** Cancel an invoice: the justification, what happens to the order, then a confirmation saying so. */
function CancelarDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [destino, setDestino] = useState<DestinoCancelamento>('reabrir');
  return (
    <AskedTextDialog
      path={`/nfe_emitidas/${row.IdNfe}/cancelar`}
      done={t('nfeEmitidas.cancelDialog.done', { numero: row.NrNota })}
      onClose={onClose}
      title={t('nfeEmitidas.cancelDialog.title', { numero: row.NrNota })}
      id="nfe-cancelar-xjust"
      field="xJust"
      label={t('nfeEmitidas.cancelDialog.justification')}
      counter={(count) => t('nfeEmitidas.cancelDialog.counter', { count })}
      max={255}
      tooShort="nfe_xjust_length"
      otherFields={['destino']}
      submit={t('nfeEmitidas.cancelDialog.submit')}
      submitColor="red"
      confirmTitle={t('nfeEmitidas.cancelDialog.confirmTitle', { numero: row.NrNota })}
      confirmMessage={t(destino === 'reabrir' ? 'nfeEmitidas.cancelDialog.confirmReabrir' : 'nfeEmitidas.cancelDialog.confirmCancelar', { pedido: row.CodPedido })}
      body={(xJust) => ({ xJust, destino })}
    >
      {(errors) => (
        <Radio.Group label={t('nfeEmitidas.cancelDialog.destino')} value={destino} onChange={(v) => setDestino(v as DestinoCancelamento)} error={errors.destino}>
          <Stack gap={6} mt={4}>
            {DestinoCancelamento.values.map((d) => (
              <Radio key={d} value={d} label={DestinoCancelamento.label(d, locale)} data-testid={`nfe-cancelar-${d}`} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </AskedTextDialog>
  );
}

/** A correction letter: the text (15 to 1,000 characters) and the legal conditions of use it carries. */
function CceDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <AskedTextDialog
      path={`/nfe_emitidas/${row.IdNfe}/cce`}
      done={t('nfeEmitidas.cceDialog.done')}
      onClose={onClose}
      title={t('nfeEmitidas.cceDialog.title', { numero: row.NrNota })}
      size="lg"
      id="nfe-cce-texto"
      field="xCorrecao"
      label={t('nfeEmitidas.cceDialog.text')}
      counter={(count) => t('nfeEmitidas.cceDialog.counter', { count })}
      max={1000}
      minRows={4}
      tooShort="nfe_xcorrecao_length"
      submit={t('nfeEmitidas.cceDialog.submit')}
      confirmTitle={t('nfeEmitidas.cceDialog.confirmTitle')}
      confirmMessage={t('nfeEmitidas.cceDialog.confirmMessage')}
      confirmColor="blue"
      body={(xCorrecao) => ({ xCorrecao })}
    >
      {() => (
        <Alert variant="light" color="gray" title={t('nfeEmitidas.cceDialog.conditions')} data-testid="nfe-cce-condicoes">
          <Text size="xs">{t('nfeEmitidas.cceDialog.conditionsText')}</Text>
        </Alert>
      )}
    </AskedTextDialog>
  );
}

/**
 * An event of an invoice that carries a free text of 15 to `max` characters (cancellation, correction letter): the
 * text with its counter, what the event adds (`children`), a question before sending, then the POST.
 */
function AskedTextDialog(props: {
  path: string;
  done: string;
  onClose(): void;
  title: string;
  size?: string;
  id: string;
  field: string;
  label: string;
  counter(count: number): string;
  max: number;
  minRows?: number;
  tooShort: Parameters<typeof translateMessage>[0];
  otherFields?: string[];
  submit: string;
  submitColor?: string;
  confirmTitle: string;
  confirmMessage: string;
  confirmColor?: string;
  body(text: string): unknown;
  children(errors: Record<string, string>): React.ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [text, setText] = useState('');
  const { errors, confirming, setConfirming, ask, clear, mutation } = useAskedPost(props.path, props.done, props.onClose);
  return (
    <>
      <Modal opened={!confirming} onClose={props.onClose} title={props.title} size={props.size}>
        <Stack>
          <OtherErrors errors={errors} fields={[props.field, ...(props.otherFields ?? [])]} />
          <Justificativa
            id={props.id}
            label={props.label}
            counter={props.counter(measured(text))}
            value={text}
            onChange={(v) => {
              setText(v);
              clear(props.field);
            }}
            error={errors[props.field]}
            max={props.max}
            minRows={props.minRows}
          />
          {props.children(errors)}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button color={props.submitColor} onClick={() => ask(measured(text) < 15 ? { [props.field]: translateMessage(props.tooShort, locale) } : {})}>
              {props.submit}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={confirming}
        title={props.confirmTitle}
        message={props.confirmMessage}
        confirmLabel={props.submit}
        color={props.confirmColor}
        pending={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => mutation.mutate(props.body(text))}
      />
    </>
  );
}

interface ItemNfe {
  NrItem: number;
  IdPedidoVendaItem: number;
  QtFaturada: string;
  CdChamada: string;
  NmProduto: string;
}

/** A return NF-e: the whole invoice, or the items and quantities returned. */
function DevolucaoDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const items = useQuery({
    queryKey: ['/nfe_emitidas', row.IdNfe, 'itens'],
    queryFn: ({ signal }) => api.get<HydraCollection<ItemNfe>>(`/nfe_emitidas/${row.IdNfe}/itens`, { signal }).then(membersOf),
  });
  const [whole, setWhole] = useState(true);
  const [qts, setQts] = useState<Record<number, string>>({});
  const chosen = Object.entries(qts)
    .filter(([, q]) => q.trim() !== '' && Number(q.replace(',', '.')) > 0)
    .map(([id, q]) => ({ IdPedidoVendaItem: Number(id), Qt: q.replace(/\./g, '').replace(',', '.') }));
  const { errors, confirming, setConfirming, ask, mutation: send } = useAskedPost(`/nfe_emitidas/${row.IdNfe}/devolucao`, t('nfeEmitidas.devolucaoDialog.done'), onClose);
  return (
    <>
      <Modal opened={!confirming} onClose={onClose} title={t('nfeEmitidas.devolucaoDialog.title', { numero: row.NrNota })} size="lg">
        <Stack>
          <Text size="sm">{t('nfeEmitidas.devolucaoDialog.hint')}</Text>
          <Checkbox label={t('nfeEmitidas.devolucaoDialog.whole')} checked={whole} onChange={(e) => setWhole(e.currentTarget.checked)} data-testid="nfe-devolucao-inteira" />
          <OtherErrors errors={errors} fields={[]} />
          {!whole && (
            <Table.ScrollContainer minWidth={320}>
              <Table withTableBorder data-testid="nfe-devolucao-itens">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('faturar.cols.xProd')}</Table.Th>
                    <Table.Th ta="right">{t('faturar.cols.qCom')}</Table.Th>
                    <Table.Th w={110}>{t('nfeEmitidas.devolucaoDialog.quantity')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(items.data ?? []).map((i) => (
                    <Table.Tr key={i.NrItem}>
                      <Table.Td>
                        {i.CdChamada} – {i.NmProduto}
                      </Table.Td>
                      <Table.Td ta="right">{fmt.number(i.QtFaturada, 3)}</Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={`${t('nfeEmitidas.devolucaoDialog.quantity')} ${i.CdChamada}`}
                          value={qts[i.IdPedidoVendaItem] ?? ''}
                          onChange={(e) => setQts({ ...qts, [i.IdPedidoVendaItem]: e.currentTarget.value })}
                          inputMode="decimal"
                          error={errors[`itens.${chosen.findIndex((c) => c.IdPedidoVendaItem === i.IdPedidoVendaItem)}.Qt`]}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button leftSection={<IconArrowBackUp size={16} />} disabled={!whole && !chosen.length} onClick={() => ask({})}>
              {t('nfeEmitidas.devolucaoDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={confirming}
        title={t('nfeEmitidas.devolucaoDialog.confirmTitle')}
        message={t('nfeEmitidas.devolucaoDialog.confirmMessage', { chave: maskAccessKey(row.NrChave) })}
        confirmLabel={t('nfeEmitidas.devolucaoDialog.submit')}
        color="blue"
        pending={send.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => send.mutate(whole ? {} : { itens: chosen })}
      />
    </>
  );
}

interface Evento {
  IdEvento: number;
  TpEvento: string;
  NrSeqEvento: number | null;
  DsTexto: string;
  StEvento: string;
  CdStatus: string | null;
  DsMotivo: string | null;
  DtCriacao: string;
}

/** The invoice's events (cancellation, correction letters) with their state and XML. */
function EventosDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const locale = useLocale();
  const eventos = useQuery({
    queryKey: ['/nfe_emitidas', row.IdNfe, 'eventos'],
    queryFn: ({ signal }) => api.get<HydraCollection<Evento>>(`/nfe_emitidas/${row.IdNfe}/eventos`, { signal }).then(membersOf),
  });
  const typeName = (tp: string) => (tp === '110111' || tp === '110110' ? t(`nfeEmitidas.eventosDialog.types.${tp}`) : tp);
  return (
    <Modal opened onClose={onClose} title={t('nfeEmitidas.eventosDialog.title', { numero: row.NrNota })} size="xl">
      {eventos.data && !eventos.data.length ? (
        <Text size="sm" c="dimmed">
          {t('nfeEmitidas.eventosDialog.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder data-testid="nfe-eventos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('nfeEmitidas.eventosDialog.type')}</Table.Th>
                <Table.Th>{t('nfeEmitidas.eventosDialog.seq')}</Table.Th>
                <Table.Th>{t('nfeEmitidas.eventosDialog.text')}</Table.Th>
                <Table.Th>{t('nfeEmitidas.eventosDialog.state')}</Table.Th>
                <Table.Th>{t('nfeEmitidas.eventosDialog.date')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(eventos.data ?? []).map((e) => (
                <Table.Tr key={e.IdEvento}>
                  <Table.Td>{typeName(e.TpEvento)}</Table.Td>
                  <Table.Td>{e.NrSeqEvento}</Table.Td>
                  <Table.Td maw={260}>
                    <Text size="sm" lineClamp={3}>
                      {e.DsTexto}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={StEventoNfe.color(e.StEvento)} variant="light" tt="none">
                      {StEventoNfe.label(e.StEvento, locale)}
                    </Badge>
                    {e.CdStatus && (
                      <Text size="xs" c="dimmed">
                        {e.CdStatus} – {e.DsMotivo}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{fmt.dateTime(e.DtCriacao)}</Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" aria-label={t('nfeEmitidas.eventosDialog.xml', { seq: e.NrSeqEvento ?? e.IdEvento })} onClick={() => void baixar(`/nfe_eventos/${e.IdEvento}/xml`, 'application/xml', `evento-${e.IdEvento}.xml`)}>
                      <IconFileDownload size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
