import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Decimal, sumDecimals, type DecimalInput } from '@backoffice/domain';
import { useFormat } from '@/platform/i18n/format';

/** The load against the vehicle's capacity: exact KG, a bar that turns red past 100 %, and by how much it passes. */
export function CapacityBar({ pesos, capacidade, compact = false }: { pesos: DecimalInput[]; capacidade: DecimalInput; compact?: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const peso = sumDecimals(pesos);
  const cap = new Decimal(capacidade ?? 0);
  const pct = cap.isZero() ? new Decimal(0) : peso.times(100).dividedBy(cap);
  const over = peso.greaterThan(cap);
  const color = over ? 'red' : pct.greaterThan(90) ? 'orange' : 'teal';
  return (
    <Stack gap={4} data-testid="capacity" data-over={over ? 'true' : 'false'}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size={compact ? 'xs' : 'sm'} fw={compact ? undefined : 500} style={{ whiteSpace: 'nowrap' }}>
          {t('mapas.capacityLine', { peso: fmt.weight(peso), capacidade: fmt.weight(cap) })}
        </Text>
        <Text size={compact ? 'xs' : 'sm'} c={over ? 'red' : 'dimmed'} fw={over ? 700 : undefined}>
          {fmt.percent(pct)}
        </Text>
      </Group>
      <Progress value={Math.min(100, pct.toNumber())} color={color} size={compact ? 'sm' : 'lg'} aria-label={t('mapas.capacity')} />
      {over && !compact && (
        <Text size="sm" c="red" fw={500}>
          {t('mapas.overBy', { excesso: fmt.weight(peso.minus(cap)) })}
        </Text>
      )}
    </Stack>
  );
}
