import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../lib/api-client';
import { AuthProvider } from '../lib/auth/auth-context';
import { LiveCollegeProvider } from '../lib/college';
import { useAccountLanguage } from '../components/layout/language-switch';
import { I18nProvider, type Locale } from '../lib/i18n';
import { applyLocale, loadLocale } from '../lib/i18n/languages';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network trouble and 5xx get one more try.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** Loads the other language's strings, then puts it on the document and in the cookie. */
async function switchLanguage(next: Locale) {
  await loadLocale(next);
  applyLocale(next);
}

function AccountLanguage() {
  useAccountLanguage();
  return null;
}

export function AppProviders({
  children,
  queryClient,
  locale,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The language already loaded at start (main.tsx). */
  locale?: Locale;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nProvider locale={locale} onChange={switchLanguage}>
      <QueryClientProvider client={client}>
        <LiveCollegeProvider>
          <AuthProvider>
            <AccountLanguage />
            {children}
          </AuthProvider>
        </LiveCollegeProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
