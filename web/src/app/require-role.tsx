import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@contract/enums';
import { PageSpinner } from '../components/page-spinner';
import { useAuth } from '../lib/auth/auth-context';
import { paths } from './paths';

/**
 * The client-side route guard (spec part 1 §4): a spinner while a sign-in is in flight, /login (returning
 * here) without a user,
 * / for a signed-in user of another role. The server enforces the same rules on every call.
 */
export function RequireRole({ roles }: { roles?: readonly Role[] }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  // A session restored from this device shows its page at once while /api/auth/me confirms it: waiting would
  // cost a slow phone a round trip before the page even asks for its data, and the server checks every call.
  if (loading && !user) return <PageSpinner />;
  // The login page comes back here once signed in (app/return-path.ts).
  if (!user) return <Navigate to={paths.loginReturningTo(location.pathname + location.search)} replace />;
  // A temporary password from an admin: the server refuses everything else until it is changed.
  if (user.mustChangePassword) return <Navigate to={paths.changePassword} replace />;
  if (roles && !roles.includes(user.role)) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
