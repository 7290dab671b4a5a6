import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { vehicleLoad, type CapacityLevel, type DecimalInput } from '@backoffice/domain';
import { useFormat } from '@/platform/i18n/format';

/** The bar's colour for each level of the load (the rule, from 90 %, is the domain's). */
export const CAPACITY_COLOR: Record<CapacityLevel, string> = { ok: 'teal', warning: 'orange', over: 'red' };

/** The load against the vehicle's capacity: exact KG, a bar that turns red past 100 %, and by how much it passes. */
export function CapacityBar({ pesos, capacidade, compact = false }: { pesos: DecimalInput[]; capacidade: DecimalInput; compact?: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { peso, capacidade: cap, pct, over, excesso, level } = vehicleLoad(pesos, capacidade);
  const color = CAPACITY_COLOR[level];
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
          {t('mapas.overBy', { excesso: fmt.weight(excesso) })}
        </Text>
      )}
    </Stack>
  );
}
