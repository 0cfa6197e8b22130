import { Flex, Pagination } from 'antd';

interface CardListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  simple?: boolean;
}

/** Page links under a phone card list; nothing when everything fits on one page. */
export function CardListPagination({
  page,
  pageSize,
  total,
  onPageChange,
  simple,
}: CardListPaginationProps) {
  if (total <= pageSize) return null;
  return (
    <Flex justify="center" style={{ marginTop: 16 }}>
      <Pagination
        simple={simple}
        current={page}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        onChange={onPageChange}
      />
    </Flex>
  );
}
