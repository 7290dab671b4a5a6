import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DataList, type ListDefinition } from '@/platform/list';
import { PageHeader } from '@/platform/ui/PageHeader';
import { pickingItemsList, type PickingItemRow } from './itens.list';

/** /conferencia/itens/:id (a lot's items) and /conferencia/itens-pedido/:pedidoId (an order's). */
export function ItensPage() {
  const { id, pedidoId } = useParams();
  const { t } = useTranslation();
  const byOrder = pedidoId !== undefined;
  const definition = useMemo<ListDefinition<PickingItemRow>>(() => ({ ...pickingItemsList, query: byOrder ? { CodPedido: pedidoId } : { IdLoteSeparacao: id } }), [byOrder, id, pedidoId]);
  const title = byOrder ? t('separacao.itens.titleOrder', { id: pedidoId }) : t('separacao.itens.titleLot', { id });
  return (
    <>
      <PageHeader title={title} description={t('separacao.itens.description')} favorite={title} />
      <DataList definition={definition} />
    </>
  );
}
