import { useEffect, useState } from 'react';
import { Alert, Button, Card, FileInput, Group, NumberInput, PasswordInput, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCertificate, IconDeviceFloppy, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maskCnpj } from '@backoffice/domain';
import { api } from '@/platform/api';
import { isApiError, type Violations } from '@/platform/api/errors';
import { useFormat } from '@/platform/i18n/format';
import { useScreenAccess } from '@/platform/routes/access';
import { ConfirmModal } from '@/platform/ui/ConfirmDeleteModal';
import { PageHeader } from '@/platform/ui/PageHeader';
import { notifyError, notifySuccess } from '@/platform/ui/notify';

/** GET /nfe_config. */
interface NfeConfig {
  NrSerie: number;
  TpAmbiente: '1' | '2';
  padrao: { NrSerie: number; TpAmbiente: '1' | '2' };
  series: { NrSerie: number; NrProximo: number }[];
  certificado: Certificado | null;
  pastaCertificados: boolean;
}

interface Certificado {
  DsTitular: string | null;
  NrCnpj: string | null;
  DtValidade: string | null;
  DtEnvio: string;
  StDemonstracao: boolean;
  StVencido: boolean;
  StOutroCnpj: boolean;
}

const KEY = ['/nfe_config'];

function useRefused() {
  return (error: unknown, set: (v: Violations) => void) => {
    if (isApiError(error) && error.hasViolations) set(error.violations);
    else notifyError(error);
  };
}

/** The series and the environment, changed after a confirmation that says where the next invoices go. */
function SerieCard({ config, editable }: { config: NfeConfig; editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refused = useRefused();
  const [serie, setSerie] = useState<number | string>(config.NrSerie);
  const [ambiente, setAmbiente] = useState<string>(config.TpAmbiente);
  const [errors, setErrors] = useState<Violations>({});
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    setSerie(config.NrSerie);
    setAmbiente(config.TpAmbiente);
  }, [config.NrSerie, config.TpAmbiente]);
  const save = useMutation({
    mutationFn: () => api.put<NfeConfig>('/nfe_config', { NrSerie: serie === '' ? null : Number(serie), TpAmbiente: ambiente }),
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer);
      setErrors({});
      notifySuccess(t('nfeConfig.saved'));
    },
    onError: (e) => refused(e, setErrors),
    onSettled: () => setConfirming(false),
  });
  const changed = Number(serie) !== config.NrSerie || ambiente !== config.TpAmbiente;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('nfeConfig.serieTitle')}>
      <Title order={3} fz="md" mb="sm">
        {t('nfeConfig.serieTitle')}
      </Title>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput id="nfe-config-serie" label={t('nfeConfig.NrSerie')} value={serie} onChange={setSerie} min={0} max={889} allowDecimal={false} error={errors.NrSerie} disabled={!editable} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('nfeConfig.TpAmbiente')}
            </Text>
            <SegmentedControl
              data-testid="nfe-config-ambiente"
              value={ambiente}
              onChange={setAmbiente}
              disabled={!editable}
              data={[
                { value: '2', label: t('nfeConfig.ambiente2') },
                { value: '1', label: t('nfeConfig.ambiente1') },
              ]}
              styles={{ label: { whiteSpace: 'normal' } }}
            />
            {errors.TpAmbiente && (
              <Text size="xs" c="red">
                {errors.TpAmbiente}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('nfeConfig.padrao', { serie: config.padrao.NrSerie, ambiente: t(config.padrao.TpAmbiente === '1' ? 'nfeConfig.ambiente1' : 'nfeConfig.ambiente2') })}
        </Text>
        {editable && (
          <Group justify="flex-end">
            <Button leftSection={<IconDeviceFloppy size={16} />} disabled={!changed} onClick={() => setConfirming(true)}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('nfeConfig.saveConfirmTitle')}
        message={t(ambiente === '1' ? 'nfeConfig.saveConfirmProducao' : 'nfeConfig.saveConfirmHomologacao', { serie })}
        confirmLabel={t('common.save')}
        color={ambiente === '1' ? 'red' : 'blue'}
        pending={save.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => save.mutate()}
      />
    </Card>
  );
}

