import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrandProvider } from '@/platform/boot/BrandProvider';
import { NotificationsOnDemand } from '@/platform/ui/NotificationsOnDemand';
import type { DefaultCompany } from '@/platform/boot/boot';
import { i18n } from '@/platform/i18n/i18n';
import { RouteRegistryProvider, type RouteRegistry } from '@/platform/routes/registry';

interface ProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  registry: RouteRegistry;
  /** Tests render without the network start-up. */
  skipBoot?: boolean;
  initialBrand?: DefaultCompany | null;
  env?: 'default' | 'test';
}

/** Everything a screen needs around it: i18n, theme, notifications, server state and the route registry. */
export function Providers({ children, queryClient, registry, skipBoot, initialBrand, env }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrandProvider skipBoot={skipBoot} initialBrand={initialBrand} env={env}>
        <NotificationsOnDemand />
        <QueryClientProvider client={queryClient}>
          <RouteRegistryProvider value={registry}>{children}</RouteRegistryProvider>
        </QueryClientProvider>
      </BrandProvider>
    </I18nextProvider>
  );
}
