/** The routing and freight screens (signed in): one chunk. */
export { EntregasPage, FretesPage, PedidosRoteirosPage, RoteiroManualOldPage, RoteirosPage } from './RoteiroPages';
