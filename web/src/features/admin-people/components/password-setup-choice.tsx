import { useQuery } from '@tanstack/react-query';
import type { AdminResetMethod } from '@contract/password-reset';
import { useT } from '../../../lib/i18n';
import { passwordResetAvailability } from '../../auth/api/password-reset';

/**
 * How new accounts get their password: a temporary one shown once, or (only with e-mail set up) a link to choose
 * their own. The Add forms and the CSV import ask it the same way.
 */
export function PasswordSetupChoice({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (method: AdminResetMethod) => void;
  error?: string;
}) {
  const t = useT();
  // Unknown or unreachable: only the temporary password is offered.
  const availability = useQuery({
    queryKey: ['auth', 'password-reset', 'availability'],
    queryFn: () => passwordResetAvailability(),
  });
  const byEmail = availability.data?.byEmail === true;
  return (
    <fieldset
      aria-describedby={error ? 'passwordSetup-error' : undefined}
      className="rounded-xl border border-slate-200 p-4 sm:p-6 dark:border-slate-700"
    >
      <legend className="px-2 text-lg font-semibold">{t('adminPeople.addAccount.password')}</legend>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {t('adminPeople.addAccount.passwordHint')}
      </p>
      <div className="flex flex-col gap-3">
        <Choice
          id="passwordSetup"
          checked={value === 'temporary'}
          onChange={() => onChange('temporary')}
          label={t('adminPeople.addAccount.temporary')}
        />
        {byEmail ? (
          <Choice
            id="passwordSetup-email"
            checked={value === 'email'}
            onChange={() => onChange('email')}
            label={t('adminPeople.addAccount.email')}
          />
        ) : (
          availability.isSuccess && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('adminPeople.addAccount.emailUnavailable')}
            </p>
          )
        )}
      </div>
      {error && (
        <p id="passwordSetup-error" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Choice(props: { id: string; checked: boolean; onChange: () => void; label: string }) {
  return (
    <label htmlFor={props.id} className="flex min-h-11 cursor-pointer items-start gap-3">
      <input
        id={props.id}
        type="radio"
        name="passwordSetup"
        checked={props.checked}
        onChange={props.onChange}
        className="mt-1 size-5 shrink-0 accent-blue-700"
      />
      <span>{props.label}</span>
    </label>
  );
}
