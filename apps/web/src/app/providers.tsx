import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppFeedbackProvider } from '@/components/feedback/app-feedback';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Toasts (message, notification, modal as antd's App gives them) and server state. The antd
 * theme is not here: routes put `AntdFrame` around what antd draws (router.tsx).
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <AppFeedbackProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppFeedbackProvider>
  );
}
