import { UserPlus } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

type Props = {
  title: string;
  subtitle: string;
  otherLink: ReactNode;
  failure: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
};

/** Heading, the server's failure message, the sections, and Register / Cancel. */
export function RegistrationLayout({ title, subtitle, otherLink, failure, busy, onSubmit, children }: Props) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${title} | ${t('app.name')}`}</title>
      <div className="flex flex-col gap-2">
        <h1 className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
          <UserPlus aria-hidden="true" className="size-8 text-blue-700 dark:text-blue-300" />
          {title}
        </h1>
        <p className="text-slate-700 dark:text-slate-300">{subtitle}</p>
        <p className="text-sm text-blue-700 underline dark:text-blue-300 [&_a]:rounded">{otherLink}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {children}
        {failure && <Alert>{failure}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => navigate(paths.home)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy} className="sm:min-w-40">
            {t('register.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
