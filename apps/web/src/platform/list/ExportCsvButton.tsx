import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../api/client';
import type { QueryParams } from '../api/query-string';
import { notifyError } from '../ui/notify';

interface ExportCsvButtonProps {
  path: string;
  query: QueryParams;
  fileName: string;
}

/** Downloads the list as CSV with the list's filters and sort. */
export function ExportCsvButton({ path, query, fileName }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(path, query, fileName);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportCsv()} loading={exporting}>
      {t('list.exportCsv')}
    </Button>
  );
}
