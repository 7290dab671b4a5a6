import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Group, Loader, Modal, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconPackageImport } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatUnitPrice, nfeReceiptRefusal } from '@backoffice/domain';
import { translateMessage } from '@/platform/i18n/messages';
import { api, membersOf, type HydraCollection } from '@/platform/api';
import { isApiError, type Violations } from '@/platform/api/errors';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { PageHeader } from '@/platform/ui/PageHeader';
import { notifyError, notifySuccess } from '@/platform/ui/notify';

/** GET /api/xmls/{id}/recebimento: what receiving the invoice would do (recebimento.service.ts of the API). */
interface Proposta {
  IdXml: number;
  NrNf: string;
  VlNf: string;
  DataEmissaoNota: string;
  StTerceiros: boolean;
  StPropria: boolean;
  StCancelada: boolean;
  fornecedor: { IdFornecedor: number | null; NmFornecedor: string; CNPJ: string; novo: boolean };
  itens: PropostaItem[];
  titulos: { NrTitulo: string; DtVencimento: string; VlTitulo: string }[];
  recebida: { DtRecebimento: string; NmUsuario: string | null } | null;
  resumo: { lotes: number; entradas: number; titulos: number };
}

interface PropostaItem {
  NrItem: number;
  CdProduto: string | null;
  NmProduto: string | null;
  CdUnidade: string | null;
  QtComercial: string | null;
  VlUnitario: string | null;
  lotes: { nLote: string; qLote: string; dFab: string; dVal: string }[];
  IdProduto: number | null;
  origem: 'informado' | 'codigo' | 'gtin' | null;
  produto: { CdChamada: string; NmProduto: string; CdSigla: string; TpUnidade: string } | null;
  QtFator: string | null;
  recebimento: { QtEstoque: string; VlCustoUnitario: string } | null;
  pedido: { NrPedido: number; QtAberta: string; VlUnitario: string; diferencas: { campo: 'quantidade' | 'preco'; nota: string; pedido: string }[] } | null;
  problemas: { propertyPath: string; message: string; params?: Record<string, string> }[];
}

interface ProdutoOption {
  IdProduto: number;
  CdChamada: string;
  NmProduto: string;
}

/** What the user changed on an item: the product picked and the factor typed. */
type Choice = { IdProduto?: number; QtFator?: string };

/**
 * /nfe/receber/:id: receiving a supplier's NF-e. Each item shows the product suggested (by the supplier's code learnt
 * earlier or by GTIN) or a picker, the conversion factor, the purchase order line with its differences, and the lots
 * of the invoice's `rastro`; confirming says what will be created and posts the user's choices in one call.
 */
