import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Approval, Registration } from '@contract/registrations';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { valueLabel } from '../../../lib/i18n/reference';
import { ApprovalDetail, CoursesNotToBeAssigned, RequestedCourseLabel } from './requested-courses';

/** What the Approve button answered: the server's sentence and what became of the requested courses. */
export type ApprovalOutcome = { message: string; approval: Approval };

type Props = {
  registration: Registration;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** Set once approved: shown beside where the Approve button was, until dismissed. */
  approved?: ApprovalOutcome | null;
  /** Why the last Approve failed, beside the button. */
  approveFailure?: string | null;
  onDismiss: () => void;
};

function Item({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-medium break-words">{empty ? t('common.notProvided') : children}</dd>
    </div>
  );
}

/** One registration: the summary, Approve / Reject while pending, and every other field on demand. */
export function RegistrationCard({
  registration: r,
  busy,
  onApprove,
  onReject,
  approved,
  approveFailure,
  onDismiss,
}: Props) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const isStudent = r.role === 'student';
  const headingId = `registration-${r._id}`;
  const detailsId = `registration-details-${r._id}`;

  return (
    <Card className="flex flex-col gap-4" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 dir="auto" id={headingId} className="text-lg font-semibold">
            {r.name}
          </h2>
          <p className="text-sm break-all text-slate-700 dark:text-slate-300">
            <bdi dir="ltr">{r.email}</bdi>
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-3 py-1 text-xs font-semibold',
            isStudent
              ? 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100'
              : 'bg-purple-100 text-purple-900 dark:bg-purple-900 dark:text-purple-100',
          )}
        >
          {isStudent ? t('role.student') : t('role.faculty')}
        </span>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-4">
        {isStudent ? (
          <>
            <Item label={t('field.studentId')}>
              <bdi dir="ltr">{r.student_id}</bdi>
            </Item>
            <Item label={t('field.department')}>{valueLabel(r.department)}</Item>
            <Item label={t('field.program')}>{valueLabel(r.program)}</Item>
            <Item label={t('registrations.semesterSection')}>
              {r.semester !== undefined
                ? t('registrations.semesterSectionValue', { semester: r.semester, section: r.section ?? '' })
                : null}
            </Item>
          </>
        ) : (
          <>
            <Item label={t('field.employeeId')}>
              <bdi dir="ltr">{r.employee_id}</bdi>
            </Item>
            <Item label={t('field.department')}>{valueLabel(r.department)}</Item>
            <Item label={t('field.designation')}>{valueLabel(r.designation)}</Item>
            <Item label={t('field.qualification')}>{r.qualification}</Item>
          </>
        )}
        <Item label={t('field.phone')}>
          <bdi dir="ltr">{r.phone}</bdi>
        </Item>
        <Item label={t('registrations.registered')}>{formatDate(r.createdAt)}</Item>
        {r.decidedAt && <Item label={t('registrations.decided')}>{formatDate(r.decidedAt)}</Item>}
        {r.status === 'rejected' && <Item label={t('registrations.reasonShort')}>{r.rejection_reason}</Item>}
      </dl>

      {r.status === 'pending' && !approved && <CoursesNotToBeAssigned registration={r} />}

      <div hidden={!expanded} id={detailsId}>
        <h3 className="mb-3 text-sm font-semibold">{t('registrations.details')}</h3>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-4">
          <Item label={t('field.dateOfBirth')}>{formatDate(r.date_of_birth)}</Item>
          <Item label={t('field.bloodGroup')}>{r.blood_group}</Item>
          <Item label={t('field.nationality')}>{r.nationality}</Item>
          <Item label={t('field.religion')}>{r.religion}</Item>
          <Item label={t('field.emergencyContact')}>{r.emergency_contact}</Item>
          {isStudent ? (
            <>
              <Item label={t('field.guardianName')}>{r.guardian_name}</Item>
              <Item label={t('field.guardianPhone')}>{r.guardian_phone}</Item>
              <Item label={t('field.guardianRelation')}>{r.guardian_relation}</Item>
              <Item label={t('field.batch')}>{r.batch}</Item>
            </>
          ) : (
            <>
              <Item label={t('field.specialization')}>{r.specialization}</Item>
              <Item label={t('field.joiningDate')}>{formatDate(r.joining_date)}</Item>
              <Item label={t('field.experience')}>{r.experience}</Item>
            </>
          )}
          <div className="col-span-2 md:col-span-4">
            <Item label={t('field.address')}>{r.address}</Item>
          </div>
          <div className="col-span-2 md:col-span-4">
            <Item
              label={isStudent ? t('registrations.chosenCourses') : t('registrations.chosenCoursesFaculty')}
            >
              {r.courses.length > 0 ? (
                <ul className="flex flex-wrap gap-2">
                  {r.courses.map((course) => (
                    <li key={course._id} className="rounded bg-slate-100 px-2 py-1 text-xs dark:bg-slate-800">
                      <RequestedCourseLabel registration={r} course={course} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </Item>
          </div>
        </dl>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
          {expanded ? t('registrations.hideDetails') : t('registrations.showDetails')}
        </Button>
        {approved ? (
          <FormFeedback
            className="sm:flex-1"
            success={approved.message}
            detail={<ApprovalDetail role={r.role} approval={approved.approval} onExpire={onDismiss} />}
          >
            <Button variant="secondary" onClick={onDismiss}>
              {t('registrations.dismiss')}
            </Button>
          </FormFeedback>
        ) : (
          r.status === 'pending' && (
            <FormFeedback className="sm:ms-auto" error={approveFailure}>
              <div className="flex w-full gap-2 sm:w-auto">
                <Button variant="success" className="flex-1 sm:flex-none" disabled={busy} onClick={onApprove}>
                  {t('registrations.approve')}
                </Button>
                <Button variant="danger" className="flex-1 sm:flex-none" disabled={busy} onClick={onReject}>
                  {t('registrations.reject')}
                </Button>
              </div>
            </FormFeedback>
          )
        )}
      </div>
    </Card>
  );
}
