import { Navigate } from 'react-router';
import { paths } from '../../app/paths';
import { WelcomePanel } from '../../components/welcome-panel';
import { useAuth } from '../../lib/auth/auth-context';
import { useT } from '../../lib/i18n';

/** /student: the signed-in student's greeting and academic details (from GET /api/auth/me). */
export default function StudentHomePage() {
  const t = useT();
  const { user } = useAuth();
  if (!user) return <Navigate to={paths.login} replace />;
  return (
    <>
      <title>{`${t('area.student')} | ${t('app.name')}`}</title>
      <WelcomePanel
        name={user.name}
        roleLabel={t('area.student')}
        rows={[
          { label: t('field.studentId'), value: user.student_id },
          { label: t('field.program'), value: user.program },
          { label: t('field.department'), value: user.department },
          { label: t('field.semester'), value: user.semester },
          { label: t('field.section'), value: user.section },
          { label: t('field.email'), value: user.email },
        ]}
      />
    </>
  );
}
