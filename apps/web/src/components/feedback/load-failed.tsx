import { messages } from '@stayfront/core';
import { Button } from 'antd';
import { Result } from './result';

/** What a page shows when its data could not be read: the generic message and Try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={messages.somethingWentWrong}
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
