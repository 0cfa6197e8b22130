import type { TablePaginationConfig } from 'antd';

interface ServerPage {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Pagination of a table paged by the API: fixed page size, no links when one page holds all. */
export function tablePagination({
  page,
  pageSize,
  total,
  onPageChange,
}: ServerPage): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: onPageChange,
  };
}
