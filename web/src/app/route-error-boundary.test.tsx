import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Outlet, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function BrokenPage(): never {
  throw new Error('the page broke');
}

let navigate: NavigateFunction;
/** A layout with the boundary around it, as app/routes.tsx has: the boundary outlives a navigation. */
function Portal() {
  const go = useNavigate();
  useLayoutEffect(() => {
    navigate = go;
  });
  return useRoutes([
    {
      element: (
        <RouteErrorBoundary fallback={(error) => <p>Error page: {(error as Error).message}</p>}>
          <h1>Portal</h1>
          <Outlet />
        </RouteErrorBoundary>
      ),
      children: [
        { path: '/broken', element: <BrokenPage /> },
        { path: '/fine', element: <p>A working page</p> },
      ],
    },
  ]);
}

describe('the error page of a layout', () => {
  it('replaces the layout when a page under it throws, and going to another address tries again', async () => {
    // React reports the caught error; the setup fails a test on any unexpected console.error.
    const reported = vi.mocked(console.error).mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Portal />
      </MemoryRouter>,
    );
    expect(screen.getByText('Error page: the page broke')).toBeTruthy();
    await act(() => navigate('/fine'));
    expect(screen.getByText('A working page')).toBeTruthy();
    expect(screen.queryByText(/Error page/)).toBeNull();
    await act(() => navigate('/broken'));
    expect(screen.getByText('Error page: the page broke')).toBeTruthy();
    expect(reported).toHaveBeenCalled();
    reported.mockClear();
  });
});
