import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { z } from 'zod';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { catalogue } from './app/strings';
import { installCatalogue } from './platform/i18n/i18n';

// zod's faster parsers are compiled with `new Function`, which the Content-Security-Policy forbids (no 'unsafe-eval'):
// without this, its probe is reported as a CSP violation.
z.config({ jitless: true });
// Every feature's strings, before the first screen renders.
installCatalogue(catalogue);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
