/** Renders the real route table at a URL, with an optional signed-in session already stored. */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@contract/auth';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';

export const TEST_TOKEN = 'test-token';

type Options = {
  /** Stores this user and a token, as a previous visit would have. */
  signedInAs?: User;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
};

export function renderApp(path: string, { signedInAs, userEventOptions }: Options = {}) {
  if (signedInAs) {
    localStorage.setItem('token', TEST_TOKEN);
    localStorage.setItem('user', JSON.stringify(signedInAs));
  }
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(userEventOptions);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient, location: () => router.state.location.pathname };
}
