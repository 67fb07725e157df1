import { ArrowLeft, Info, LogOut, Users } from 'lucide-react';
import type { VirtualSessionDetail } from '@contract/virtual-classes';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n';

export const CLASS_INFO_ID = 'classroom-class-info';

/**
 * Course name and code and the instructor, as the server sent them (a long name wraps, never cut off); the
 * participant count once the participant is in the conference, and Leave Class while it may be.
 */
export function ClassroomHeader({
  session,
  participants,
  infoOpen,
  onToggleInfo,
  onBack,
  onLeave,
}: {
  session: VirtualSessionDetail;
  /** Null until the classroom is joined. */
  participants: number | null;
  infoOpen: boolean;
  onToggleInfo: () => void;
  onBack: () => void;
  /** Null: there is nothing to leave (a refusal, the pre-start card). */
  onLeave: (() => void) | null;
}) {
  const t = useT();
  const course = session.course_id;
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-800 bg-slate-900 px-3 py-2 text-white sm:px-4">
      <button
        type="button"
        onClick={onBack}
        aria-label={onLeave ? t('classroom.leaveBack') : t('classroom.goBack')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-100 hover:bg-slate-800"
      >
        <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </button>
      <div className="min-w-0 flex-1">
        <h1 className="text-base font-semibold break-words sm:text-lg">
          {t('classroom.courseHeading', { name: course.name, code: course.code })}
        </h1>
        <p className="text-sm break-words text-slate-300">
          {session.instructor_id
            ? t('classroom.instructor', { name: session.instructor_id.name })
            : t('classroom.instructorUnknown')}
        </p>
      </div>
      {participants !== null && (
        <p
          aria-live="polite"
          className="inline-flex items-center gap-1.5 rounded-full bg-slate-800 px-3 py-1 text-sm text-slate-100"
        >
          <Users aria-hidden="true" className="size-4" />
          {t(participants === 1 ? 'classroom.participants.one' : 'classroom.participants.other', {
            count: participants,
          })}
        </p>
      )}
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onToggleInfo}
          aria-expanded={infoOpen}
          aria-controls={CLASS_INFO_ID}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold',
            infoOpen ? 'bg-slate-700 text-white' : 'text-slate-100 hover:bg-slate-800',
          )}
        >
          <Info aria-hidden="true" className="size-4" />
          {t('classroom.classInfo')}
        </button>
        {onLeave && (
          <Button variant="danger" onClick={onLeave}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('classroom.leave')}
          </Button>
        )}
      </div>
    </header>
  );
}
