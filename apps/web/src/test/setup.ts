import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { catalogue } from '../app/strings';
import { messagesIn, storedLabelsIn, translateIn } from '@backoffice/domain';
import { installCatalogue } from '../platform/i18n/i18n';
import { installMessageFormat, installStoredLabels, messagesPart } from '../platform/i18n/messages';

// The app's catalogue, as main.tsx installs it: screens under test read their feature's strings, and the API's
// messages (which the app loads with the first screen but the home, or when the home must show one).
installCatalogue(catalogue);
installMessageFormat(translateIn);
for (const locale of ['en-US', 'es'] as const) installStoredLabels(locale, storedLabelsIn(locale));
installCatalogue({ 'pt-BR': messagesPart(messagesIn('pt-BR')), 'en-US': messagesPart(messagesIn('en-US')), es: messagesPart(messagesIn('es')) });

// jsdom lacks these browser APIs that Mantine uses.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Textarea autosize listens to font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

// The test files share one worker's modules (isolate: false in vitest.config.ts): what a module keeps between
// renders, such as Mantine's queue of notifications, is emptied after each test as the DOM is.
afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
