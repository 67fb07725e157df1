import { AreaPage, type AreaPageProps } from '../../../components/area-page';
import { useAuth } from '../../../lib/auth/auth-context';

/** The frame of every faculty page; an admin's on the one an admin also opens (Enter Grades, in its area). */
export function FacultyPage(props: AreaPageProps) {
  const { user } = useAuth();
  return <AreaPage area={user?.role === 'admin' ? 'area.admin' : 'area.faculty'} {...props} />;
}
