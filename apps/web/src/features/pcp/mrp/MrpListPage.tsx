import { useState } from 'react';
import { Button, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/platform/list';
import { useCan } from '@/platform/session/grants';
import { PageHeader } from '@/platform/ui/PageHeader';
import { analisesList, analisesResumoList } from './analises.list';
import { NovaAnaliseModal } from './NovaAnaliseModal';

/** /mrp: the analyses in the specification's two views (the list, and one line per analysis with its counts). */
export function MrpListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t('pcp.mrp.title')}
        description={t('pcp.mrp.description')}
        favorite={t('pcp.mrp.title')}
        actions={
          can('mrp', 'create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('pcp.mrp.new')}
            </Button>
          )
        }
      />
      <Tabs defaultValue="lista" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="lista">{t('pcp.mrp.tabList')}</Tabs.Tab>
          <Tabs.Tab value="resumo">{t('pcp.mrp.tabSummary')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lista">
          <DataList definition={analisesList} />
        </Tabs.Panel>
        <Tabs.Panel value="resumo">
          <DataList definition={analisesResumoList} />
        </Tabs.Panel>
      </Tabs>
      <NovaAnaliseModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
