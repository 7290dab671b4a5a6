import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataList } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { PageHeader } from '@/platform/ui/PageHeader';
import { formulasList } from './formulas.list';

/** /formulas/list: the company's formulas, filtered by name, result and active; a row opens the formula. */
export function FormulasListPage() {
  const { t } = useTranslation();
  const createHref = useScreenAccess().href('formulas_create');
  return (
    <>
      <PageHeader
        title={t('formulas.title')}
        description={t('formulas.description')}
        favorite={t('formulas.title')}
        actions={
          createHref && (
            <Button component={Link} to={createHref} leftSection={<IconPlus size={16} />}>
              {t('formulas.new')}
            </Button>
          )
        }
      />
      <DataList definition={formulasList} />
    </>
  );
}
