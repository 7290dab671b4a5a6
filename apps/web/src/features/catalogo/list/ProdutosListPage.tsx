import { Button, Skeleton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataList } from '@/platform/list';
import { useRouteRegistry } from '@/platform/routes/registry';
import { PageHeader } from '@/platform/ui/PageHeader';
import { useCanEditProdutos } from '../catalogo.api';
import { MassaAction } from './MassaModal';
import { produtosList } from './produtos.list';
import { useListWithColunas } from './produtos-colunas.list';

/** /produtos/list: filters by name (accent-blind), code, type, family, group and active; CSV; bulk change of the selected rows; a row opens the product. */
export function ProdutosListPage() {
  const { t } = useTranslation();
  const registry = useRouteRegistry();
  const canEdit = useCanEditProdutos('create');
  const canBulk = useCanEditProdutos('update');
  const createHref = registry.href('produtos_cadastro');
  // The company's extra columns join the list as optional columns and filters.
  const definition = useListWithColunas(produtosList);
  return (
    <>
      <PageHeader
        title={t('produtos.title')}
        description={t('produtos.description')}
        favorite={t('produtos.title')}
        actions={
          canEdit &&
          createHref && (
            <Button component={Link} to={createHref} leftSection={<IconPlus size={16} />}>
              {t('produtos.new')}
            </Button>
          )
        }
      />
      {definition ? <DataList definition={definition} actions={canBulk ? (context) => <MassaAction {...context} /> : undefined} /> : <Skeleton height={420} radius="md" />}
    </>
  );
}
