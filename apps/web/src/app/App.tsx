import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { createQueryClient } from '@/platform/api/query-client';
import { Providers } from './Providers';
import { buildRoutes } from './routes';
import { registry, screenRoutes } from './screens';

// Declarative routes, not createBrowserRouter: the data router weighs ~14 KB brotli more on the first load, and the app
// uses none of its loaders or actions (the blocker and the error screen: platform/routes/blocker.ts, RouteError.tsx).
const routes = buildRoutes(screenRoutes);

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers queryClient={queryClient} registry={registry}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
