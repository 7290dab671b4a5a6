import { useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Loader, Modal, NumberInput, Paper, Radio, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconFileDownload, IconFileInvoice, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StNfe, maskAccessKey, maskDocument } from '@backoffice/domain';
import { api } from '@/platform/api';
import { fetchBlob, saveBlob } from '@/platform/api/client';
import { isApiError, type Violations } from '@/platform/api/errors';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { ConfirmModal } from '@/platform/ui/ConfirmDeleteModal';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { orderInvoicesKey } from './orcamentos.api';

/** One item of POST /pedido_vendas/{id}/faturar/previa. */
interface ItemPrevia {
  IdItem: number;
  cProd: string;
  xProd: string;
  NCM: string;
  CFOP: string;
  uCom: string;
  qCom: string;
  vUnCom: string;
  vProd: string;
  vBC: string;
  vICMS: string;
  vST: string;
  vIPI: string;
  vPIS: string;
  vCOFINS: string;
  vICMSUFDest: string;
}

const TOTAIS = ['vProd', 'vDesc', 'vFrete', 'vBC', 'vICMS', 'vST', 'vIPI', 'vPIS', 'vCOFINS', 'vICMSUFDest', 'vNF'] as const;
const TAXES = ['vBC', 'vICMS', 'vST', 'vIPI', 'vPIS', 'vCOFINS', 'vICMSUFDest'] as const;

interface Previa {
  CodPedido: number;
  serie: number;
  nNF: number;
  tpAmb: '1' | '2';
  destinatario: { documento: string; xNome: string; UF: string };
  itens: ItemPrevia[];
  totais: Record<(typeof TOTAIS)[number], string>;
  duplicatas: { nDup: string; dVenc: string; vDup: string }[];
}

interface NfeEmitida {
  IdNfe: number;
  NrNota: number;
  NrSerie: number;
  NrChave: string;
  StNfe: string;
}

type Step = 'choose' | 'preview' | 'confirm' | 'done';

async function download(path: string, accept: string, name: string) {
  try {
    saveBlob(await fetchBlob(path, {}, accept), name);
  } catch (error) {
    notifyError(error);
  }
}

/** '1,5' or 1.5 as the API's decimal ('1.500'). */
const qt = (v: string | number) => (typeof v === 'number' ? v.toFixed(3) : v.replace(/\./g, '').replace(',', '.'));

/**
 * A refusal shown where it belongs: the item quantities on their row, the rest above — an item's with its code
 * (item – message), the order's alone (its field's name, StatusPedido, says nothing to the user).
 */
function Refusal({ violations, items }: { violations: Violations; items: ItemPrevia[] }) {
  const entries = Object.entries(violations).filter(([k]) => !/^itens\.\d+\.Qt$/.test(k));
  if (!entries.length) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={16} />} data-testid="faturar-erro">
      {entries.map(([field, message]) => {
        const item = /^itens\.(\d+)/.exec(field);
        const code = item ? items[Number(item[1])]?.cProd : undefined;
        return (
          <Text size="sm" key={field}>
            {code && <b>{code}: </b>}
            {message}
          </Text>
        );
      })}
    </Alert>
  );
}

/**
 * "Faturar" of an order: the whole order (what is left) or items and quantities (default what is left of each),
 * the preview with each item's taxes and the totals, a confirmation naming the number and series, and the
 * result with its key and files.
 */
