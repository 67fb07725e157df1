import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { returnPath } from '../../app/return-path';
import { ChangePasswordForm } from '../../components/change-password-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/page-spinner';
import { getMe } from '../../lib/auth/auth-api';
import { useAuth } from '../../lib/auth/auth-context';
import { useT } from '../../lib/i18n';

/**
 * /change-password: an account signed in with a temporary password from an admin comes here from every portal
 * page (RequireRole), and the server refuses everything else, until it chooses a password of its own.
 */
export default function RequiredPasswordChangePage() {
  const t = useT();
  const { user, loading, updateUser, logout } = useAuth();
  const navigate = useNavigate();

  if (loading && !user) return <PageSpinner />;
  if (!user) return <Navigate to={paths.loginReturningTo(paths.changePassword)} replace />;
  if (!user.mustChangePassword) return <Navigate to={returnPath(null, user.role)} replace />;

  const changed = async () => {
    // The server has cleared the flag: the fresh user lets the portal in.
    const { user: fresh } = await getMe();
    updateUser(fresh);
    await navigate(returnPath(null, fresh.role), { replace: true });
  };

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <title>{`${t('auth.requiredChangeTitle')} | ${t('app.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('auth.requiredChangeTitle')}</h1>
      <Alert tone="info">{t('auth.requiredChangeIntro')}</Alert>
      <ChangePasswordForm onChanged={changed} currentLabel={t('auth.requiredChangeCurrent')} />
      <Button variant="secondary" className="self-start" onClick={() => void logout()}>
        {t('auth.signOut')}
      </Button>
    </div>
  );
}
