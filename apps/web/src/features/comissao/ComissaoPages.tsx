import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCsv, IconFileTypePdf, IconListCheck, IconReportMoney } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isoDateIn, parseBrazilianNumber, type ConferenciaComissao, type ConferenciaComissaoRow as ConferenceRow } from '@backoffice/domain';
import { ApiError } from '@/platform/api/errors';
import { DateField } from '@/platform/ui/fields/DateField';
import { api, downloadCsv, openPdf } from '@/platform/api/client';
import { useFormat } from '@/platform/i18n/format';
import { useCan } from '@/platform/session/grants';
import { PageHeader } from '@/platform/ui/PageHeader';
import { notifyError, notifySuccess } from '@/platform/ui/notify';

interface ReportLine {
  IdComissaoLancamento: number;
  DtLancamento: string;
  TpLancamento: 'P' | 'L' | 'E' | 'J';
  Representante: string | null;
  CodPedido: number | null;
  Cliente: string | null;
  Produto: string | null;
  VlBase: string;
  PcComissao: string;
  VlProvisao: string;
  VlLiberado: string;
  DsMotivo: string | null;
}

// The company's calendar (isoDateIn: São Paulo), as the server dates each entry: from 21:00 in Brazil the UTC date is
// already tomorrow, and an entry of today fell out of a period that ended on it.
const today = () => isoDateIn();
const monthStart = () => today().slice(0, 8) + '01';

/** The period of the commission screens (from, to), with the search button. */
function usePeriod() {
  const [from, setFrom] = useState(monthStart());
  const [to, setTo] = useState(today());
  const [applied, setApplied] = useState({ DtInicio: from, DtFim: to });
  return { from, to, setFrom, setTo, applied, apply: () => setApplied({ DtInicio: from, DtFim: to }) };
}

function PeriodBar({ period, children }: { period: ReturnType<typeof usePeriod>; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
      <DateField id="comissao-DtInicio" label={t('comissao.from')} value={period.from} onChange={(v) => period.setFrom(v ?? '')} />
      <DateField id="comissao-DtFim" label={t('comissao.to')} value={period.to} onChange={(v) => period.setTo(v ?? '')} />
      <Button onClick={period.apply}>{t('comissao.search')}</Button>
      {children}
    </Group>
  );
}

function useConference(q: { DtInicio: string; DtFim: string }) {
  return useQuery({ queryKey: ['comissao-conferencia', q], queryFn: async () => (await api.get<ConferenciaComissao>('/comissao/conferencia', { query: q }))['hydra:member'] });
}

