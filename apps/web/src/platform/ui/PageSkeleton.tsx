import { Skeleton, Stack } from '@mantine/core';

/** Placeholder while a screen's chunk loads; the shape of a page header and a list. */
export function PageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={28} width={260} radius="sm" />
      <Skeleton height={16} width={420} radius="sm" />
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}
