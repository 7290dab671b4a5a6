import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './types';
import { useFormat } from '../i18n/format';
import classes from './DataList.module.css';

interface ListPaginationProps {
  listId: string;
  page: number;
  pageSize: number;
  total: number;
  /** The total is an estimate: "1–30 de cerca de 1.000.000". */
  estimated?: boolean;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

/** Footer of the list: "1–10 de 42", the page size and the pages. */
export function ListPagination({ listId, page, pageSize, total, estimated = false, onPageChange, onPageSizeChange }: ListPaginationProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" className={classes.pager} gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t(estimated ? 'list.rangeAbout' : 'list.range', { from, to, total: fmt.number(total) })}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" component="label" htmlFor={`${listId}-page-size`}>
            {t('list.pageSize')}
          </Text>
          <Select
            id={`${listId}-page-size`}
            w={84}
            size="xs"
            data={PAGE_SIZES.map((size) => String(size))}
            value={String(pageSize)}
            onChange={(value) => value && onPageSizeChange(Number(value))}
            allowDeselect={false}
            comboboxProps={{ width: 84 }}
          />
        </Group>
        <Pagination
          total={pageCount}
          value={Math.min(page, pageCount)}
          onChange={onPageChange}
          size="sm"
          withEdges
          siblings={1}
          getControlProps={(control) => ({
            'aria-label': t(`list.pager.${control}`),
            className: control === 'first' || control === 'last' ? classes.pagerEdge : undefined,
          })}
          getItemProps={(pageNumber) => ({ 'aria-label': t('list.pager.page', { page: pageNumber }) })}
        />
      </Group>
    </Group>
  );
}
