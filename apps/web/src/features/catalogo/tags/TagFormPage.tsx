import { useRef } from 'react';
import { Button, Checkbox, ColorInput, Fieldset, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { tagSchema, TpEntidadeTag } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useLocale } from '@/platform/i18n/format';
import { TagBadge } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { zodValidate } from '@/platform/ui/form';
import { PageHeader } from '@/platform/ui/PageHeader';
import { FormSection, RecordLoad } from '@/platform/ui/RecordForm';
import { DeleteRecordButton, FormAlerts, SaveBar } from '@/platform/ui/RecordFormParts';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import type { Tag } from '@/platform/tags/tags';
import { tagKey, useTag } from './tags.api';

interface TagFormValues {
  NmTag: string;
  CdCor: string;
  TpEntidades: string[];
}

const SWATCHES = ['#E03131', '#E8590C', '#F59F00', '#2F9E44', '#0B7285', '#1C7ED6', '#7048E8', '#C2255C', '#495057'];

function TagForm({ tag }: { tag?: Tag }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const access = useScreenAccess();
  const queryClient = useQueryClient();
  const canEdit = access.can('tags', tag ? 'update' : 'create');
  const canDelete = !!tag && access.can('tags', 'delete');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<TagFormValues>({
    mode: 'controlled',
    initialValues: tag ? { NmTag: tag.NmTag, CdCor: tag.CdCor, TpEntidades: tag.TpEntidades } : { NmTag: '', CdCor: '#1C7ED6', TpEntidades: ['produto'] },
    validate: zodValidate(tagSchema),
    validateInputOnBlur: true,
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: TagFormValues) => (tag ? api.put<Tag>(`/tags/${tag.IdTag}`, values) : api.post<Tag>('/tags', values)),
    onSaved: (saved: Tag) => {
      queryClient.setQueryData(tagKey(saved.IdTag), saved);
      void queryClient.invalidateQueries({ queryKey: ['list', '/tags'] });
      void queryClient.invalidateQueries({ queryKey: ['/tags'] });
      if (tag) form.resetDirty(form.getValues());
      else void navigate(access.href('tags_edit', { id: saved.IdTag }) ?? `/tags/id/${saved.IdTag}`, { replace: true });
    },
    fixErrors: t('tags.fixErrors'),
  });

  const values = form.getValues();
  return (
    <form id="tag-form" ref={formRef} onSubmit={submit} noValidate>
      <PageHeader
        title={tag ? tag.NmTag : t('tags.new')}
        description={t('tags.description')}
        breadcrumbs={[{ label: t('tags.title'), to: '/tags' }, { label: tag ? tag.NmTag : t('tags.new') }]}
        actions={
          <Group gap="xs">
            {canDelete && (
              <DeleteRecordButton
                path={`/tags/${tag.IdTag}`}
                title={t('tags.deleteTitle')}
                message={t('tags.deleteMessage', { name: tag.NmTag })}
                deleted={t('tags.deleted')}
                listPath="/tags"
                resource="/tags"
              />
            )}
            <Button component={Link} to="/tags" variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('common.back')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={!canEdit && t('tags.readOnly')} />
        <Fieldset variant="unstyled" disabled={!canEdit} p={0} m={0}>
          <FormSection id="tag-data" title={tag ? t('tags.edit') : t('tags.new')}>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput id="tag-NmTag" label={t('tags.fields.name')} withAsterisk data-autofocus maxLength={60} {...form.getInputProps('NmTag')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <ColorInput
                  id="tag-CdCor"
                  label={t('tags.fields.color')}
                  withAsterisk
                  format="hex"
                  swatches={SWATCHES}
                  swatchesPerRow={9}
                  disabled={!canEdit}
                  {...form.getInputProps('CdCor')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Checkbox.Group id="tag-TpEntidades" label={t('tags.fields.kinds')} withAsterisk {...form.getInputProps('TpEntidades')}>
                  <Group mt="xs">
                    {TpEntidadeTag.options(locale).map((o) => (
                      <Checkbox key={o.value} value={o.value} label={o.label} id={`tag-kind-${o.value}`} />
                    ))}
                  </Group>
                </Checkbox.Group>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Text size="sm" fw={500} mb={6}>
                  {t('tags.preview')}
                </Text>
                <TagBadge name={values.NmTag.trim() || t('tags.fields.name')} color={values.CdCor} />
              </Grid.Col>
            </Grid>
          </FormSection>
        </Fieldset>
        {canEdit && <SaveBar pending={save.isPending} />}
      </Stack>
    </form>
  );
}

/** /tags/create and /tags/id/:id: name, colour (picker with swatches) and the kinds of record, with a live preview of the chip. */
export function TagFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const tag = useTag(id);
  if (!id) return <TagForm key="new" />;
  return (
    <RecordLoad query={tag} title={t('tags.edit')} listLabel={t('tags.title')} listTo="/tags" id={id} loadError={t('tags.loadError')}>
      {(record) => <TagForm key={record.IdTag} tag={record} />}
    </RecordLoad>
  );
}
