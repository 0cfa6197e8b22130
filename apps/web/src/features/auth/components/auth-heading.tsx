import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** The h1 of a sign-in card, for screens whose heading changes with their state. */
export function AuthHeading({ children }: { children: ReactNode }) {
  return (
    <Typography.Title
      level={1}
      style={{ fontSize: 24, lineHeight: 1.3, textAlign: 'center', margin: '0 0 24px' }}
    >
      {children}
    </Typography.Title>
  );
}
