/** The routing and freight screens (signed in): one chunk. */
export { EntregasPage, PedidosRoteirosPage, RoteiroManualOldPage, RoteirosPage } from './RoteiroPages';
