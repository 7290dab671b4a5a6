import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { jobFinished, useJob, type JobStatus } from './useJob';

interface Props<R, D> {
  id: number;
  /** What the job does, in the user's words ("Otimizando rotas"). */
  title: string;
  /** A line under the bar from the job's own detail (best cost so far, rows read...). */
  describe?: (detail: D) => string | null;
  /** Called once with the finished job. */
  onDone?: (job: JobStatus<R, D>) => void;
}

/** A running background job: its progress bar, what it says of itself, and a cancel button. */
export function JobProgress<R = unknown, D = unknown>({ id, title, describe, onDone }: Props<R, D>) {
  const { t } = useTranslation();
  const { job, cancel, cancelling } = useJob<R, D>(id);
  const finished = jobFinished(job?.state);
  const told = useRef(false);
  useEffect(() => {
    if (job && finished && onDone && !told.current) {
      told.current = true;
      onDone(job);
    }
  }, [job, finished, onDone]);
  if (job?.state === 'failed') return <Alert color="red" title={t('jobs.failed', { title })}>{job.error}</Alert>;
  if (job?.state === 'cancelled') return <Alert color="gray">{t('jobs.cancelled', { title })}</Alert>;
  const detail = job?.detail != null && describe ? describe(job.detail) : null;
  return (
    <Stack gap={4} aria-live="polite" data-testid="job-progress">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {title} — {job?.state === 'completed' ? t('jobs.done') : job?.state === 'active' ? `${job.progress}%` : t('jobs.waiting')}
        </Text>
        {!finished && (
          <Button size="compact-xs" variant="subtle" color="red" loading={cancelling} disabled={job?.cancelRequested} onClick={() => cancel()}>
            {job?.cancelRequested ? t('jobs.cancelling') : t('jobs.cancel')}
          </Button>
        )}
      </Group>
      <Progress value={job?.state === 'completed' ? 100 : (job?.progress ?? 0)} animated={!finished} aria-label={title} />
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}
