import { useId } from 'react';
import { useT } from '../lib/i18n';
import { useTerms } from '../lib/terms';
import { Field } from './ui/field';
import { Select } from './ui/input';

/**
 * Which term a list shows: the term in view by default, an earlier (or later) one, or all of them. Newest
 * first; the term in view is named as such. Nothing is shown while the calendar loads or holds one term only.
 */
export function TermPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (term: string | undefined) => void;
}) {
  const t = useT();
  const id = useId();
  const terms = useTerms();
  const list = terms.data?.terms ?? [];
  if (list.length < 2) return null;
  const inView = terms.data?.in_view?._id;
  const options = [...list]
    .reverse()
    .filter((term) => term._id !== inView && term.started_at !== null)
    .map((term) => ({ value: term._id, label: term.name }));
  const inViewName = terms.data?.in_view?.name;
  return (
    <Field id={id} label={t('term.picker')} className="max-w-xs">
      <Select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        options={[
          {
            value: '',
            label: inViewName ? t('term.thisTerm', { name: inViewName }) : t('term.thisTermPlain'),
          },
          ...options,
          { value: 'all', label: t('term.all') },
        ]}
      />
    </Field>
  );
}
