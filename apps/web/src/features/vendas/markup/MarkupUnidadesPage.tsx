import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isFractionalUnit, type TipoMedidaRow } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useRouteRegistry } from '@/platform/routes/registry';
import { useCan } from '@/platform/session/grants';
import { notifyError, notifySuccess } from '@/platform/ui/notify';
import { PageHeader } from '@/platform/ui/PageHeader';
import { FormSection, RecordLoad } from '@/platform/ui/RecordForm';
import { useAll } from '@/platform/api/useAll';
import { useMarkup, type Markup, type MarkupMeasureType } from './markup.api';

/** A unit of GET /api/tipo_medidas (the domain's TIPO_MEDIDA_LIST). */
type Unidade = TipoMedidaRow;

function Unidades({ markup }: { markup: Markup }) {
  const { t } = useTranslation();
  const registry = useRouteRegistry();
  const queryClient = useQueryClient();
  const canEdit = useCan()('markup', 'update');
  const [unit, setUnit] = useState<string | null>(null);
  const units = useAll<Unidade>(['tipo_medidas', 'all'], '/tipo_medidas');
  // Every markup's units: a unit has one markup, so the picker offers only the free ones.
  const all = useAll<MarkupMeasureType>(['markup-unidades'], '/markup_measure_type');
  const mine = (all.data ?? []).filter((r) => r.IdMarkup === markup.IdMarkup);
  const taken = new Set((all.data ?? []).map((r) => r.IdTipoMedida));
  const unitOf = (id: number) => units.data?.find((u) => u.IdTipoMedida === id);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['markup-unidades'] });
    void queryClient.invalidateQueries({ queryKey: ['markup-precos'] });
    void queryClient.invalidateQueries({ queryKey: ['list', '/view_markups'] });
  };
  const add = useMutation({
    mutationFn: () => api.post('/markup_measure_type', { IdMarkup: markup.IdMarkup, IdTipoMedida: Number(unit) }),
    meta: { silent: true },
    onSuccess: () => {
      setUnit(null);
      notifySuccess(t('markup.assigned'));
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/markup_measure_type/${id}`),
    meta: { silent: true },
    onSuccess: refresh,
    onError: (error) => notifyError(error),
  });
  const back = registry.href('markup_custos', { idMarkup: markup.IdMarkup });
  return (
    <>
      <PageHeader
        title={t('markup.unitsTitle', { name: markup.NmMarkup })}
        description={t('markup.unitsDescription')}
        breadcrumbs={[{ label: t('markup.title'), to: '/parametros' }, { label: markup.NmMarkup, to: back ?? undefined }, { label: t('markup.units') }]}
        actions={
          back && (
            <Button component={Link} to={back} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('common.back')}
            </Button>
          )
        }
      />
      <FormSection id="markup-units" title={t('markup.units')}>
        <Stack gap="sm">
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            {t('markup.unitsHelp')}
          </Alert>
          {mine.length === 0 ? (
            <Text size="sm">{t('markup.noUnits')}</Text>
          ) : (
            <Table aria-label={t('markup.units')} striped>
              <Table.Tbody>
                {mine.map((r) => {
                  const u = unitOf(r.IdTipoMedida);
                  const name = u ? `${u.CdSigla} – ${u.DsTipoMedida}` : `#${r.IdTipoMedida}`;
                  return (
                    <Table.Tr key={r.IdMarkupMeasureType}>
                      <Table.Td>{name}</Table.Td>
                      <Table.Td w={140}>
                        {u && (
                          <Badge variant="light" tt="none" color={isFractionalUnit(u.TpUnidade) ? 'grape' : 'gray'}>
                            {isFractionalUnit(u.TpUnidade) ? t('markup.fractional') : t('markup.whole')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td w={48}>
                        {canEdit && (
                          <Tooltip label={t('markup.unassign')}>
                            <ActionIcon variant="subtle" color="red" aria-label={`${t('markup.unassign')}: ${name}`} onClick={() => remove.mutate(r.IdMarkupMeasureType)}>
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
          {canEdit && (
            <Group align="flex-end" gap="sm">
              <Select
                style={{ flex: 1, minWidth: 200, maxWidth: 360 }}
                label={t('markup.unit')}
                placeholder={t('markup.choose')}
                searchable
                data={(units.data ?? []).filter((u) => !taken.has(u.IdTipoMedida)).map((u) => ({ value: String(u.IdTipoMedida), label: `${u.CdSigla} – ${u.DsTipoMedida}` }))}
                value={unit}
                onChange={setUnit}
                nothingFoundMessage={t('markup.nothingFound')}
              />
              <Button leftSection={<IconPlus size={16} />} disabled={!unit} loading={add.isPending} onClick={() => add.mutate()}>
                {t('markup.assign')}
              </Button>
            </Group>
          )}
        </Stack>
      </FormSection>
    </>
  );
}

/** /parametros/tipo_medida/:idMarkup: the units of measure priced with this markup (a unit has one). */
export function MarkupUnidadesPage() {
  const { t } = useTranslation();
  const { idMarkup } = useParams();
  const markup = useMarkup(idMarkup);
  return (
    <RecordLoad query={markup} title={t('markup.units')} listLabel={t('markup.title')} listTo="/parametros" id={idMarkup ?? ''} loadError={t('markup.loadError')}>
      {(record) => <Unidades markup={record} />}
    </RecordLoad>
  );
}
