import { Link } from 'react-router';
import { MESSAGES } from '@contract/messages';
import { paths } from '../../app/paths';
import { useT } from '../../lib/i18n';
import { useRegisterFaculty } from './api/register-faculty';
import {
  FacultySections,
  useFacultyCourses,
  facultyFieldOrder,
  facultyInitialValues,
} from './components/faculty-sections';
import { RegistrationLayout } from './components/registration-layout';
import { RegistrationSuccess } from './components/registration-success';
import { useRegistrationForm } from './components/use-registration-form';
import { lazySchema } from '../../lib/forms';

const facultyRegistrationSchema = lazySchema(() =>
  import('@contract/auth').then((m) => m.FacultyRegistrationSchema),
);

const ORDER = facultyFieldOrder(true);
const INITIAL = facultyInitialValues(ORDER);

export default function FacultyRegistrationPage() {
  const t = useT();
  const mutation = useRegisterFaculty();
  const form = useRegistrationForm({
    schema: facultyRegistrationSchema,
    initial: INITIAL,
    order: ORDER,
    mutation,
  });
  const offered = useFacultyCourses(form);

  if (form.succeeded) return <RegistrationSuccess message={MESSAGES.facultyRegistrationSuccess} />;

  return (
    <RegistrationLayout
      title={t('register.facultyTitle')}
      subtitle={t('register.facultySubtitle')}
      otherLink={<Link to={paths.registerStudent}>{t('register.studentInstead')}</Link>}
      failure={form.failure}
      busy={form.busy}
      onSubmit={form.onSubmit}
    >
      <FacultySections form={form} offered={offered} withPassword />
    </RegistrationLayout>
  );
}
