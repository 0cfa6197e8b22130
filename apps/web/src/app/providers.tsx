import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { AppFeedbackProvider } from '@/components/feedback/app-feedback';
import { theme } from '@/config/theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Theme, toasts (message, notification, modal as antd's App gives them) and server state. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ConfigProvider theme={theme}>
      <AppFeedbackProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppFeedbackProvider>
    </ConfigProvider>
  );
}
