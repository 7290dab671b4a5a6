import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataList } from '@/platform/list';
import { useCan } from '@/platform/session/grants';
import { PageHeader } from '@/platform/ui/PageHeader';
import { PedidoRowActions } from '../PedidoRowActions';
import { orcamentosList } from './orcamentos.list';

/** /orcamentos: the company's quotes (and the orders they became), newest first; a row opens the quote. */
export function OrcamentosListPage() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <>
      <PageHeader
        title={t('orcamentos.title')}
        description={t('orcamentos.description')}
        favorite={t('orcamentos.title')}
        actions={
          can('pedido_vendas', 'create') && (
            <Button component={Link} to="/orcamentos/orcamento_detalhes" leftSection={<IconPlus size={16} />}>
              {t('orcamentos.new')}
            </Button>
          )
        }
      />
      <DataList definition={orcamentosList} rowActions={(row) => <PedidoRowActions id={row.CodPedido} />} />
    </>
  );
}
