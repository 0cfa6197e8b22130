import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { AppFeedbackProvider } from '@/components/feedback/app-feedback';
import { theme } from '@/config/theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

// A form that fails its checks moves focus to the first wrong field, so a keyboard or screen
// reader user lands on it and hears its message (the field's description).
const FORM_CONFIG = { scrollToFirstError: { focus: true } };

/** Theme, toasts (message, notification, modal as antd's App gives them) and server state. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ConfigProvider theme={theme} form={FORM_CONFIG}>
      <AppFeedbackProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppFeedbackProvider>
    </ConfigProvider>
  );
}
