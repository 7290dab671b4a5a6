import { Alert, Button, Center, Code, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** A screen's chunk failed to load (a new version was deployed, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <Center mih="60vh" p="md">
      <Alert color={chunk ? 'yellow' : 'red'} icon={<IconAlertTriangle size={20} />} title={chunk ? t('errors.chunkTitle') : t('errors.screenTitle')} maw={560} w="100%">
        <Stack gap="sm">
          <Text size="sm">{chunk ? t('errors.chunk') : t('errors.screen')}</Text>
          {!chunk && detail && <Code block>{detail}</Code>}
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()} variant="light" w="fit-content">
            {t('errors.reload')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
