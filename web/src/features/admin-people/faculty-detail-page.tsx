import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../app/paths';
import { Loading } from '../../components/loading';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format';
import { valueLabel } from '../../lib/i18n/reference';
import { useT } from '../../lib/i18n';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useFacultyMember } from './api/get-faculty-member';
import { AccountCard } from './components/account-card';
import { PasswordResetSlot } from './components/password-reset-slot';
import { CourseList } from './components/course-list';
import { DetailLayout } from './components/detail-layout';
import { ProfileItem, ProfileSection } from './components/profile-section';
import { useAccountActions } from './components/use-account-actions';
import { useEditMode } from './components/use-edit-mode';

// The edit form loads when Edit is pressed: a first visit reads the person, it does not edit (bundle budget).
const FacultyEditForm = lazy(() =>
  import('./components/faculty-edit-form').then((m) => ({ default: m.FacultyEditForm })),
);

/** /admin/faculty/:id: every field of a faculty member, the courses they teach, the account, and the edit form. */
export default function FacultyDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const detail = useFacultyMember(id);
  const [editing, setEditing] = useEditMode();
  const [success, setSuccess] = useTimedMessage();
  const [failure, setFailure] = useTimedMessage();
  const account = useAccountActions(setSuccess, setFailure);
  const member = detail.data?.faculty;

  return (
    <DetailLayout
      listPath={paths.admin.faculty}
      backLabel={t('adminFaculty.back')}
      person={member}
      loading={detail.isPending}
      error={detail.error}
      loadFailed={t('adminFaculty.detailLoadFailed')}
      editing={editing}
      onEdit={() => {
        setSuccess(null);
        setEditing(true);
      }}
      success={success}
      failure={failure}
    >
      {member && detail.data && (
        <>
          {editing ? (
            <Suspense fallback={<Loading />}>
              <FacultyEditForm
                member={member}
                onCancel={() => setEditing(false)}
                onSaved={(message) => {
                  setEditing(false);
                  setSuccess(message);
                }}
              />
            </Suspense>
          ) : (
            <>
              <ProfileSection title={t('adminPeople.section.professional')}>
                <ProfileItem label={t('field.employeeId')}>
                  <bdi dir="ltr">{member.employee_id}</bdi>
                </ProfileItem>
                <ProfileItem label={t('field.department')}>{valueLabel(member.department)}</ProfileItem>
                <ProfileItem label={t('field.designation')}>{member.designation}</ProfileItem>
                <ProfileItem label={t('field.qualification')}>{member.qualification}</ProfileItem>
                <ProfileItem label={t('field.specialization')}>{member.specialization}</ProfileItem>
                <ProfileItem label={t('field.joiningDate')}>{formatDate(member.joining_date)}</ProfileItem>
                <ProfileItem label={t('field.experience')}>{member.experience}</ProfileItem>
              </ProfileSection>
              <ProfileSection title={t('adminPeople.section.personal')}>
                <ProfileItem label={t('field.phone')}>
                  <bdi dir="ltr">{member.phone}</bdi>
                </ProfileItem>
                <ProfileItem label={t('field.dateOfBirth')}>{formatDate(member.date_of_birth)}</ProfileItem>
                <ProfileItem label={t('field.bloodGroup')}>{member.blood_group}</ProfileItem>
                <ProfileItem label={t('field.emergencyContact')}>{member.emergency_contact}</ProfileItem>
                <ProfileItem label={t('field.nationality')}>{member.nationality}</ProfileItem>
                <ProfileItem label={t('field.religion')}>{member.religion}</ProfileItem>
                <ProfileItem label={t('field.address')} wide>
                  {member.address}
                </ProfileItem>
              </ProfileSection>
            </>
          )}
          <Card className="flex flex-col gap-4">
            <h2 className="text-lg font-semibold">{t('adminFaculty.courses')}</h2>
            {detail.data.courses.length === 0 ? (
              <p className="text-sm text-slate-700 dark:text-slate-300">{t('adminFaculty.noCourses')}</p>
            ) : (
              <CourseList courses={detail.data.courses} />
            )}
          </Card>
          <AccountCard
            person={member}
            busy={account.busy}
            onDeactivate={() => account.onDeactivate(member)}
            onReactivate={() => account.onReactivate(member)}
            onEndSessions={() => account.onEndSessions(member)}
          />
          <PasswordResetSlot person={member} />
        </>
      )}
    </DetailLayout>
  );
}
