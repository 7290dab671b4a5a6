import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataList } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { PageHeader } from '@/platform/ui/PageHeader';
import { tagsList } from './tags.list';

/** /tags: the company's tags as chips, filtered by name and kind; a row opens the tag. */
export function TagsListPage() {
  const { t } = useTranslation();
  const createHref = useScreenAccess().href('tags_create');
  return (
    <>
      <PageHeader
        title={t('tags.title')}
        description={t('tags.description')}
        favorite={t('tags.title')}
        actions={
          createHref && (
            <Button component={Link} to={createHref} leftSection={<IconPlus size={16} />}>
              {t('tags.new')}
            </Button>
          )
        }
      />
      <DataList definition={tagsList} />
    </>
  );
}
