import { X } from 'lucide-react';
import { useT } from '../../../lib/i18n';

/**
 * 'Welcome to {course} virtual classroom…', over the top of the conference until closed or timed out. The
 * specification's sentence asks students to wait for the instructor; the instructor, who started the session,
 * is told instead that students can now join.
 */
export function WelcomeBanner({
  course,
  instructor,
  onClose,
}: {
  course: string;
  instructor: boolean;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <div
      role="status"
      className="absolute inset-x-3 top-3 z-20 mx-auto flex max-w-2xl items-start gap-3 rounded-lg bg-blue-700 px-4 py-3 text-sm text-white shadow-lg"
    >
      <p className="flex-1">
        {t(instructor ? 'classroom.welcomeInstructor' : 'classroom.welcome', { course })}
      </p>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('classroom.closeWelcome')}
        className="-m-2 inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-blue-800"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
