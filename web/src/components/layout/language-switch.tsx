/**
 * English / اردو in the header. It names the other language in that language's own script. On a portal
 * page it switches at once (and saves the choice to the signed-in account); on a server-rendered page the
 * page script (entry-public.ts) sets the cookie, saves, and reloads the page in the other language.
 */
import { Languages } from 'lucide-react';
import { useEffect } from 'react';
import { LOCALE_NAMES, type Locale } from '@contract/locale';
import { useAuth } from '../../lib/auth/auth-context';
import { savePreferences } from '../../lib/auth/auth-api';
import { useLanguage, useT } from '../../lib/i18n';
import { useIsStaticPage } from '../../lib/static-page';
import { cn } from '../ui/cn';

const switchClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** `named` shows the language's name at every width (in a menu); otherwise from the `sm` width up. */
export function LanguageSwitch({ className, named = false }: { className?: string; named?: boolean }) {
  const t = useT();
  const isStatic = useIsStaticPage();
  const { locale, changeLocale } = useLanguage();
  const { user, updateUser } = useAuth();
  const next: Locale = locale === 'en' ? 'ur' : 'en';

  async function choose() {
    await changeLocale(next);
    if (!user) return;
    try {
      const { user: saved } = await savePreferences({ language: next });
      updateUser(saved);
    } catch (error) {
      // The browser keeps the choice in its cookie; the account learns it at the next switch.
      console.warn('Saving the language to the account failed', error);
    }
  }

  return (
    <button
      type="button"
      className={cn(switchClass, className)}
      data-language-switch={next}
      onClick={isStatic ? undefined : () => void choose()}
    >
      <Languages aria-hidden="true" className="size-5" />
      <span className="sr-only">{t('language.label')}: </span>
      <span lang={next} className={named ? undefined : 'sr-only sm:not-sr-only'}>
        {LOCALE_NAMES[next]}
      </span>
    </button>
  );
}

/** At sign-in, and when the account's language changes elsewhere, the portal follows the account. */
export function useAccountLanguage(): void {
  const { user } = useAuth();
  const { locale, changeLocale } = useLanguage();
  const accountLanguage = user?.language;
  useEffect(() => {
    if (accountLanguage && accountLanguage !== locale) void changeLocale(accountLanguage);
    // Only a change of the account's language switches; the visitor's own switch goes the other way.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountLanguage]);
}
