import { useMemo, useRef, useState } from 'react';
import { ActionIcon, Badge, Button, Fieldset, Grid, Group, Radio, Select, Stack, Switch, TextInput, Tooltip } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { OrigemMercadoria, quantityDecimals, TpProduto, TpProdutoPcp } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useLocale } from '@/platform/i18n/format';
import { useRouteRegistry } from '@/platform/routes/registry';
import { useCan } from '@/platform/session/grants';
import { ImageField } from '@/platform/ui/fields/ImageField';
import { MoneyInput } from '@/platform/ui/fields/MoneyInput';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { PageHeader } from '@/platform/ui/PageHeader';
import { decimalInputProps } from '@/platform/ui/fields/decimal';
import { FormSection, RecordLoad } from '@/platform/ui/RecordForm';
import { FormAlerts, SaveBar } from '@/platform/ui/RecordFormParts';
import { produtoKey, useCanEditProdutos, useFamilias, useGrupos, useProduto, useUnidades, type Produto } from '../catalogo.api';
import { ProdutoPanels } from './ProdutoPanels';
import { ColunasPanel } from './ColunasPanel';
import { TagsSection } from '@/platform/tags/TagPicker';
import { sameTags, saveTags } from '@/platform/tags/tags';
import { emptyProduto, fromProduto, newCodigo, toPayload, validateProduto, violationAliases, type ProdutoFormValues } from './produto-form';

type ProdutoForm = UseFormReturnType<ProdutoFormValues>;

