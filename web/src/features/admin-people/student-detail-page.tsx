import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import type { CourseBrief } from '@contract/admin';
import { paths } from '../../app/paths';
import { Loading } from '../../components/loading';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { valueLabel } from '../../lib/i18n/reference';
import { useT } from '../../lib/i18n';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useAddEnrollment } from './api/add-enrollment';
import { useDropEnrollment } from './api/drop-enrollment';
import { useStudent } from './api/get-student';
import { AccountCard } from './components/account-card';
import { PasswordResetSlot } from './components/password-reset-slot';
import { DetailLayout } from './components/detail-layout';
import { EnrollmentsCard } from './components/enrollments-card';
import { ProfileItem, ProfileSection } from './components/profile-section';
import { useAccountActions } from './components/use-account-actions';
import { useEditMode } from './components/use-edit-mode';

// The edit form loads when Edit is pressed: a first visit reads the person, it does not edit (bundle budget).
const StudentEditForm = lazy(() =>
  import('./components/student-edit-form').then((m) => ({ default: m.StudentEditForm })),
);

/**
 * The transcript's button, like the password card, loads after the page is shown: both are used rarely, and the
 * first visit to a person's page stays within the area's budget (scripts/bench/bundle-sizes.mjs).
 */
const DownloadButton = lazy(() =>
  import('../../components/download-button').then((module) => ({ default: module.DownloadButton })),
);

/** /admin/students/:id: every field of a student, their enrollments, the account's state, and the edit form. */
export default function StudentDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const detail = useStudent(id);
  const [editing, setEditing] = useEditMode();
  const [success, setSuccess] = useTimedMessage();
  const [failure, setFailure] = useTimedMessage();
  const account = useAccountActions(setSuccess, setFailure);
  const add = useAddEnrollment();
  const drop = useDropEnrollment();
  const student = detail.data?.student;

  const onAdd = (courseId: string) => {
    setFailure(null);
    add.mutate(
      { studentId: id, courseId },
      {
        onSuccess: ({ message }) => setSuccess(message ?? t('adminStudents.enrolled')),
        onError: (error) => setFailure(errorMessage(error, t('adminStudents.enrollFailed'))),
      },
    );
  };

  const onDrop = (course: CourseBrief) => {
    const name = `${course.code} - ${course.name}`;
    if (!window.confirm(t('adminStudents.confirmDrop', { course: name, name: student?.name ?? '' }))) return;
    setFailure(null);
    drop.mutate(
      { studentId: id, courseId: course._id },
      {
        onSuccess: ({ message }) => setSuccess(message ?? t('adminStudents.dropped')),
        onError: (error) => setFailure(errorMessage(error, t('adminStudents.dropFailed'))),
      },
    );
  };

  return (
    <DetailLayout
      listPath={paths.admin.students}
      backLabel={t('adminStudents.back')}
      person={student}
      loading={detail.isPending}
      error={detail.error}
      loadFailed={t('adminStudents.detailLoadFailed')}
      editing={editing}
      onEdit={() => {
        setSuccess(null);
        setEditing(true);
      }}
      success={success}
      failure={failure}
    >
      {student && detail.data && (
        <>
          {editing ? (
            <Suspense fallback={<Loading />}>
              <StudentEditForm
                student={student}
                onCancel={() => setEditing(false)}
                onSaved={(message) => {
                  setEditing(false);
                  setSuccess(message);
                }}
              />
            </Suspense>
          ) : (
            <>
              <ProfileSection title={t('adminPeople.section.academic')}>
                <ProfileItem label={t('field.studentId')}>
                  <bdi dir="ltr">{student.student_id}</bdi>
                </ProfileItem>
                <ProfileItem label={t('field.department')}>{valueLabel(student.department)}</ProfileItem>
                <ProfileItem label={t('field.program')}>{student.program}</ProfileItem>
                <ProfileItem label={t('field.batch')}>{student.batch}</ProfileItem>
                <ProfileItem label={t('field.semester')}>{student.semester}</ProfileItem>
                <ProfileItem label={t('field.section')}>{student.section}</ProfileItem>
              </ProfileSection>
              <ProfileSection title={t('adminPeople.section.personal')}>
                <ProfileItem label={t('field.phone')}>
                  <bdi dir="ltr">{student.phone}</bdi>
                </ProfileItem>
                <ProfileItem label={t('field.dateOfBirth')}>{formatDate(student.date_of_birth)}</ProfileItem>
                <ProfileItem label={t('field.bloodGroup')}>{student.blood_group}</ProfileItem>
                <ProfileItem label={t('field.nationality')}>{student.nationality}</ProfileItem>
                <ProfileItem label={t('field.religion')}>{student.religion}</ProfileItem>
                <ProfileItem label={t('field.address')} wide>
                  {student.address}
                </ProfileItem>
              </ProfileSection>
              <ProfileSection title={t('adminPeople.section.guardian')}>
                <ProfileItem label={t('field.guardianName')}>{student.guardian_name}</ProfileItem>
                <ProfileItem label={t('field.guardianPhone')}>{student.guardian_phone}</ProfileItem>
                <ProfileItem label={t('field.guardianRelation')}>{student.guardian_relation}</ProfileItem>
                <ProfileItem label={t('field.emergencyContact')}>{student.emergency_contact}</ProfileItem>
              </ProfileSection>
            </>
          )}
          <EnrollmentsCard
            semester={student.semester}
            department={student.department}
            enrollments={detail.data.enrollments}
            busy={{ adding: add.isPending, droppingId: drop.isPending ? drop.variables.courseId : undefined }}
            onAdd={onAdd}
            onDrop={onDrop}
          />
          {student.status === 'approved' && (
            <Card role="region" aria-labelledby="transcript-heading" className="flex flex-col gap-3">
              <h2 id="transcript-heading" className="text-lg font-semibold">
                {t('adminStudents.transcript')}
              </h2>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('adminStudents.transcriptHint', { name: student.name })}
              </p>
              <Suspense fallback={null}>
                <DownloadButton
                  label={t('adminStudents.issueTranscript')}
                  failed={t('adminStudents.transcriptFailed')}
                  download={() =>
                    import('./api/issue-transcript').then((api) => api.issueTranscript(student._id))
                  }
                />
              </Suspense>
            </Card>
          )}
          <AccountCard
            person={student}
            busy={account.busy}
            onDeactivate={() => account.onDeactivate(student)}
            onReactivate={() => account.onReactivate(student)}
            onEndSessions={() => account.onEndSessions(student)}
          />
          <PasswordResetSlot person={student} />
        </>
      )}
    </DetailLayout>
  );
}
