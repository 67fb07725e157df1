import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTerms } from '../lib/terms';
import type { CalendarFeedLink, CalendarFeedStatus } from '@contract/calendar';
import { api, apiRequest, errorMessage } from '../lib/api-client';
import { formatDate } from '../lib/format';
import { useT } from '../lib/i18n';
import '../lib/i18n/en-calendar';
import { useTimedMessage } from '../lib/use-timed-message';
import { Alert } from './ui/alert';
import { FormFeedback } from './ui/form-feedback';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Field } from './ui/field';
import { Select } from './ui/input';

const FEED = '/calendar-feed';
const feedKey = ['calendar-feed'] as const;

/**
 * The profile pages' private calendar link (issue 11): make one, copy it into a phone's calendar, replace it
 * or turn it off. The server keeps only a hash, so a link is shown once, right after it is made. The feed holds
 * this term and the started terms after it; the terms control adds `?term=` to the link shown for another
 * term or all of them (docs/decisions/0040-student-pages-by-term-feed-of-coming-terms.md).
 */
export function CalendarFeedCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => api<CalendarFeedStatus>(FEED, { signal }),
  });
  const [link, setLink] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const terms = useTerms();
  const started = [...(terms.data?.terms ?? [])].reverse().filter((x) => x.started_at !== null);
  const shown = link && (term ? `${link}?term=${encodeURIComponent(term)}` : link);
  const [copied, setCopied] = useTimedMessage(2000);
  const [message, setMessage] = useTimedMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (method: 'POST' | 'DELETE') => apiRequest<CalendarFeedLink | object>(FEED, { method }),
    onMutate: () => setFailure(null),
    onSuccess: ({ data }, method) => {
      setLink(method === 'POST' ? (data as CalendarFeedLink).url : null);
      if (method === 'DELETE') setMessage(t('calendar.turnedOff'));
      return queryClient.invalidateQueries({ queryKey: feedKey });
    },
    onError: (error) => setFailure(errorMessage(error, t('calendar.failed'))),
  });
  const ask = (question: string, method: 'POST' | 'DELETE') => {
    if (window.confirm(question)) change.mutate(method);
  };
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown);
      setCopied(t('calendar.copied'));
    } catch {
      (document.getElementById('calendar-link') as HTMLInputElement | null)?.select();
    }
  };

  return (
    <Card role="region" aria-labelledby="calendar-feed-title" className="flex flex-col gap-4">
      <h2 id="calendar-feed-title" className="text-lg font-semibold">
        {t('calendar.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('calendar.intro')}</p>
      {status.isError && <Alert>{errorMessage(status.error, t('calendar.loadFailed'))}</Alert>}
      {shown && (
        <div className="flex flex-col gap-2">
          {started.length > 1 && (
            <Field
              id="calendar-terms"
              label={t('calendar.terms')}
              hint={t('calendar.termsHint')}
              className="max-w-xs"
            >
              <Select
                id="calendar-terms"
                value={term}
                onChange={(e) => setTerm(e.target.value)}
                options={[
                  { value: '', label: t('calendar.termsComing') },
                  ...started.map((x) => ({ value: x._id, label: x.name })),
                  { value: 'all', label: t('term.all') },
                ]}
              />
            </Field>
          )}
          <label htmlFor="calendar-link" className="text-sm font-medium">
            {t('calendar.link')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="calendar-link"
              readOnly
              value={shown}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs dark:border-slate-600 dark:bg-slate-800"
            />
            <Button type="button" variant="secondary" onClick={() => void copy()}>
              {copied ?? t('calendar.copy')}
            </Button>
          </div>
          <p className="text-sm">{t('calendar.keepPrivate')}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('calendar.howTo')}</p>
        </div>
      )}
      {status.data?.active && !link && status.data.created_at && (
        <p className="text-sm">{t('calendar.activeSince', { date: formatDate(status.data.created_at) })}</p>
      )}
      <FormFeedback success={message} error={failure} className="gap-2">
        {status.data && !status.data.active && !link && (
          <Button type="button" busy={change.isPending} onClick={() => change.mutate('POST')}>
            {t('calendar.create')}
          </Button>
        )}
        {status.data?.active && (
          <>
            <Button
              type="button"
              variant="secondary"
              disabled={change.isPending}
              onClick={() => ask(t('calendar.confirmNew'), 'POST')}
            >
              {t('calendar.newLink')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={change.isPending}
              onClick={() => ask(t('calendar.confirmOff'), 'DELETE')}
            >
              {t('calendar.turnOff')}
            </Button>
          </>
        )}
      </FormFeedback>
    </Card>
  );
}
