/** Renders the real route table at a URL, with an optional signed-in session already stored. */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import type { User } from '@contract/auth';
import { AppRoutes } from '../app/app-routes';
import { AppProviders } from '../app/providers';

export const TEST_TOKEN = 'test-token';

type Options = {
  /** Stores this user and a token, as a previous visit would have. */
  signedInAs?: User;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
};

/** Where the app is and how it moves, as the router last rendered them. */
type RouterProbe = { location: Location; navigate: NavigateFunction };

function Probe({ report }: { report: (probe: RouterProbe) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    report({ location, navigate });
  });
  return null;
}

export function renderApp(path: string, { signedInAs, userEventOptions }: Options = {}) {
  if (signedInAs) {
    localStorage.setItem('token', TEST_TOKEN);
    localStorage.setItem('user', JSON.stringify(signedInAs));
  }
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  let router: RouterProbe | undefined;
  const user = userEvent.setup(userEventOptions);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Probe report={(probe) => (router = probe)} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...view,
    user,
    queryClient,
    /** Goes to another address, as a link would. */
    navigate: (to: string) => router!.navigate(to),
    /** The address the app shows now. */
    currentLocation: () => router!.location,
    location: () => router!.location.pathname,
  };
}
