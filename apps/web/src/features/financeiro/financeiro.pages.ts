// The financial screens, loaded together on first use (financeiro.routes.ts).
export { ItemsToPayPage } from './ItemsToPayPage';
export { IntegratedItemsPage } from './IntegratedItemsPage';
