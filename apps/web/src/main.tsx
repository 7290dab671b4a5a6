// First, before any module builds a zod schema (platform/boot/zod-jitless.ts).
import './platform/boot/zod-jitless';
// Mantine's styles that the home draws with; the others come with the first other screen (app/catalogue.ts).
import './app/styles/mantine.shell.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { catalogueLoaders, FIRST_PART } from './app/catalogue';
import { installCatalogueLoaders, loadStrings } from './platform/i18n/i18n';
import { adoptServerSignIn } from './platform/session/handoff';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

function render(): void {
  createRoot(root!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

installCatalogueLoaders(catalogueLoaders);
// Signed in by the server's sign-in page: its session (and its language) is this app's before any screen asks for one.
void adoptServerSignIn();
// The current language's strings before the first screen renders (a failed load still renders: the screen's error
// boundary then says the app must be reloaded, rather than a blank page).
void loadStrings(FIRST_PART).then(render, render);
