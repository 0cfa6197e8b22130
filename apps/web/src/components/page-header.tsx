import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';

interface PageHeaderProps {
  title: ReactNode;
  extra?: ReactNode;
}

/** The heading row of a page: its one h1 and, optionally, actions on the right. */
export function PageHeader({ title, extra }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" justify="space-between" gap={16} wrap style={{ marginBottom: 24 }}>
      <h1
        style={{
          margin: 0,
          fontSize: 28,
          lineHeight: 1.25,
          fontWeight: 600,
          color: token.colorTextHeading,
        }}
      >
        {title}
      </h1>
      {extra}
    </Flex>
  );
}
