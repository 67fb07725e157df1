import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '@contract/constants';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';

type CopyState = 'idle' | 'copied' | 'selected';

function CopyableLink({
  id,
  label,
  copyLabel,
  url,
}: {
  id: string;
  label: string;
  copyLabel: string;
  url: string;
}) {
  const t = useT();
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // Without the Clipboard API (an insecure origin, an old browser) the link is selected for Ctrl+C.
  const selectText = () => {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
    setState('selected');
  };

  const copy = async () => {
    if (!navigator.clipboard?.writeText) return selectText();
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      selectText();
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
          className="font-mono text-sm"
        />
        <Button variant="secondary" aria-label={copyLabel} onClick={copy} className="shrink-0">
          {state === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          <span aria-hidden="true">{t('dashboard.links.copy')}</span>
        </Button>
      </div>
      <p aria-live="polite" className="min-h-5 text-xs font-medium text-green-700 dark:text-green-400">
        {state === 'copied'
          ? t('dashboard.links.copied')
          : state === 'selected'
            ? t('dashboard.links.selected')
            : ''}
      </p>
    </div>
  );
}

/** The public registration pages, as full links on this site's address, ready to share. */
export function RegistrationLinks() {
  const t = useT();
  const origin = window.location.origin;
  return (
    <Card role="region" aria-labelledby="registration-links" className="flex flex-col gap-4">
      <div>
        <h2 id="registration-links" className="text-lg font-semibold">
          {t('dashboard.links.title')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('dashboard.links.body')}</p>
      </div>
      <CopyableLink
        id="student-registration-link"
        label={t('dashboard.links.student')}
        copyLabel={t('dashboard.links.copyStudent')}
        url={`${origin}${paths.registerStudent}`}
      />
      <CopyableLink
        id="faculty-registration-link"
        label={t('dashboard.links.faculty')}
        copyLabel={t('dashboard.links.copyFaculty')}
        url={`${origin}${paths.registerFaculty}`}
      />
    </Card>
  );
}
