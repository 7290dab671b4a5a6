import { Alert, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from './PageHeader';
import { describeError } from './notify';

/** A titled card of a record form (its heading names the section for screen readers). */
export function FormSection({ id, title, children, actions }: { id: string; title: string; children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`${id}-title`} id={id}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={3} fz="lg" id={`${id}-title`}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}

interface RecordLoadProps<T> {
  query: UseQueryResult<T>;
  /** Header of the failure: the edit title, the list's breadcrumb and the message. */
  title: string;
  listLabel: string;
  listTo: string;
  id: string;
  loadError: string;
  children(record: T): React.ReactNode;
}

/** An edit screen's record: skeleton while it loads, the error under the screen's header, else the form. */
export function RecordLoad<T>({ query, title, listLabel, listTo, id, loadError, children }: RecordLoadProps<T>) {
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={28} width={280} />
        <Skeleton height={220} radius="md" />
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader title={title} breadcrumbs={[{ label: listLabel, to: listTo }, { label: `#${id}` }]} />
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={loadError}>
          {describeError(query.error)}
        </Alert>
      </>
    );
  }
  return children(query.data);
}
