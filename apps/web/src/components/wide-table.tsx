import { Empty, Spin, Table, type TableProps } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';

export type WideTableProps<T extends AnyObject> = Omit<TableProps<T>, 'scroll' | 'locale'> & {
  emptyText: string;
};

/**
 * A table wider than a phone, which then scrolls sideways. With no rows it is an empty state
 * instead of an empty scroll box, which would be a region with nothing a keyboard could reach.
 */
export function WideTable<T extends AnyObject>({ emptyText, ...table }: WideTableProps<T>) {
  if ((table.dataSource?.length ?? 0) === 0) {
    return (
      <Spin spinning={Boolean(table.loading)}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </Spin>
    );
  }
  return <Table<T> {...table} scroll={{ x: 'max-content' }} locale={{ emptyText }} />;
}
