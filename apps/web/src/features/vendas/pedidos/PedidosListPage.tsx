import { useTranslation } from 'react-i18next';
import { DataList } from '@/platform/list';
import { PageHeader } from '@/platform/ui/PageHeader';
import { pedidosCompactList, pedidosList } from './pedidos.list';
import { PedidoRowActions } from '../PedidoRowActions';

/** /pedidos: the sales orders with every column of the list view, filters and CSV; each row prints or e-mails its PDF. */
export function PedidosListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pedidos.title')} description={t('pedidos.description')} favorite={t('pedidos.title')} />
      <DataList definition={pedidosList} rowActions={(row) => <PedidoRowActions id={row.CodPedido} />} />
    </>
  );
}

/** /pedidosv1: the compact order list (number, client, status, total, dates). */
export function PedidosCompactPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pedidos.compactTitle')} description={t('pedidos.compactDescription')} favorite={t('pedidos.compactTitle')} />
      <DataList definition={pedidosCompactList} />
    </>
  );
}
