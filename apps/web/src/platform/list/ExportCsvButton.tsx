import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileCode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../api/client';
import type { QueryParams } from '../api/query-string';
import { notifyError } from '../ui/notify';

interface ExportCsvButtonProps {
  path: string;
  /** The export query, for Excel (default) or raw. */
  query(raw: boolean): QueryParams;
  listId: string;
}

/** "Exportar CSV" (for Excel: visible columns, screen labels and formats) and, aside, "CSV (dados brutos)". */
export function ExportCsvButton({ path, query, listId }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (raw: boolean) => {
    setExporting(true);
    try {
      await downloadCsv(path, query(raw), raw ? `${listId}-raw.csv` : `${listId}.csv`);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button.Group>
      <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportCsv(false)} loading={exporting}>
        {t('list.exportCsv')}
      </Button>
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <Button variant="default" px={8} aria-label={t('list.exportOptions')} disabled={exporting}>
            <IconChevronDown size={16} />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileCode size={16} />} onClick={() => void exportCsv(true)}>
            {t('list.exportCsvRaw')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Button.Group>
  );
}
