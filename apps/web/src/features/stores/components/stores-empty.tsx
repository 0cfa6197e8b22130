import { Empty, Typography } from 'antd';

/** Spec (stores list): the empty text. */
export function StoresEmpty() {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Title level={2} style={{ fontSize: 18, margin: '0 0 4px' }}>
            No stores found
          </Typography.Title>
          <Typography.Text type="secondary">
            You don&apos;t currently have any stores. Please add a store if you&apos;d like to sell
            to your guests.
          </Typography.Text>
        </>
      }
    />
  );
}
