import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataList } from '@/platform/list';
import { useRouteRegistry } from '@/platform/routes/registry';
import { useCan } from '@/platform/session/grants';
import { PageHeader } from '@/platform/ui/PageHeader';
import { markupsList } from './markups.list';

/** /parametros: the company's markups; a row opens its percentages and assignments. */
export function MarkupsListPage() {
  const { t } = useTranslation();
  const registry = useRouteRegistry();
  const canCreate = useCan()('markup', 'create');
  const createHref = registry.href('markup_custos', { idMarkup: 'novo' });
  return (
    <>
      <PageHeader
        title={t('markup.title')}
        description={t('markup.description')}
        favorite={t('markup.title')}
        actions={
          canCreate &&
          createHref && (
            <Button component={Link} to={createHref} leftSection={<IconPlus size={16} />}>
              {t('markup.new')}
            </Button>
          )
        }
      />
      <DataList definition={markupsList} />
    </>
  );
}