function CodesSection({ form }: { form: ProdutoForm }) {
  const { t } = useTranslation();
  const codigos = form.getValues().codigos;
  const main = String(codigos.findIndex((c) => c.principal));
  return (
    <FormSection
      id="produto-codes"
      title={t('produtos.sections.codes')}
      actions={
        <Button variant="light" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('codigos', newCodigo(false))}>
          {t('produtos.codes.add')}
        </Button>
      }
    >
      <Radio.Group
        value={main}
        onChange={(value) => {
          form.setFieldValue(
            'codigos',
            codigos.map((c, i) => ({ ...c, principal: String(i) === value })),
          );
          form.clearFieldError('codigos');
        }}
        error={form.errors.codigos}
      >
        <Stack gap="xs">
          {codigos.map((codigo, index) => (
            <Group key={codigo.key} gap="sm" align="flex-start" wrap="nowrap">
              <TextInput
                id={`produto-codigo-${index}`}
                style={{ flex: 1, maxWidth: 320 }}
                aria-label={t('produtos.codes.code', { n: index + 1 })}
                placeholder={t('produtos.fields.code')}
                withAsterisk
                autoComplete="off"
                {...form.getInputProps(`codigos.${index}.CdChamada`)}
              />
              <Radio value={String(index)} label={t('produtos.codes.main')} mt={8} />
              {codigos.length > 1 && (
                <Tooltip label={t('produtos.codes.remove', { n: index + 1 })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={t('produtos.codes.remove', { n: index + 1 })}
                    onClick={() => {
                      const rest = codigos.filter((_, i) => i !== index);
                      if (codigo.principal) rest[0] = { ...rest[0], principal: true };
                      form.setFieldValue('codigos', rest);
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ))}
        </Stack>
      </Radio.Group>
    </FormSection>
  );
}

function DataSection({ form }: { form: ProdutoForm }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unidades = useUnidades();
  const unitData = (unidades.data ?? []).map((u) => ({ value: String(u.IdTipoMedida), label: `${u.CdSigla} – ${u.DsTipoMedida}` }));
  return (
    <FormSection id="produto-data" title={t('produtos.sections.data')}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <Stack gap="sm">
            <TextInput id="produto-NmProduto" label={t('produtos.fields.name')} withAsterisk data-autofocus {...form.getInputProps('NmProduto')} />
            <TextInput id="produto-NmCurto" label={t('produtos.fields.shortName')} {...form.getInputProps('NmCurto')} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <ImageField
            label={t('produtos.fields.image')}
            value={form.getValues().ImConteudo}
            onChange={(url) => form.setFieldValue('ImConteudo', url)}
            error={form.errors.ImConteudo}
            height={96}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput
            id="produto-CdEan"
            label={t('produtos.fields.ean')}
            inputMode="numeric"
            autoComplete="off"
            placeholder="7890000000000"
            {...form.getInputProps('CdEan')}
            onChange={(event) => form.setFieldValue('CdEan', event.currentTarget.value.replace(/\D/g, '').slice(0, 14))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Select id="produto-TpProduto" label={t('produtos.fields.type')} withAsterisk searchable data={TpProduto.options(locale)} {...form.getInputProps('TpProduto')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Select id="produto-TpProdutoPcp" label={t('produtos.fields.pcpType')} data={TpProdutoPcp.options(locale)} {...form.getInputProps('TpProdutoPcp')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Select id="produto-IdTipoMedida" label={t('produtos.fields.unit')} withAsterisk searchable data={unitData} {...form.getInputProps('IdTipoMedida')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }} pt={{ base: 'xs', sm: 34 }}>
          <Switch id="produto-StAtivo" label={t('produtos.fields.active')} {...form.getInputProps('StAtivo', { type: 'checkbox' })} />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

function ClassificationSection({ form }: { form: ProdutoForm }) {
  const { t } = useTranslation();
  const familias = useFamilias();
  const grupos = useGrupos();
  const options = (rows: Array<{ id: number; label: string }> | undefined) => (rows ?? []).map((r) => ({ value: String(r.id), label: r.label }));
  return (
    <FormSection id="produto-classification" title={t('produtos.sections.classification')}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            id="produto-IdFamiliaProduto"
            label={t('produtos.fields.family')}
            placeholder={t('produtos.noFamily')}
            searchable
            clearable
            data={options(familias.data)}
            {...form.getInputProps('IdFamiliaProduto')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            id="produto-IdGrupoProduto"
            label={t('produtos.fields.group')}
            placeholder={t('produtos.noGroup')}
            searchable
            clearable
            data={options(grupos.data)}
            {...form.getInputProps('IdGrupoProduto')}
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

function FiscalSection({ form }: { form: ProdutoForm }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const digits = (path: 'CdNcm' | 'CdCest', max: number) => ({
    ...form.getInputProps(path),
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue(path, event.currentTarget.value.replace(/\D/g, '').slice(0, max)),
  });
  return (
    <FormSection id="produto-fiscal" title={t('produtos.sections.fiscal')}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput id="produto-CdNcm" label={t('produtos.fields.ncm')} placeholder="00000000" {...digits('CdNcm', 8)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput id="produto-CdCest" label={t('produtos.fields.cest')} placeholder="0000000" {...digits('CdCest', 7)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Select
            id="produto-CdOrigem"
            label={t('produtos.fields.origin')}
            data={OrigemMercadoria.options(locale).map((o) => ({ value: o.value, label: `${o.value} – ${o.label}` }))}
            {...form.getInputProps('CdOrigem')}
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

function StockSection({ form, places }: { form: ProdutoForm; places: number }) {
  const { t } = useTranslation();
  const cost = form.getInputProps('VlPrecoCusto');
  // The cost is for who forms prices (markup): the API leaves it out for the others, and so does the form.
  const showCost = useCan()('markup', 'read');
  return (
    <FormSection id="produto-stock" title={t(showCost ? 'produtos.sections.stock' : 'produtos.sections.stockOnly')}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput id="produto-VlPesoLiquido" label={t('produtos.fields.netWeight')} {...decimalInputProps(form, 'VlPesoLiquido', { places: 3 })} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput id="produto-VlPesoBruto" label={t('produtos.fields.grossWeight')} {...decimalInputProps(form, 'VlPesoBruto', { places: 3 })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput
            id="produto-NrDiasValidade"
            label={t('produtos.fields.validityDays')}
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('NrDiasValidade')}
            onChange={(event) => form.setFieldValue('NrDiasValidade', event.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
          />
        </Grid.Col>
        {showCost && (
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <MoneyInput
              id="produto-VlPrecoCusto"
              label={t('produtos.fields.cost')}
              value={form.getValues().VlPrecoCusto}
              onChange={(value) => form.setFieldValue('VlPrecoCusto', value)}
              onBlur={cost.onBlur}
              onFocus={cost.onFocus}
              error={cost.error}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput id="produto-QtEstoqueMinimo" label={t('produtos.fields.minStock')} {...decimalInputProps(form, 'QtEstoqueMinimo', { places })} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput id="produto-QtEstoqueMaximo" label={t('produtos.fields.maxStock')} {...decimalInputProps(form, 'QtEstoqueMaximo', { places })} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput id="produto-NrDiasReposicao" label={t('pcp.fields.NrDiasReposicao')} inputMode="numeric" autoComplete="off" {...form.getInputProps('NrDiasReposicao')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput id="produto-DsLocalizacao" label={t('produtos.fields.location')} {...form.getInputProps('DsLocalizacao')} />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}

function ProdutoForm({ produto }: { produto?: Produto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registry = useRouteRegistry();
  const queryClient = useQueryClient();
  const canEdit = useCanEditProdutos(produto ? 'update' : 'create');
  const unidades = useUnidades();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ProdutoFormValues>({
    mode: 'controlled',
    initialValues: produto ? fromProduto(produto) : emptyProduto(),
    validate: validateProduto,
    validateInputOnBlur: true,
  });
  const unit = form.getValues().IdTipoMedida;
  const unitType = useMemo(() => unidades.data?.find((u) => String(u.IdTipoMedida) === unit)?.TpUnidade ?? produto?.TpUnidade ?? null, [unidades.data, unit, produto?.TpUnidade]);
  const places = quantityDecimals(unitType);
  const [tagIds, setTagIds] = useState<string[]>(() => (produto?.tags ?? []).map((tag) => String(tag.IdTag)));

  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: async (values: ProdutoFormValues) => {
      const saved = await (produto ? api.put<Produto>(`/produtos/${produto.IdProduto}`, toPayload(values)) : api.post<Produto>('/produtos', toPayload(values)));
      // The tags are their own call (PUT /produtos/{id}/tags); the product is read again with them.
      if (sameTags(tagIds, (produto?.tags ?? []).map((tag) => String(tag.IdTag)))) return saved;
      await saveTags(`/produtos/${saved.IdProduto}/tags`, tagIds);
      return api.get<Produto>(`/produtos/${saved.IdProduto}/detalhe`);
    },
    onSaved: (saved: Produto) => {
      queryClient.setQueryData(produtoKey(saved.IdProduto), saved);
      void queryClient.invalidateQueries({ queryKey: ['list', '/produtos/lista'] });
      if (produto) {
        const values = fromProduto(saved);
        form.setValues(values);
        form.resetDirty(values);
      } else {
        void navigate(registry.href('produtos_edit', { id: saved.IdProduto }) ?? `/produtos/edit/${saved.IdProduto}`, { replace: true });
      }
    },
    aliases: violationAliases,
    fixErrors: t('produtos.fixErrors'),
  });

  const listHref = registry.href('produtos_list');
  const title = produto ? produto.NmProduto : t('produtos.new');
  return (
    <form id="produto-form" ref={formRef} onSubmit={submit} noValidate onKeyDown={getHotkeyHandler([['mod+s', () => formRef.current?.requestSubmit()]])}>
      <PageHeader
        title={
          <Group gap="xs" component="span">
            <span>{title}</span>
            {produto && produto.StAtivo === false && (
              <Badge color="gray" variant="light">
                {t('produtos.inactive')}
              </Badge>
            )}
          </Group>
        }
        description={produto ? [produto.CdChamada, produto.CdSigla].filter(Boolean).join(' · ') : t('produtos.description')}
        breadcrumbs={[{ label: t('produtos.title'), to: '/produtos/list' }, { label: produto ? produto.CdChamada : t('produtos.new') }]}
        favorite={produto ? { kind: 'record', title: produto.NmProduto, iri: `/api/produtos/${produto.IdProduto}` } : undefined}
        actions={
          listHref && (
            <Button component={Link} to={listHref} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('common.back')}
            </Button>
          )
        }
      />
      <Stack gap="md">
        <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={!canEdit && t('produtos.readOnly')} />
        <Fieldset variant="unstyled" disabled={!canEdit} p={0} m={0}>
          <Stack gap="md">
            <CodesSection form={form} />
            <DataSection form={form} />
            <ClassificationSection form={form} />
            <TagsSection id="produto-tags" kind="produto" value={tagIds} onChange={setTagIds} disabled={!canEdit} />
            <FiscalSection form={form} />
            <StockSection form={form} places={places} />
          </Stack>
        </Fieldset>
        {produto && <ProdutoPanels produto={produto} />}
        {produto && <ColunasPanel produto={produto.IdProduto} canEdit={canEdit} />}
        {canEdit && <SaveBar pending={save.isPending} />}
      </Stack>
    </form>
  );
}

/** /produtos/cadastro and /produtos/edit/:id: the product in sections; the edit screen adds lots, stock per sector and the structure. */
export function ProdutoFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const produto = useProduto(id);
  if (!id) return <ProdutoForm key="new" />;
  return (
    <RecordLoad query={produto} title={t('produtos.edit')} listLabel={t('produtos.title')} listTo="/produtos/list" id={id} loadError={t('produtos.loadError')}>
      {(record) => <ProdutoForm key={record.IdProduto} produto={record} />}
    </RecordLoad>
  );
}