/** The per-representative table of the period; `onApprove` adds the approve button (conference). */
function ConferenceTable({ rows, onApprove }: { rows: ConferenceRow[]; onApprove?: (r: ConferenceRow) => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const c = (k: string) => t(`comissao.columns.${k}` as 'comissao.columns.due');
  if (!rows.length) return <Text c="dimmed">{t('comissao.empty')}</Text>;
  return (
    <ScrollArea type="auto">
      <Table striped verticalSpacing="xs" miw={760} style={{ whiteSpace: 'nowrap' }} data-testid="comissao-conferencia">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('representative')}</Table.Th>
            {(['accrued', 'reversed', 'released', 'adjustment', 'due'] as const).map((k) => (
              <Table.Th key={k} ta="right">
                {c(k)}
              </Table.Th>
            ))}
            <Table.Th>{c('state')}</Table.Th>
            {onApprove && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.IdRepresentante}>
              <Table.Td>{r.Representante ?? r.IdRepresentante}</Table.Td>
              <Table.Td ta="right">{fmt.money(r.VlProvisionado)}</Table.Td>
              <Table.Td ta="right">{fmt.money(r.VlEstornado)}</Table.Td>
              <Table.Td ta="right">{fmt.money(r.VlLiberado)}</Table.Td>
              <Table.Td ta="right">{fmt.money(r.VlAjuste)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {fmt.money(r.VlDevido)}
              </Table.Td>
              <Table.Td>
                <Badge color={r.StConferencia === 'A' ? 'green' : 'yellow'} variant="light">
                  {r.StConferencia === 'A' ? t('comissao.approved') : t('comissao.pending')}
                </Badge>
              </Table.Td>
              {onApprove && (
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => onApprove(r)} aria-label={t('comissao.approveTitle', { name: r.Representante ?? r.IdRepresentante })}>
                    {t('comissao.approve')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** /comissao: what each representative (or the user, when they see only their own) has due in the period. */
export function ComissaoPage() {
  const { t } = useTranslation();
  const can = useCan();
  const period = usePeriod();
  const rows = useConference(period.applied);
  return (
    <>
      <PageHeader
        title={t('comissao.title')}
        description={can('comissao', 'update') ? undefined : t('comissao.ownOnly')}
        actions={
          <Group gap="xs">
            {can('comissao', 'update') && (
              <Button component={Link} to="/comissao/conference" variant="light" leftSection={<IconListCheck size={16} />}>
                {t('comissao.conferenceTitle')}
              </Button>
            )}
            <Button component={Link} to="/comissao/relatorio" variant="light" leftSection={<IconReportMoney size={16} />}>
              {t('comissao.reportTitle')}
            </Button>
          </Group>
        }
      />
      <PeriodBar period={period} />
      {rows.data ? <ConferenceTable rows={rows.data} /> : <Text c="dimmed">{t('common.loading')}</Text>}
    </>
  );
}

/** /comissao/conference: approve each representative's period, with an adjustment and its reason. */
export function ComissaoConferencePage() {
  const { t } = useTranslation();
  const period = usePeriod();
  const rows = useConference(period.applied);
  const client = useQueryClient();
  const [approving, setApproving] = useState<ConferenceRow | null>(null);
  const [adjust, setAdjust] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const approve = useMutation({
    mutationFn: (r: ConferenceRow) =>
      api.post('/comissao/conferencia', { IdRepresentante: r.IdRepresentante, ...period.applied, VlAjuste: adjust.trim() ? (parseBrazilianNumber(adjust) ?? adjust) : undefined, DsMotivo: reason.trim() || null }),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('comissao.approvedOk'));
      setApproving(null);
      void client.invalidateQueries({ queryKey: ['comissao-conferencia'] });
    },
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.hasViolations) setErrors(error.violations);
      else notifyError(error);
    },
  });
  return (
    <>
      <PageHeader title={t('comissao.conferenceTitle')} breadcrumbs={[{ label: t('comissao.title'), to: '/comissao' }, { label: t('comissao.conferenceTitle') }]} />
      <PeriodBar period={period} />
      {rows.data ? (
        <ConferenceTable
          rows={rows.data}
          onApprove={(r) => {
            setApproving(r);
            setAdjust('');
            setReason('');
            setErrors({});
          }}
        />
      ) : (
        <Text c="dimmed">{t('common.loading')}</Text>
      )}
      <Modal opened={!!approving} onClose={() => setApproving(null)} title={approving ? t('comissao.approveTitle', { name: approving.Representante ?? approving.IdRepresentante }) : ''}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (approving) approve.mutate(approving);
          }}
        >
          <Stack gap="sm">
            <TextInput id="conferencia-VlAjuste" label={t('comissao.adjustment')} inputMode="decimal" value={adjust} onChange={(e) => setAdjust(e.currentTarget.value)} error={errors.VlAjuste} />
            <TextInput id="conferencia-DsMotivo" label={t('comissao.reason')} value={reason} maxLength={500} onChange={(e) => setReason(e.currentTarget.value)} error={errors.DsMotivo} />
            {/* The period's own refusal (one crossing a period already approved): not a field of this dialog. */}
            {(errors.DtInicio ?? errors.DtFim) && (
              <Text c="red" size="sm" role="alert" data-testid="conferencia-periodo-erro">
                {errors.DtInicio ?? errors.DtFim}
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={approve.isPending}>
                {t('comissao.approve')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** /comissao/relatorio: every accrual, release, reversal and adjustment of the period, on screen, as PDF and CSV. */
export function ComissaoRelatorioPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const period = usePeriod();
  const report = useQuery({
    queryKey: ['comissao-relatorio', period.applied],
    queryFn: () => api.get<{ lines: ReportLine[]; totals: { VlProvisao: string; VlLiberado: string } }>('/comissao/relatorio', { query: period.applied }),
  });
  const c = (k: string) => t(`comissao.columns.${k}` as 'comissao.columns.due');
  const data = report.data;
  return (
    <>
      <PageHeader title={t('comissao.reportTitle')} breadcrumbs={[{ label: t('comissao.title'), to: '/comissao' }, { label: t('comissao.reportTitle') }]} />
      <PeriodBar period={period}>
        <Button variant="light" leftSection={<IconFileTypePdf size={16} />} onClick={() => void openPdf('/comissao/relatorio.pdf', period.applied).catch(notifyError)}>
          {t('comissao.pdf')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconCsv size={16} />}
          onClick={() => void downloadCsv('/comissao/relatorio.csv', period.applied, `comissao-${period.applied.DtInicio}-${period.applied.DtFim}.csv`).catch(notifyError)}
        >
          {t('comissao.csv')}
        </Button>
      </PeriodBar>
      {!data ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : data.lines.length === 0 ? (
        <Text c="dimmed">{t('comissao.empty')}</Text>
      ) : (
        <Stack gap="sm">
          <Card withBorder padding="sm">
            <Group gap="xl">
              <Text size="sm">
                {c('accrued')}: <b>{fmt.money(data.totals.VlProvisao)}</b>
              </Text>
              <Text size="sm">
                {c('released')}: <b data-testid="report-released">{fmt.money(data.totals.VlLiberado)}</b>
              </Text>
            </Group>
          </Card>
          <ScrollArea type="auto">
            <Table striped verticalSpacing="xs" miw={980} style={{ whiteSpace: 'nowrap' }} data-testid="comissao-relatorio">
              <Table.Thead>
                <Table.Tr>
                  {(['date', 'kind', 'representative', 'order', 'client', 'product'] as const).map((k) => (
                    <Table.Th key={k}>{c(k)}</Table.Th>
                  ))}
                  {(['base', 'rate', 'accrued', 'released'] as const).map((k) => (
                    <Table.Th key={k} ta="right">
                      {c(k)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lines.map((l) => (
                  <Table.Tr key={l.IdComissaoLancamento}>
                    <Table.Td>{fmt.date(l.DtLancamento)}</Table.Td>
                    <Table.Td>{t(`comissao.kind.${l.TpLancamento}`)}</Table.Td>
                    <Table.Td>{l.Representante}</Table.Td>
                    <Table.Td>{l.CodPedido ?? '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'normal', minWidth: 160 }}>{l.Cliente ?? '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'normal', minWidth: 160 }}>{l.Produto ?? l.DsMotivo ?? '—'}</Table.Td>
                    <Table.Td ta="right">{l.VlBase === '0.00' ? '—' : fmt.money(l.VlBase)}</Table.Td>
                    <Table.Td ta="right">{l.PcComissao === '0.00' ? '—' : fmt.percent(l.PcComissao)}</Table.Td>
                    <Table.Td ta="right">{l.VlProvisao === '0.00' ? '—' : fmt.money(l.VlProvisao)}</Table.Td>
                    <Table.Td ta="right">{l.VlLiberado === '0.00' ? '—' : fmt.money(l.VlLiberado)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Stack>
      )}
    </>
  );
}