/** One series' next number, moved forward after saying which numbers are skipped. */
function SerieRow({ serie, proximo, editable }: { serie: number; proximo: number; editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refused = useRefused();
  const [value, setValue] = useState<number | string>(proximo);
  const [errors, setErrors] = useState<Violations>({});
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setValue(proximo), [proximo]);
  const advance = useMutation({
    mutationFn: () => api.put(`/nfe_series/${serie}`, { NrProximo: Number(value) }),
    meta: { silent: true },
    onSuccess: () => {
      setErrors({});
      notifySuccess(t('nfeConfig.advanced', { serie, n: value }));
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => refused(e, setErrors),
    onSettled: () => setConfirming(false),
  });
  return (
    <Table.Tr>
      <Table.Td>{serie}</Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`${t('nfeConfig.NrProximo')} ${serie}`}
          data-testid={`nfe-serie-${serie}`}
          value={value}
          onChange={setValue}
          min={1}
          allowDecimal={false}
          thousandSeparator="."
          decimalSeparator=","
          error={errors.NrProximo}
          disabled={!editable}
          maw={200}
        />
      </Table.Td>
      <Table.Td>
        {editable && (
          <Button size="xs" variant="default" disabled={Number(value) === proximo || value === ''} onClick={() => setConfirming(true)}>
            {t('nfeConfig.advance')}
          </Button>
        )}
        <ConfirmModal
          opened={confirming}
          title={t('nfeConfig.advanceTitle', { serie, n: value })}
          message={t('nfeConfig.advanceMessage', { from: proximo, to: Number(value) - 1 })}
          confirmLabel={t('nfeConfig.advance')}
          pending={advance.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => advance.mutate()}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The stored certificate (holder, CNPJ, validity and what is wrong with it) and the upload of a new one. */
function CertificadoCard({ config, editable }: { config: NfeConfig; editable: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const queryClient = useQueryClient();
  const refused = useRefused();
  const [file, setFile] = useState<File | null>(null);
  const [senha, setSenha] = useState('');
  const [errors, setErrors] = useState<Violations>({});
  const [confirming, setConfirming] = useState(false);
  const cert = config.certificado;
  const upload = useMutation({
    mutationFn: () => {
      const body = new FormData();
      // The password goes before the file: the API reads the fields that precede the file part.
      body.append('senha', senha);
      body.append('file', file!, file!.name);
      return api.post<Certificado>('/certificados', body);
    },
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData<NfeConfig>(KEY, (old) => (old ? { ...old, certificado: answer } : old));
      setFile(null);
      setSenha('');
      setErrors({});
      notifySuccess(t('nfeConfig.uploaded'));
    },
    onError: (e) => refused(e, setErrors),
    onSettled: () => setConfirming(false),
  });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('nfeConfig.certTitle')}>
      <Title order={3} fz="md" mb="sm">
        {t('nfeConfig.certTitle')}
      </Title>
      <Stack gap="sm">
        {cert ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid="nfe-certificado">
            <Field label={t('nfeConfig.certHolder')} value={cert.DsTitular ?? '—'} />
            <Field label={t('nfeConfig.certCnpj')} value={cert.NrCnpj ? maskCnpj(cert.NrCnpj) : '—'} />
            <Field label={t('nfeConfig.certValid')} value={fmt.date(cert.DtValidade)} />
            <Field label={t('nfeConfig.certUploaded')} value={fmt.dateTime(cert.DtEnvio)} />
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {t('nfeConfig.certNone')}
          </Text>
        )}
        {cert?.StDemonstracao && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} />}>
            {t('nfeConfig.certDemo')}
          </Alert>
        )}
        {cert?.StVencido && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />}>
            {t('nfeConfig.certExpired')}
          </Alert>
        )}
        {cert?.StOutroCnpj && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} data-testid="nfe-certificado-outro-cnpj">
            {t('nfeConfig.certOtherCnpj')}
          </Alert>
        )}
        {config.pastaCertificados && (
          <Alert color="blue" variant="light">
            {t('nfeConfig.certFolder')}
          </Alert>
        )}
        {editable && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FileInput
              id="nfe-cert-file"
              label={t('nfeConfig.file')}
              placeholder={t('nfeConfig.filePlaceholder')}
              accept=".pfx,.p12,application/x-pkcs12"
              leftSection={<IconCertificate size={16} />}
              value={file}
              onChange={setFile}
              clearable
              error={errors.file}
            />
            <PasswordInput id="nfe-cert-senha" label={t('nfeConfig.password')} value={senha} onChange={(e) => setSenha(e.currentTarget.value)} error={errors.senha} autoComplete="off" />
          </SimpleGrid>
        )}
        {editable && (
          <Group justify="flex-end">
            <Button leftSection={<IconUpload size={16} />} disabled={!file} onClick={() => (cert ? setConfirming(true) : upload.mutate())} loading={upload.isPending && !confirming}>
              {t('nfeConfig.upload')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('nfeConfig.uploadConfirmTitle')}
        message={t('nfeConfig.uploadConfirmMessage')}
        confirmLabel={t('nfeConfig.upload')}
        color="blue"
        pending={upload.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => upload.mutate()}
      />
    </Card>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** /nfe/config/emissao: the company's series and environment, the series' next numbers and its A1 certificate. */
export function NfeEmissaoPage() {
  const { t } = useTranslation();
  const editable = useScreenAccess().can('config_fiscal', 'update');
  const config = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<NfeConfig>('/nfe_config', { signal }) });
  return (
    <>
      <PageHeader title={t('nfeConfig.title')} description={t('nfeConfig.description')} favorite={t('nfeConfig.title')} />
      {config.data && (
        <Stack gap="md">
          <SerieCard config={config.data} editable={editable} />
          <Card withBorder radius="md" padding="md" component="section" aria-label={t('nfeConfig.seriesTitle')}>
            <Title order={3} fz="md" mb={4}>
              {t('nfeConfig.seriesTitle')}
            </Title>
            <Text size="xs" c="dimmed" mb="sm">
              {t('nfeConfig.seriesHint')}
            </Text>
            <Table withTableBorder data-testid="nfe-series">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>{t('nfeConfig.NrSerie')}</Table.Th>
                  <Table.Th>{t('nfeConfig.NrProximo')}</Table.Th>
                  <Table.Th w={120} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {config.data.series.map((s) => (
                  <SerieRow key={s.NrSerie} serie={s.NrSerie} proximo={s.NrProximo} editable={editable} />
                ))}
              </Table.Tbody>
            </Table>
          </Card>
          <CertificadoCard config={config.data} editable={editable} />
        </Stack>
      )}
      {config.isError && <Alert color="red">{String((config.error as Error).message)}</Alert>}
    </>
  );
}
