import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataList } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { PageHeader } from '@/platform/ui/PageHeader';
import { clientsList } from './clients.list';

/** /clients/list: filters by name, document, UF, city and status; CSV; a row opens the client. */
export function ClientsListPage() {
  const { t } = useTranslation();
  // Hidden without the grant to create clients.
  const createHref = useScreenAccess().href('clients_create');
  return (
    <>
      <PageHeader
        title={t('clients.title')}
        description={t('clients.description')}
        favorite={t('clients.title')}
        actions={
          createHref && (
            <Button component={Link} to={createHref} leftSection={<IconPlus size={16} />}>
              {t('clients.new')}
            </Button>
          )
        }
      />
      <DataList definition={clientsList} />
    </>
  );
}
