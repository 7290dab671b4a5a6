import { useTranslation } from 'react-i18next';
import { DataList } from '@/platform/list';
import { PageHeader } from '@/platform/ui/PageHeader';
import { companyList } from './company.list';

export function CompanyListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('company.title')} description={t('company.description')} />
      <DataList definition={companyList} />
    </>
  );
}
