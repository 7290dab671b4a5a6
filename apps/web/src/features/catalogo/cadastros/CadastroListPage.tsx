import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataList } from '@/platform/list';
import { useRouteRegistry } from '@/platform/routes/registry';
import { PageHeader } from '@/platform/ui/PageHeader';
import { useCanEditProdutos } from '../catalogo.api';
import type { Cadastro } from './cadastros';

/** The list of a small register (units, families, groups): filters, sorting, a row opens it; 'New' for who may create. */
export function CadastroListPage({ cadastro }: { cadastro: Cadastro }) {
  const { t } = useTranslation();
  const registry = useRouteRegistry();
  const canCreate = useCanEditProdutos('create');
  const createHref = registry.href(cadastro.routes.create);
  return (
    <>
      <PageHeader
        title={t(`${cadastro.keys}.title`)}
        description={t(`${cadastro.keys}.description`)}
        favorite={t(`${cadastro.keys}.title`)}
        actions={
          canCreate &&
          createHref && (
            <Button component={Link} to={createHref} leftSection={<IconPlus size={16} />}>
              {t(`${cadastro.keys}.new`)}
            </Button>
          )
        }
      />
      <DataList definition={cadastro.list} />
    </>
  );
}
