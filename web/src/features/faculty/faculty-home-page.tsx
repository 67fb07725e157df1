import { Navigate } from 'react-router';
import { paths } from '../../app/paths';
import { WelcomePanel } from '../../components/welcome-panel';
import { useAuth } from '../../lib/auth/auth-context';
import { useT } from '../../lib/i18n';

/** /faculty: the signed-in teacher's greeting and professional details (from GET /api/auth/me). */
export default function FacultyHomePage() {
  const t = useT();
  const { user } = useAuth();
  if (!user) return <Navigate to={paths.login} replace />;
  return (
    <>
      <title>{`${t('area.faculty')} | ${t('app.name')}`}</title>
      <WelcomePanel
        name={user.name}
        roleLabel={t('area.faculty')}
        rows={[
          { label: t('field.employeeId'), value: user.employee_id },
          { label: t('field.department'), value: user.department },
          { label: t('field.designation'), value: user.designation },
          { label: t('field.email'), value: user.email },
        ]}
      />
    </>
  );
}
