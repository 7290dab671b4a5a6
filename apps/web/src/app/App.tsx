import { useState } from 'react';
import { useRoutes } from 'react-router-dom';
import { createQueryClient } from '@/platform/api/query-client';
import { BlockableBrowserRouter } from '@/platform/routes/blocker';
import { Providers } from './Providers';
import { buildRoutes } from './routes';
import { registry, screenRoutes } from './screens';

// Declarative routes, not createBrowserRouter: the data router weighs ~14 KB brotli more on the first load, and the app
// uses none of its loaders or actions (the blocker and the error screen: platform/routes/blocker.tsx, RouteError.tsx).
const routes = buildRoutes(screenRoutes);

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers queryClient={queryClient} registry={registry}>
      <BlockableBrowserRouter>
        <AppRoutes />
      </BlockableBrowserRouter>
    </Providers>
  );
}
