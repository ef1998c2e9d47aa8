import '../components/styles/first-paint.css';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { useEffect, type ReactNode } from 'react';
import { switchSessionUser } from '../features/auth/public';
import { onUnauthorized } from '../lib/api-client';
import { clearToken } from '../lib/auth-storage';
import { cssVariablesResolver, theme } from './theme';

dayjs.locale('ja');

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // An expired or revoked token: forget it; RequireAuth then sends the user to /login and back.
  useEffect(
    () =>
      onUnauthorized(() => {
        clearToken();
        switchSessionUser(queryClient, null);
      }),
    [queryClient],
  );

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'ja', firstDayOfWeek: 0, labelSeparator: '〜' }}>
        <QueryClientProvider client={queryClient}>
          {/* Bottom-right: at the top the toasts cover the header's user menu and bell. */}
          <Notifications position="bottom-right" />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