export function RecebimentoPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [approve, setApprove] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Violations>({});
  const locale = useLocale();
  const proposta = useQuery({ queryKey: ['/xmls', id, 'recebimento'], queryFn: ({ signal }) => api.get<Proposta>(`/xmls/${id}/recebimento`, { signal }) });
  const receive = useMutation({
    mutationFn: (body: unknown) => api.post(`/xmls/${id}/receber`, body),
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('recebimento.done', { numero: proposta.data?.NrNf }));
      void queryClient.invalidateQueries({ queryKey: ['list', '/xmls'] });
      navigate('/nfe');
    },
    onError: (error) => {
      setConfirming(false);
      if (isApiError(error) && error.hasViolations) setErrors(error.violations);
      else notifyError(error);
    },
  });

  const p = proposta.data;
  if (!p) return proposta.isError ? <Alert color="red">{String(proposta.error)}</Alert> : <Loader />;

  const hasDifferences = p.itens.some((i) => (i.pedido?.diferencas.length ?? 0) > 0);
  const lots = p.itens.reduce((n, i) => n + i.lotes.length, 0);
  const entries = p.itens.reduce((n, i) => n + Math.max(i.lotes.length, 1), 0);
  const body = () => ({
    itens: p.itens.flatMap((i) => {
      const c = choices[i.NrItem];
      // Items already matched (by the supplier's code or GTIN) are left out unless the user changed them.
      if (!c) return [];
      const product = c.IdProduto ?? i.IdProduto;
      return product ? [{ NrItem: i.NrItem, IdProduto: product, ...(c.QtFator ? { QtFator: c.QtFator.replace(',', '.') } : {}) }] : [];
    }),
    aprovarDiferencas: approve,
  });
  // What the server would refuse (the domain's rule): no confirm button then.
  const blocked = nfeReceiptRefusal({ recebida: !!p.recebida, StTerceiros: p.StTerceiros, StCancelada: p.StCancelada, StPropria: p.StPropria }) !== null;

  return (
    <Stack gap="md">
      <PageHeader title={t('recebimento.title', { numero: p.NrNf })} description={t('recebimento.description')} />
      <Group>
        <Button component={Link} to="/nfe" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
          {t('recebimento.back')}
        </Button>
      </Group>
      {p.StTerceiros && (
        <Alert color="gray" title={t('recebimento.thirdParty')}>
          {t('recebimento.thirdPartyHint')}
        </Alert>
      )}
      {p.StPropria && (
        <Alert color="gray" title={t('recebimento.own')} data-testid="recebimento-propria">
          {t('recebimento.ownHint')}
        </Alert>
      )}
      {p.StCancelada && !p.recebida && (
        <Alert color="red" title={t('nfe.cancelled')} data-testid="recebimento-cancelada">
          {translateMessage('receipt_cancelled', locale)}
        </Alert>
      )}
      <ReceivedAlert recebida={p.recebida} />
      {/* The company's own sale has no supplier, items to match or payables: the alert above is all there is. */}
      {!p.StPropria && (
        <>
          <SupplierCard p={p} />
          <Title order={2} fz="lg">
            {t('recebimento.items')}
          </Title>
          {p.itens.map((item, position) => (
            <ItemCard
              key={item.NrItem}
              item={item}
              choice={choices[item.NrItem]}
              errors={Object.entries(errors)
                .filter(([path]) => path.startsWith(`itens.${position}.`) || path === `itens.${position}`)
                .map(([, message]) => message)}
              onChange={(c) => {
                setChoices((all) => ({ ...all, [item.NrItem]: { ...all[item.NrItem], ...c } }));
                // The refusal was about the item as it was: a new choice clears it until the next try says otherwise.
                setErrors((all) => Object.fromEntries(Object.entries(all).filter(([path]) => !(path.startsWith(`itens.${position}.`) || path === `itens.${position}`))));
              }}
            />
          ))}
          <TitlesCard p={p} />
        </>
      )}
      {errors.IdXml && <Alert color="red">{errors.IdXml}</Alert>}
      {Object.keys(errors).some((k) => k.startsWith('itens')) && <Alert color="red">{t('recebimento.problems')}</Alert>}
      {!blocked && (
        <Group justify="space-between" wrap="wrap">
          {hasDifferences ? <Checkbox label={t('recebimento.approve')} checked={approve} onChange={(e) => setApprove(e.currentTarget.checked)} data-testid="recebimento-aprovar" /> : <span />}
          <Button leftSection={<IconPackageImport size={16} />} onClick={() => setConfirming(true)} data-testid="recebimento-confirmar">
            {t('recebimento.confirm')}
          </Button>
        </Group>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('recebimento.confirmTitle', { numero: p.NrNf })} centered>
        <Stack>
          <Text>{t('recebimento.confirmMessage', {
              lots: t('recebimento.nLots', { count: lots }),
              entries: t('recebimento.nEntries', { count: entries }),
              titles: t('recebimento.nTitles', { count: p.titulos.length }),
            })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('recebimento.back')}
            </Button>
            <Button loading={receive.isPending} onClick={() => receive.mutate(body())} data-testid="recebimento-enviar">
              {t('recebimento.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function ReceivedAlert({ recebida }: { recebida: Proposta['recebida'] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (!recebida) return null;
  return (
    <Alert color="teal" title={t('recebimento.received')} data-testid="recebimento-recebida">
      {t('recebimento.receivedOn', { date: fmt.date(recebida.DtRecebimento), user: recebida.NmUsuario ?? '—' })}
    </Alert>
  );
}

function SupplierCard({ p }: { p: Proposta }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const cnpj = p.fornecedor.CNPJ.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return (
    <Card withBorder radius="md" padding="md" aria-label={t('recebimento.supplier')}>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text size="sm" c="dimmed">
            {t('recebimento.supplier')}
          </Text>
          <Text fw={600}>{p.fornecedor.NmFornecedor}</Text>
          <Text size="sm">{cnpj}</Text>
        </div>
        <div>
          <Badge color={p.fornecedor.novo ? 'yellow' : 'teal'} variant="light" tt="none" data-testid="recebimento-fornecedor">
            {p.fornecedor.novo ? t('recebimento.supplierNew') : t('recebimento.supplierFound')}
          </Badge>
          <Text size="sm" ta="right" mt={4}>
            {fmt.date(p.DataEmissaoNota.slice(0, 10))} · {fmt.money(p.VlNf)}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

function ItemCard({ item, choice, errors, onChange }: { item: PropostaItem; choice?: Choice; errors: string[]; onChange: (c: Choice) => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const locale = useLocale();
  const unmatched = !item.IdProduto && !choice?.IdProduto;
  const problems = [...errors, ...(choice ? [] : item.problemas.map((v) => translateMessage(v.message, locale, v.params)))];
  return (
    <Card withBorder radius="md" padding="md" data-testid={`recebimento-item-${item.NrItem}`} style={unmatched ? { borderColor: 'var(--mantine-color-yellow-6)' } : undefined}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {t('recebimento.item', { n: item.NrItem })} · {item.NmProduto}
          </Text>
          <Text size="sm" c="dimmed">
            {t('recebimento.supplierCode')}: {item.CdProduto}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <Field label={t('recebimento.quantity')} value={`${fmt.number(item.QtComercial, 3)} ${item.CdUnidade ?? ''}`} />
          <Field label={t('recebimento.unitPrice')} value={fmt.money(item.VlUnitario)} />
          <Field label={t('recebimento.stockQuantity')} value={item.recebimento && item.produto ? `${fmt.quantity(item.recebimento.QtEstoque, item.produto.TpUnidade)} ${item.produto.CdSigla}` : '—'} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <ProductPicker item={item} value={choice?.IdProduto ?? item.IdProduto} onChange={(IdProduto) => onChange({ IdProduto })} />
          <TextInput
            label={t('recebimento.factor', { unit: item.CdUnidade ?? '' })}
            value={choice?.QtFator ?? (item.QtFator ? fmt.number(item.QtFator, item.QtFator.includes('.') ? item.QtFator.split('.')[1].length : 0) : '')}
            onChange={(e) => onChange({ QtFator: e.currentTarget.value })}
            inputMode="decimal"
            data-testid={`recebimento-fator-${item.NrItem}`}
          />
        </SimpleGrid>
        <OrderLine item={item} />
        <Text size="sm" fw={600}>
          {t('recebimento.lots')}
        </Text>
        {item.lotes.length ? (
          <Stack gap={2} data-testid={`recebimento-lotes-${item.NrItem}`}>
            {item.lotes.map((l) => (
              <Text size="sm" key={l.nLote}>
                {t('recebimento.lot', { lote: l.nLote, qty: `${fmt.number(l.qLote, 3)} ${item.CdUnidade ?? ''}`, fab: fmt.date(l.dFab), val: fmt.date(l.dVal) })}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('recebimento.noLots')}
          </Text>
        )}
        {problems.map((m, i) => (
          <Alert key={i} color="yellow" p="xs">
            {m}
          </Alert>
        ))}
      </Stack>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function OrderLine({ item }: { item: PropostaItem }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (!item.pedido) {
    return (
      <Text size="sm" c="dimmed">
        {t('recebimento.noOrder')}
      </Text>
    );
  }
  const unit = item.produto?.TpUnidade ?? 'F';
  return (
    <Stack gap={2} data-testid={`recebimento-pedido-${item.NrItem}`}>
      <Text size="sm">
        {t('recebimento.orderLine', { numero: item.pedido.NrPedido, open: fmt.quantity(item.pedido.QtAberta, unit), price: formatUnitPrice(item.pedido.VlUnitario, fmt.locale) })}
      </Text>
      {item.pedido.diferencas.map((d) => (
        <Badge key={d.campo} color="orange" variant="light" tt="none" data-testid={`recebimento-diferenca-${item.NrItem}-${d.campo}`}>
          {t(`recebimento.difference.${d.campo}`, d.campo === 'preco' ? { nota: formatUnitPrice(d.nota, fmt.locale), pedido: formatUnitPrice(d.pedido, fmt.locale) } : { nota: fmt.quantity(d.nota, unit), pedido: fmt.quantity(d.pedido, unit) })}
        </Badge>
      ))}
    </Stack>
  );
}

function ProductPicker({ item, value, onChange }: { item: PropostaItem; value: number | null; onChange: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['/produtos', 'recebimento', search],
    enabled: search.trim().length >= 2,
    queryFn: ({ signal }) => api.get<HydraCollection<ProdutoOption>>('/produtos', { query: { NmProduto: search.trim(), itemsPerPage: '20' }, signal }).then(membersOf),
  });
  const data = useMemo(() => {
    const options = (found.data ?? []).map((p) => ({ value: String(p.IdProduto), label: `${p.CdChamada} — ${p.NmProduto}` }));
    if (item.IdProduto && item.produto && !options.some((o) => o.value === String(item.IdProduto))) options.unshift({ value: String(item.IdProduto), label: `${item.produto.CdChamada} — ${item.produto.NmProduto}` });
    return options;
  }, [found.data, item]);
  const origin = item.origem && value === item.IdProduto ? ` (${t(`recebimento.origin.${item.origem}`)})` : '';
  return (
    <Select
      label={`${t('recebimento.product')}${origin}`}
      placeholder={value ? undefined : t('recebimento.unmatched')}
      searchable
      clearable
      data={data}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      onSearchChange={setSearch}
      nothingFoundMessage={t('recebimento.productPlaceholder')}
      data-testid={`recebimento-produto-${item.NrItem}`}
    />
  );
}

function TitlesCard({ p }: { p: Proposta }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Card withBorder radius="md" padding="md" aria-label={t('recebimento.titles')}>
      <Text fw={600} mb={4}>
        {t('recebimento.titles')}
      </Text>
      {p.titulos.length ? (
        <Stack gap={2} data-testid="recebimento-titulos">
          {p.titulos.map((x) => (
            <Text size="sm" key={x.NrTitulo}>
              {t('recebimento.title_line', { numero: x.NrTitulo, valor: fmt.money(x.VlTitulo), venc: fmt.date(x.DtVencimento) })}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('recebimento.noTitles')}
        </Text>
      )}
    </Card>
  );
}
