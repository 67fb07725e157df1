import { Link } from 'react-router';
import { MESSAGES } from '@contract/messages';
import { paths } from '../../app/paths';
import { useT } from '../../lib/i18n';
import { useRegisterStudent } from './api/register-student';
import { RegistrationLayout } from './components/registration-layout';
import { RegistrationSuccess } from './components/registration-success';
import {
  StudentSections,
  useStudentCourses,
  studentFieldOrder,
  studentInitialValues,
} from './components/student-sections';
import { useRegistrationForm } from './components/use-registration-form';
import { lazySchema } from '../../lib/forms';

const studentRegistrationSchema = lazySchema(() =>
  import('@contract/auth').then((m) => m.StudentRegistrationSchema),
);

const ORDER = studentFieldOrder(true);
const INITIAL = studentInitialValues(ORDER);

export default function StudentRegistrationPage() {
  const t = useT();
  const mutation = useRegisterStudent();
  const form = useRegistrationForm({
    schema: studentRegistrationSchema,
    initial: INITIAL,
    order: ORDER,
    mutation,
  });
  const offered = useStudentCourses(form);

  if (form.succeeded) return <RegistrationSuccess message={MESSAGES.studentRegistrationSuccess} />;

  return (
    <RegistrationLayout
      title={t('register.studentTitle')}
      subtitle={t('register.studentSubtitle')}
      otherLink={<Link to={paths.registerFaculty}>{t('register.facultyInstead')}</Link>}
      failure={form.failure}
      busy={form.busy}
      onSubmit={form.onSubmit}
    >
      <StudentSections form={form} offered={offered} withPassword />
    </RegistrationLayout>
  );
}
