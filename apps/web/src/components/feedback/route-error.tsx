import { messages } from '@stayfront/core';
import { Button } from 'antd';
import AntdFrame from '@/components/antd-frame';
import { Result } from '@/components/feedback/result';

/**
 * Error element of the router: anything that broke while loading or rendering a page. It may
 * replace a page that had no antd theme (the guest store), so it brings its own.
 */
export function RouteError() {
  return (
    <AntdFrame>
      <Result
        status="error"
        title={messages.somethingWentWrong}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        }
      />
    </AntdFrame>
  );
}
