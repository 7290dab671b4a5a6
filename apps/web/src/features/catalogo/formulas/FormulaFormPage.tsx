import { useMemo, useRef, useState } from 'react';
import { Button, Code, Fieldset, Grid, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { decimalTyping } from '@/platform/ui/fields/decimal';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { evaluateFormula, FORMULA_VARIABLES, formulaIssue, formulaVariables, parseBrazilianNumber, TpResultadoFormula, type FormulaValues } from '@backoffice/domain';
import { api } from '@/platform/api/client';
import { useFormat, useLocale } from '@/platform/i18n/format';
import { useScreenAccess } from '@/platform/routes/access';
import { PageHeader } from '@/platform/ui/PageHeader';
import { FormSection, RecordLoad } from '@/platform/ui/RecordForm';
import { DeleteRecordButton, FormAlerts, SaveBar } from '@/platform/ui/RecordFormParts';
import { useSaveForm } from '@/platform/ui/useSaveForm';
import { emptyFormula, fromFormula, issueText, toPayload, validateFormula, type FormulaFormValues } from './formula-form';
import { formulaKey, useFormula, type Formula } from './formulas.api';

/** The live test: a value per variable the expression uses, and the result (the domain's rules, exact decimals). */
function TestSection({ expression, kind }: { expression: string; kind: string | null }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const valid = formulaIssue(expression) === null;
  const used = useMemo(() => formulaVariables(expression), [expression]);
  const values: FormulaValues = Object.fromEntries(used.map((name) => [name, parseBrazilianNumber(typed[name] ?? '')]));
  const filled = used.every((name) => values[name] !== null);
  const result = valid && filled ? evaluateFormula(expression, values) : null;
  return (
    <FormSection id="formula-test" title={t('formulas.test.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {used.length || !valid ? t('formulas.test.hint') : t('formulas.test.none')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {used.map((name) => (
            <TextInput
              key={name}
              id={`formula-test-${name}`}
              label={name}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,000"
              value={typed[name] ?? ''}
              onChange={(event) => {
                const value = decimalTyping(event.currentTarget.value, true);
                setTyped((current) => ({ ...current, [name]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-light)" aria-live="polite" data-testid="formula-result">
          <Group gap="xs">
            <Text fw={500}>{t('formulas.test.result')}:</Text>
            {result?.ok ? (
              <Text fw={700} ff="monospace" fz="lg">
                {kind === 'peso' ? `${fmt.number(result.value, 3)} KG` : fmt.number(result.value, 3)}
              </Text>
            ) : result ? (
              <Text c="red">{issueText(result.issue)}</Text>
            ) : (
              <Text c="dimmed">{t('formulas.test.waiting')}</Text>
            )}
          </Group>
        </Paper>
      </Stack>
    </FormSection>
  );
}

function FormulaForm({ formula }: { formula?: Formula }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const access = useScreenAccess();
  const queryClient = useQueryClient();
  const canEdit = access.can('formulas', formula ? 'update' : 'create');
  const canDelete = !!formula && access.can('formulas', 'delete');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<FormulaFormValues>({
    mode: 'controlled',
    initialValues: formula ? fromFormula(formula) : emptyFormula(),
    validate: validateFormula,
    validateInputOnBlur: true,
    // The expression is checked as it is typed: the error says what and where.
    validateInputOnChange: ['DsExpressao'],
  });
  const { save, submit, general, setGeneral } = useSaveForm({
    form,
    formRef,
    send: (values: FormulaFormValues) => (formula ? api.put<Formula>(`/formulas/${formula.IdFormula}`, toPayload(values)) : api.post<Formula>('/formulas', toPayload(values))),
    onSaved: (saved: Formula) => {
      queryClient.setQueryData(formulaKey(saved.IdFormula), saved);
      void queryClient.invalidateQueries({ queryKey: ['list', '/formulas'] });
      if (formula) form.resetDirty(form.getValues());
      else void navigate(access.href('formulas_edit', { id: saved.IdFormula }) ?? `/formulas/edit/${saved.IdFormula}`, { replace: true });
    },
    fixErrors: t('formulas.fixErrors'),
  });

  const values = form.getValues();
  const expressionOk = values.DsExpressao.trim() !== '' && !form.errors.DsExpressao && formulaIssue(values.DsExpressao) === null;
  return (
    <form id="formula-form" ref={formRef} onSubmit={submit} noValidate>
      <PageHeader
        title={formula ? formula.NmFormula : t('formulas.new')}
        description={t('formulas.description')}
        breadcrumbs={[{ label: t('formulas.title'), to: '/formulas/list' }, { label: formula ? formula.NmFormula : t('formulas.new') }]}
        actions={
          <Group gap="xs">
            {canDelete && (
              <DeleteRecordButton
                path={`/formulas/${formula.IdFormula}`}
                title={t('formulas.deleteTitle')}
                message={t('formulas.deleteMessage', { name: formula.NmFormula })}
                deleted={t('formulas.deleted')}
                listPath="/formulas/list"
                resource="/formulas"
              />
            )}
            <Button component={Link} to="/formulas/list" variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('common.back')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <FormAlerts general={general} onCloseGeneral={() => setGeneral(null)} readOnly={!canEdit && t('formulas.readOnly')} />
        <Fieldset variant="unstyled" disabled={!canEdit} p={0} m={0}>
          <FormSection id="formula-data" title={formula ? t('formulas.edit') : t('formulas.new')}>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <TextInput id="formula-NmFormula" label={t('formulas.fields.name')} withAsterisk data-autofocus maxLength={80} {...form.getInputProps('NmFormula')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                <Select id="formula-TpResultado" label={t('formulas.fields.result')} withAsterisk data={TpResultadoFormula.options(locale)} {...form.getInputProps('TpResultado')} />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  id="formula-DsExpressao"
                  label={t('formulas.fields.expression')}
                  withAsterisk
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={500}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  placeholder="comprimento * largura * espessura * densidade"
                  description={t('formulas.help')}
                  inputWrapperOrder={['label', 'input', 'error', 'description']}
                  rightSection={expressionOk ? <IconCheck size={16} color="var(--mantine-color-green-7)" aria-label={t('formulas.valid')} /> : null}
                  {...form.getInputProps('DsExpressao')}
                />
                <Group gap={6} mt={6}>
                  {FORMULA_VARIABLES.map((name) => (
                    <Code key={name}>{name}</Code>
                  ))}
                </Group>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Textarea id="formula-DsFormula" label={t('formulas.fields.description')} autosize minRows={2} maxLength={500} {...form.getInputProps('DsFormula')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }} pt={{ base: 'xs', md: 34 }}>
                <Switch id="formula-StAtivo" label={t('formulas.fields.active')} {...form.getInputProps('StAtivo', { type: 'checkbox' })} />
              </Grid.Col>
            </Grid>
          </FormSection>
        </Fieldset>
        <TestSection expression={values.DsExpressao} kind={values.TpResultado} />
        {canEdit && <SaveBar pending={save.isPending} />}
      </Stack>
    </form>
  );
}

/** /formulas/create and /formulas/edit/:id: the expression checked as it is typed, and a live test with the variables it uses. */
export function FormulaFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const formula = useFormula(id);
  if (!id) return <FormulaForm key="new" />;
  return (
    <RecordLoad query={formula} title={t('formulas.edit')} listLabel={t('formulas.title')} listTo="/formulas/list" id={id} loadError={t('formulas.loadError')}>
      {(record) => <FormulaForm key={record.IdFormula} formula={record} />}
    </RecordLoad>
  );
}
