/**
 * The admin's Add Student and Add Faculty forms (issue 23): the registration form's sections without the password,
 * checked by the contract's admin schemas, and an account approved at once. The person gets a temporary password
 * shown here once, or (with e-mail set up) a link to choose their own.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminAccountCreated } from '@contract/admin-accounts';
import type { AdminResetMethod } from '@contract/password-reset';
import { paths } from '../../../app/paths';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { lazySchema } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import {
  FacultySections,
  facultyFieldOrder,
  facultyInitialValues,
  useFacultyCourses,
} from '../../auth/components/faculty-sections';
import {
  StudentSections,
  studentFieldOrder,
  studentInitialValues,
  useStudentCourses,
} from '../../auth/components/student-sections';
import { useRegistrationForm, type RegistrationForm } from '../../auth/components/use-registration-form';
import { useAddFacultyMember, useAddStudent } from '../api/add-person';
import { PasswordSetupChoice } from './password-setup-choice';
import { TemporaryPassword } from './temporary-password';

const adminStudentSchema = lazySchema(() =>
  import('@contract/admin-accounts').then((m) => m.AdminStudentCreateSchema),
);
const adminFacultySchema = lazySchema(() =>
  import('@contract/admin-accounts').then((m) => m.AdminFacultyCreateSchema),
);

const STUDENT_ORDER = [...studentFieldOrder(false), 'passwordSetup'];
const FACULTY_ORDER = [...facultyFieldOrder(false), 'passwordSetup'];
const TEMPORARY: AdminResetMethod = 'temporary';

type Props = { onClose: () => void };
type Answer = { data: AdminAccountCreated; message?: string };

/** "Add Another" starts a fresh form: a new key gives it new state. */
function useRounds() {
  const [round, setRound] = useState(0);
  return { key: round, onAnother: () => setRound((r) => r + 1) };
}

export function AddStudentForm({ onClose }: Props) {
  const { key, onAnother } = useRounds();
  return <StudentForm key={key} onClose={onClose} onAnother={onAnother} />;
}

export function AddFacultyForm({ onClose }: Props) {
  const { key, onAnother } = useRounds();
  return <FacultyForm key={key} onClose={onClose} onAnother={onAnother} />;
}

function StudentForm({ onClose, onAnother }: Props & { onAnother: () => void }) {
  const t = useT();
  const mutation = useAddStudent();
  const form = useRegistrationForm({
    schema: adminStudentSchema,
    initial: { ...studentInitialValues(STUDENT_ORDER), passwordSetup: TEMPORARY },
    order: STUDENT_ORDER,
    mutation,
  });
  const offered = useStudentCourses(form);
  return (
    <AddAccountLayout
      title={t('adminStudents.add')}
      form={form}
      mutation={mutation}
      detailPath={paths.admin.studentDetail}
      onClose={onClose}
      onAnother={onAnother}
    >
      <StudentSections form={form} offered={offered} withPassword={false} />
    </AddAccountLayout>
  );
}

function FacultyForm({ onClose, onAnother }: Props & { onAnother: () => void }) {
  const t = useT();
  const mutation = useAddFacultyMember();
  const form = useRegistrationForm({
    schema: adminFacultySchema,
    initial: { ...facultyInitialValues(FACULTY_ORDER), passwordSetup: TEMPORARY },
    order: FACULTY_ORDER,
    mutation,
  });
  const offered = useFacultyCourses(form);
  return (
    <AddAccountLayout
      title={t('adminFaculty.add')}
      form={form}
      mutation={mutation}
      detailPath={paths.admin.facultyDetail}
      onClose={onClose}
      onAnother={onAnother}
    >
      <FacultySections form={form} offered={offered} withPassword={false} />
    </AddAccountLayout>
  );
}

type LayoutProps = {
  title: string;
  form: RegistrationForm & {
    setValue: (name: string, value: string) => void;
    failure: string | null;
    busy: boolean;
    onSubmit: (event: FormEvent) => void;
  };
  mutation: Pick<UseMutationResult<Answer, Error, never>, 'data'>;
  detailPath: (id: string) => string;
  onClose: () => void;
  onAnother: () => void;
  children: ReactNode;
};

/** Heading, the sections, the choice of password, Create Account / Cancel; then what was created. */
function AddAccountLayout({ title, form, mutation, detailPath, onClose, onAnother, children }: LayoutProps) {
  const t = useT();
  const added = mutation.data;

  return (
    <Card role="region" aria-labelledby="add-account-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id="add-account-heading" className="text-xl font-semibold">
          {title}
        </h2>
        {!added && (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('adminPeople.addAccount.intro')}</p>
        )}
      </div>
      {added ? (
        <AccountAdded answer={added} detailPath={detailPath} onClose={onClose} onAnother={onAnother} />
      ) : (
        <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-6">
          {children}
          <PasswordSetupChoice
            value={form.values.passwordSetup ?? TEMPORARY}
            onChange={(method) => form.setValue('passwordSetup', method)}
            error={form.errors.passwordSetup}
          />
          {form.failure && <Alert>{form.failure}</Alert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" busy={form.busy} className="sm:min-w-40">
              {t('adminPeople.addAccount.submit')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

/** The server's sentence, the temporary password once, and the chosen courses that kept their teacher. */
function AccountAdded({
  answer: { data, message },
  detailPath,
  onClose,
  onAnother,
}: {
  answer: Answer;
  detailPath: (id: string) => string;
  onClose: () => void;
  onAnother: () => void;
}) {
  const t = useT();
  const { user } = data;
  // Until Done, the password is on screen; after it, nowhere.
  const [password, setPassword] = useState(data.temporaryPassword ?? null);
  return (
    <div className="flex flex-col gap-4">
      {message && <Alert tone="success">{message}</Alert>}
      {data.coursesNotAssigned.length > 0 && (
        <Alert tone="info">
          <p>{t('adminPeople.addAccount.notAssigned', { name: user.name })}</p>
          <ul className="ms-5 list-disc">
            {data.coursesNotAssigned.map((course) => (
              <li key={course._id}>{`${course.code} - ${course.name}`}</li>
            ))}
          </ul>
        </Alert>
      )}
      {password ? (
        <TemporaryPassword
          notice={t('adminPeople.addAccount.shownOnce', { name: user.name })}
          password={password}
          onDone={() => setPassword(null)}
        />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={detailPath(user._id)} className={buttonClass('secondary')}>
            {t('adminPeople.addAccount.view', { name: user.name })}
          </Link>
          <Button variant="secondary" onClick={onAnother}>
            {t('adminPeople.addAccount.another')}
          </Button>
          <Button onClick={onClose}>{t('adminPeople.addAccount.close')}</Button>
        </div>
      )}
    </div>
  );
}