export function FaturarDialog({ codPedido, onClose }: { codPedido: number; onClose(): void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('choose');
  const [mode, setMode] = useState<'whole' | 'partial'>('whole');
  const [left, setLeft] = useState<ItemPrevia[] | null>(null);
  const [chosen, setChosen] = useState<Record<number, { on: boolean; qt: string | number }>>({});
  const [violations, setViolations] = useState<Violations>({});
  const [previa, setPrevia] = useState<Previa | null>(null);
  const [nfe, setNfe] = useState<NfeEmitida | null>(null);

  const body = () =>
    mode === 'whole'
      ? {}
      : { itens: (left ?? []).filter((i) => chosen[i.IdItem]?.on && chosen[i.IdItem].qt !== '').map((i) => ({ IdItem: i.IdItem, Qt: qt(chosen[i.IdItem].qt) })) };
  const refused = (error: unknown) => {
    if (isApiError(error) && error.hasViolations) setViolations(error.violations);
    else notifyError(error);
  };

  // What is left of each item: the preview of the whole order.
  const loadLeft = useMutation({
    mutationFn: () => api.post<Previa>(`/pedido_vendas/${codPedido}/faturar/previa`, {}),
    meta: { silent: true },
    onSuccess: (p) => {
      setLeft(p.itens);
      setChosen(Object.fromEntries(p.itens.map((i) => [i.IdItem, { on: true, qt: Number(i.qCom) }])));
    },
    onError: refused,
  });
  const { mutate: load } = loadLeft;
  useEffect(() => load(), [load]);

  const preview = useMutation({
    mutationFn: () => api.post<Previa>(`/pedido_vendas/${codPedido}/faturar/previa`, body()),
    meta: { silent: true },
    onSuccess: (p) => {
      setViolations({});
      setPrevia(p);
      setStep('preview');
    },
    onError: refused,
  });
  const emit = useMutation({
    mutationFn: () => api.post<NfeEmitida>(`/pedido_vendas/${codPedido}/faturar`, body()),
    meta: { silent: true },
    onSuccess: (n) => {
      setNfe(n);
      setStep('done');
      notifySuccess(t('faturar.issued', { numero: n.NrNota, serie: n.NrSerie }));
      void queryClient.invalidateQueries({ queryKey: ['list', '/nfe_emitidas'] });
      void queryClient.invalidateQueries({ queryKey: orderInvoicesKey(codPedido) });
    },
    onError: (e) => {
      setStep('preview');
      refused(e);
    },
  });

  const partialEmpty = mode === 'partial' && !(body().itens ?? []).length;
  const itemsForErrors = mode === 'whole' ? (left ?? []) : (left ?? []).filter((i) => chosen[i.IdItem]?.on && chosen[i.IdItem].qt !== '');
  const qtError = (id: number) => {
    const index = itemsForErrors.findIndex((i) => i.IdItem === id);
    return index >= 0 ? violations[`itens.${index}.Qt`] : undefined;
  };

  return (
    <>
      <Modal opened={step !== 'confirm'} onClose={onClose} title={t('faturar.title', { id: codPedido })} size={1100} data-testid="faturar-dialog">
        {step === 'choose' && (
          <Stack>
            <Refusal violations={violations} items={itemsForErrors} />
            {loadLeft.isPending && <Loader size="sm" />}
            {left && (
              <>
                <Radio.Group label={t('faturar.mode')} value={mode} onChange={(v) => setMode(v as 'whole' | 'partial')}>
                  <Stack gap={6} mt={4}>
                    <Radio value="whole" label={t('faturar.whole')} data-testid="faturar-inteiro" />
                    <Radio value="partial" label={t('faturar.partial')} data-testid="faturar-parcial" />
                  </Stack>
                </Radio.Group>
                {mode === 'partial' && (
                  <Stack gap={6} data-testid="faturar-itens">
                    {left.map((i) => (
                      <Paper key={i.IdItem} withBorder radius="sm" p="xs">
                        <Group gap="sm" wrap="wrap" align="center">
                          <Checkbox
                            aria-label={t('faturar.include', { item: i.cProd })}
                            checked={chosen[i.IdItem]?.on ?? false}
                            onChange={(e) => setChosen({ ...chosen, [i.IdItem]: { ...chosen[i.IdItem], on: e.currentTarget.checked } })}
                          />
                          <Stack gap={0} style={{ flex: '1 1 180px', minWidth: 0 }}>
                            <Text size="sm" fw={500}>
                              {i.cProd} – {i.xProd}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {t('faturar.left')}: {fmt.number(i.qCom, 3)} {i.uCom}
                            </Text>
                          </Stack>
                          <NumberInput
                            aria-label={`${t('faturar.quantity')} ${i.cProd}`}
                            data-testid={`faturar-qt-${i.IdItem}`}
                            disabled={!chosen[i.IdItem]?.on}
                            value={chosen[i.IdItem]?.qt ?? ''}
                            onChange={(v) => setChosen({ ...chosen, [i.IdItem]: { ...chosen[i.IdItem], qt: v } })}
                            decimalSeparator=","
                            thousandSeparator="."
                            decimalScale={3}
                            min={0}
                            hideControls
                            w={150}
                            error={qtError(i.IdItem)}
                          />
                        </Group>
                      </Paper>
                    ))}
                  </Stack>
                )}
                {partialEmpty && (
                  <Text size="sm" c="red">
                    {t('faturar.nothingChosen')}
                  </Text>
                )}
              </>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => preview.mutate()} loading={preview.isPending} disabled={!left || partialEmpty}>
                {t('faturar.preview')}
              </Button>
            </Group>
          </Stack>
        )}
        {step === 'preview' && previa && (
          <Stack>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>{t('faturar.previewTitle', { numero: previa.nNF, serie: previa.serie })}</Text>
              <Badge color={previa.tpAmb === '1' ? 'green' : 'gray'} variant="light" tt="none">
                {t(previa.tpAmb === '1' ? 'faturar.producao' : 'faturar.homologacao')}
              </Badge>
            </Group>
            <Text size="sm">
              {t('faturar.recipient')}: <b>{previa.destinatario.xNome}</b> – {maskDocument(previa.destinatario.documento)} – {previa.destinatario.UF}
            </Text>
            <Refusal violations={violations} items={previa.itens} />
            <Table.ScrollContainer minWidth={1000} visibleFrom="sm">
              <Table withTableBorder striped fz="xs" data-testid="faturar-previa-itens">
                <Table.Thead>
                  <Table.Tr>
                    {(['cProd', 'xProd', 'NCM', 'CFOP', 'qCom', 'vUnCom', 'vProd', ...TAXES] as const).map((c) => (
                      <Table.Th key={c} ta={c === 'cProd' || c === 'xProd' ? undefined : 'right'}>
                        {t(`faturar.cols.${c}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {previa.itens.map((i) => (
                    <Table.Tr key={i.IdItem}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{i.cProd}</Table.Td>
                      <Table.Td maw={220}>{i.xProd}</Table.Td>
                      <Table.Td ta="right">{i.NCM}</Table.Td>
                      <Table.Td ta="right">{i.CFOP}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {fmt.number(i.qCom, 3)} {i.uCom}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {fmt.money(i.vUnCom)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {fmt.money(i.vProd)}
                      </Table.Td>
                      {TAXES.map((c) => (
                        <Table.Td key={c} ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {fmt.money(i[c])}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack gap={6} hiddenFrom="sm">
              {previa.itens.map((i) => (
                <Paper key={i.IdItem} withBorder radius="sm" p="xs">
                  <Text size="sm" fw={600}>
                    {i.cProd} – {i.xProd}
                  </Text>
                  <Text size="xs" c="dimmed">
                    NCM {i.NCM} · CFOP {i.CFOP} · {fmt.number(i.qCom, 3)} {i.uCom} × {fmt.money(i.vUnCom)}
                  </Text>
                  <SimpleGrid cols={2} spacing={4} verticalSpacing={2} mt={4}>
                    {(['vProd', ...TAXES] as const).map((c) => (
                      <Text key={c} size="xs">
                        {t(`faturar.cols.${c}`)}: <b>{fmt.money(i[c])}</b>
                      </Text>
                    ))}
                  </SimpleGrid>
                </Paper>
              ))}
            </Stack>
            <Text fw={600} size="sm">
              {t('faturar.totalsTitle')}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={6} data-testid="faturar-totais">
              {TOTAIS.map((k) => (
                <Stack key={k} gap={0}>
                  <Text size="xs" c="dimmed">
                    {t(`faturar.totals.${k}`)}
                  </Text>
                  <Text size="sm" fw={k === 'vNF' ? 700 : 500} data-testid={`faturar-total-${k}`}>
                    {fmt.money(previa.totais[k])}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            {previa.duplicatas.length > 0 && (
              <Text size="sm">
                {t('faturar.installments')}: {previa.duplicatas.map((d) => `${d.nDup} – ${fmt.date(d.dVenc)} – ${fmt.money(d.vDup)}`).join(' · ')}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('faturar.previewNote')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('choose')}>
                {t('faturar.back')}
              </Button>
              <Button leftSection={<IconFileInvoice size={16} />} onClick={() => setStep('confirm')}>
                {t('faturar.emit')}
              </Button>
            </Group>
          </Stack>
        )}
        {step === 'done' && nfe && (
          <Stack data-testid="faturar-resultado">
            <Text fw={600}>{t('faturar.resultTitle')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('faturar.number')}
                </Text>
                <Text fw={600}>
                  {nfe.NrNota} / {nfe.NrSerie}
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('faturar.state')}
                </Text>
                <Badge color={StNfe.color(nfe.StNfe)} variant="light" tt="none">
                  {StNfe.label(nfe.StNfe, locale)}
                </Badge>
              </Stack>
            </SimpleGrid>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('faturar.key')}
              </Text>
              <Text ff="monospace" size="sm" data-testid="faturar-chave" style={{ wordBreak: 'break-word' }}>
                {maskAccessKey(nfe.NrChave)}
              </Text>
            </Stack>
            <Group gap="md">
              <Anchor component="button" type="button" onClick={() => void download(`/nfe_emitidas/${nfe.IdNfe}/xml`, 'application/xml', `${nfe.NrChave}-nfe.xml`)}>
                <Group gap={4}>
                  <IconFileDownload size={16} />
                  {t('faturar.xml')}
                </Group>
              </Anchor>
              <Anchor component="button" type="button" onClick={() => void download(`/nfe_emitidas/${nfe.IdNfe}/danfe`, 'application/pdf', `${nfe.NrChave}-danfe.pdf`)}>
                <Group gap={4}>
                  <IconFileTypePdf size={16} />
                  {t('faturar.danfe')}
                </Group>
              </Anchor>
            </Group>
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('faturar.close')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <ConfirmModal
        opened={step === 'confirm'}
        title={t('faturar.confirmTitle', { numero: previa?.nNF ?? '', serie: previa?.serie ?? '' })}
        message={t('faturar.confirmMessage')}
        confirmLabel={t('faturar.emit')}
        color="blue"
        pending={emit.isPending}
        onCancel={() => setStep('preview')}
        onConfirm={() => emit.mutate()}
      />
    </>
  );
}
