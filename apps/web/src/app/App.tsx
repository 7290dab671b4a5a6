import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/platform/api/query-client';
import { Providers } from './Providers';
import { buildRoutes } from './routes';
import { registry, screenRoutes } from './screens';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(buildRoutes(screenRoutes)));
  return (
    <Providers queryClient={queryClient} registry={registry}>
      <RouterProvider router={router} />
    </Providers>
  );
}
