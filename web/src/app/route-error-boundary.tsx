import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

type Props = { fallback: (error: unknown) => ReactNode; children: ReactNode };
type State = { error: unknown; pathname: string };

/**
 * The error page of a layout and everything under it: a page that throws, or whose code cannot be downloaded
 * (for example after a new release). Going to another address tries again, as React Router's `errorElement`
 * does in a data router; the portal uses the declarative router, a third of the size on a phone's first visit
 * (docs/decisions/0030-react-router-declarative-mode.md).
 */
export function RouteErrorBoundary({ fallback, children }: Props) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}

class Boundary extends Component<Props & { pathname: string }, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error === null ? this.props.children : this.props.fallback(this.state.error);
  }
}
