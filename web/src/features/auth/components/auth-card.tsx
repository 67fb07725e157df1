import { ArrowLeft, KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';

/** The narrow card of the sign-in page, for the pages around it (forgotten and reset passwords). */
export function AuthCard({
  title,
  intro,
  back = true,
  children,
}: {
  title: string;
  intro?: string;
  /** A "Back to Sign In" link above the card. */
  back?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <title>{`${title} | ${t('app.name')}`}</title>
      {back && (
        <Link
          to={paths.login}
          className="inline-flex items-center gap-2 self-start rounded text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('auth.backToSignIn')}
        </Link>
      )}
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <div className="flex flex-col gap-1 text-center">
          <KeyRound aria-hidden="true" className="mx-auto size-10 text-blue-700 dark:text-blue-300" />
          <h1 className="text-2xl font-bold">{title}</h1>
          {intro && <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p>}
        </div>
        {children}
      </Card>
    </div>
  );
}
