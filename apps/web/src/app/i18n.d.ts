// The catalogue's type for i18next (and so for `t()` and the platform's MessageKey): the app's pt-BR catalogue,
// joined in app/strings.ts. Declared by the app shell so the platform never imports a feature's strings.
import 'i18next';
import type { ptBR } from './strings';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ptBR };
    returnNull: false;
  }
}
