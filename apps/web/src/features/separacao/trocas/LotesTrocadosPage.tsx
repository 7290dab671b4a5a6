import { useTranslation } from 'react-i18next';
import { DataList } from '@/platform/list';
import { PageHeader } from '@/platform/ui/PageHeader';
import { trocasList } from './trocas.list';

/** /pedidos/lotes-trocados: the swapped-lot log. */
export function LotesTrocadosPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('separacao.trocas.title')} description={t('separacao.trocas.description')} favorite={t('separacao.trocas.title')} />
      <DataList definition={trocasList} />
    </>
  );
}
