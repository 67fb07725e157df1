import { useEffect, useEffectEvent } from 'react';
import { SUCCESS_MESSAGE_MS } from '@contract/constants';
import type { Approval, Registration, RequestedCourse } from '@contract/registrations';
import { Alert } from '../../../components/ui/alert';
import { useT, type Translate } from '../../../lib/i18n';

type CourseRef = { code: string; name: string };

const courseName = (course: CourseRef) => `${course.code} - ${course.name}`;

/**
 * Why approving will not give a requested course, or null when it will: a course keeps the teacher it has, and
 * an archived course takes no one new. A teacher already teaching it (an approved registration) is no reason.
 */
export function blockedReason(
  registration: Pick<Registration, '_id' | 'role'>,
  course: RequestedCourse,
): Approval['notAssigned'][number]['reason'] | null {
  if (course.archived) return 'archived';
  if (registration.role !== 'faculty') return null;
  return course.instructor && course.instructor._id !== registration._id ? 'has_teacher' : null;
}

function reasonSentence(
  t: Translate,
  course: CourseRef & { reason: Approval['notAssigned'][number]['reason']; teacher: { name: string } | null },
) {
  return course.reason === 'has_teacher'
    ? t('registrations.reason.hasTeacher', {
        course: courseName(course),
        teacher: course.teacher?.name ?? '',
      })
    : t('registrations.reason.archived', { course: courseName(course) });
}

/** One requested course in the details, with its teacher or its being archived when that matters. */
export function RequestedCourseLabel({
  registration,
  course,
}: {
  registration: Pick<Registration, '_id' | 'role'>;
  course: RequestedCourse;
}) {
  const t = useT();
  const reason = blockedReason(registration, course);
  if (!reason) return <>{courseName(course)}</>;
  return (
    <>
      {courseName(course)}{' '}
      <span className="font-semibold text-amber-900 dark:text-amber-200">
        (
        {reason === 'archived'
          ? t('registrations.courseNote.archived')
          : t('registrations.courseNote.hasTeacher', { teacher: course.instructor?.name ?? '' })}
        )
      </span>
    </>
  );
}

/** Before approving: the requested courses that approval will not give, each with its reason. */
export function CoursesNotToBeAssigned({ registration }: { registration: Registration }) {
  const t = useT();
  const blocked = registration.courses.flatMap((course) => {
    const reason = blockedReason(registration, course);
    return reason ? [{ ...course, reason, teacher: course.instructor }] : [];
  });
  if (blocked.length === 0) return null;
  return (
    <Alert tone="info">
      <p className="font-semibold">
        {registration.role === 'faculty'
          ? t('registrations.before.faculty')
          : t('registrations.before.student')}
      </p>
      <ul className="list-disc ps-5">
        {blocked.map((course) => (
          <li key={course._id}>{reasonSentence(t, course)}</li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * After approving: the courses given and those not, with why, under the 'Registration approved' sentence. A
 * plain approval goes after the usual few seconds; one that left courses out stays until it is dismissed.
 */
export function ApprovalDetail({
  role,
  approval,
  onExpire,
}: {
  role: Registration['role'];
  approval: Approval;
  onExpire: () => void;
}) {
  const t = useT();
  const complete = approval.notAssigned.length === 0;
  // The list refreshing around the card must not restart the clock.
  const expire = useEffectEvent(onExpire);
  useEffect(() => {
    if (!complete) return;
    const timer = setTimeout(() => expire(), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [complete]);
  const faculty = role === 'faculty';
  return (
    <div className="mt-1 flex flex-col gap-1">
      {approval.assigned.length > 0 && (
        <p>
          {t(faculty ? 'registrations.after.assigned' : 'registrations.after.enrolled', {
            courses: approval.assigned.map(courseName).join(', '),
          })}
        </p>
      )}
      {!complete && (
        <>
          <p className="font-semibold">
            {t(faculty ? 'registrations.after.notAssigned' : 'registrations.after.notEnrolled')}
          </p>
          <ul className="list-disc ps-5">
            {approval.notAssigned.map((course) => (
              <li key={course._id}>{reasonSentence(t, course)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
