import { messages } from '@stayfront/core';
import { Button } from 'antd';
import { Result } from './result';

interface QueryErrorProps {
  onRetry: () => void;
  retrying?: boolean;
}

/** What a page shows when its data could not be read: the generic message and Try again. */
export function QueryError({ onRetry, retrying }: QueryErrorProps) {
  return (
    <Result
      status="warning"
      title={messages.somethingWentWrong}
      extra={
        <Button type="primary" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
