import { Button } from 'antd';
import { Result } from '@/components/feedback/result';
import { messages } from '@stayfront/core';

/** Error element of the router: anything that broke while loading or rendering a page. */
export function RouteError() {
  return (
    <Result
      status="error"
      title={messages.somethingWentWrong}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      }
    />
  );
}
