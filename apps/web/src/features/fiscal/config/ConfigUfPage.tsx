import { useState } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/platform/list';
import { useScreenAccess } from '@/platform/routes/access';
import { PageHeader } from '@/platform/ui/PageHeader';
import { ConfigUfForm } from './ConfigUfForm';
import { configUfsList, type ConfigUfRow } from './config-ufs.list';

/** /nfe/config: the per-UF configuration lines, created and edited in a dialog. */
export function ConfigUfPage() {
  const { t } = useTranslation();
  const access = useScreenAccess();
  const [editing, setEditing] = useState<{ line: ConfigUfRow | null } | null>(null);
  return (
    <>
      <PageHeader
        title={t('configUf.title')}
        description={t('configUf.description')}
        favorite={t('configUf.title')}
        actions={
          access.can('config_fiscal', 'create') && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ line: null })}>
              {t('configUf.new')}
            </Button>
          )
        }
      />
      <DataList
        definition={configUfsList}
        rowActions={(row) =>
          access.can('config_fiscal', 'update') && (
            <ActionIcon variant="subtle" aria-label={`${t('common.edit')} ${row.IdConfigUf}`} onClick={() => setEditing({ line: row })}>
              <IconPencil size={16} />
            </ActionIcon>
          )
        }
      />
      {editing && <ConfigUfForm key={editing.line?.id ?? 'new'} line={editing.line} opened onClose={() => setEditing(null)} />}
    </>
  );
}
