import { Alert, Button, Center, Code, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';

/** A screen's chunk failed to load (a new version was deployed, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/** What a screen threw (in rendering, or its chunk failing to load), instead of the screen; reloading is the way on. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const detail = error instanceof Error ? error.message : String(error);
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

interface BoundaryState {
  /** Boxed: a screen may throw `undefined`. */
  error: { thrown: unknown } | null;
  at: string;
}

/** Catches what the routes below throw; a new location (a link, Back) tries the screens again. */
class Boundary extends Component<{ at: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, at: this.props.at };

  static getDerivedStateFromError(thrown: unknown): Partial<BoundaryState> {
    return { error: { thrown } };
  }

  static getDerivedStateFromProps(props: { at: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.at === state.at ? null : { error: null, at: props.at };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error.thrown} /> : this.props.children;
  }
}

/**
 * The routes' error screen, as a layout route around them: the app uses react-router's declarative `<BrowserRouter>`,
 * whose routes have no `errorElement` (see platform/routes/blocker.tsx for why not the data router).
 */
export function RouteErrorBoundary() {
  const { key } = useLocation();
  return (
    <Boundary at={key}>
      <Outlet />
    </Boundary>
  );
}
