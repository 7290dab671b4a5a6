import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DataList } from '@/platform/list';
import { PageHeader } from '@/platform/ui/PageHeader';
import { integratedItemsList } from './integrated-items.list';

/** /integrated-items/:integration/:type: the log of the items sent to an integration. */
export function IntegratedItemsPage() {
  const { t } = useTranslation();
  const { integration = 'erp', type = 'apagar' } = useParams();
  const definition = useMemo(() => integratedItemsList(integration, type), [integration, type]);
  // The kinds of item the integrations send, by their screen name.
  const kind = type === 'apagar' ? t('apagar.title') : type;
  return (
    <>
      <PageHeader title={`${t('integrados.title')}: ${integration.toUpperCase()} · ${kind}`} description={t('integrados.description', { integration: integration.toUpperCase(), type: kind })} />
      <DataList key={definition.id} definition={definition} />
    </>
  );
}
