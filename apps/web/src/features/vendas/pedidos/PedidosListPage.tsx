import { useTranslation } from 'react-i18next';
import { DataList } from '@/platform/list';
import { PageHeader } from '@/platform/ui/PageHeader';
import { pedidosCompactList, pedidosList } from './pedidos.list';

/** /pedidos: the sales orders with every column of the list view, filters and CSV. */
export function PedidosListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pedidos.title')} description={t('pedidos.description')} favorite={t('pedidos.title')} />
      <DataList definition={pedidosList} />
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
