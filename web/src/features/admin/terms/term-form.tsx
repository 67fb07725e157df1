import { useState, type FormEvent } from 'react';
import { TERM_SEASONS, type TermSeason } from '@contract/enums';
import { defaultTermDays, termName } from '@contract/term';
import type { Term, TermInput } from '@contract/terms';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { Input, Select } from '../../../components/ui/input';
import { focusFirstError, lazySchema, zodFieldErrors, type FieldErrors } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import type { TermUpdate } from '../api/update-term';
import { termSaid } from '../../../lib/term-said';

const schemas = lazySchema(() => import('@contract/terms'));

const ORDER = ['season', 'year', 'starts_on', 'ends_on', 'name'] as const;

type Values = { season: TermSeason; year: string; starts_on: string; ends_on: string; name: string };

const validYear = (year: string) => /^\d{4}$/.test(year) && Number(year) >= 2000 && Number(year) <= 2100;

function initialValues(term: Term | null, suggested: { season: TermSeason; year: number }): Values {
  if (term) {
    return {
      season: term.season,
      year: String(term.year),
      starts_on: term.starts_on,
      ends_on: term.ends_on,
      name: term.name,
    };
  }
  const days = defaultTermDays(suggested.season, suggested.year);
  return { ...suggested, year: String(suggested.year), starts_on: days.first, ends_on: days.last, name: '' };
}

type Props = {
  /** The term being edited, or null to add one. */
  term: Term | null;
  /** A new term's season and year to begin with (the one after the calendar's last). */
  suggested: { season: TermSeason; year: number };
  busy: boolean;
  failure: string | null;
  /** Saves; resolves to the server's field errors when it refused some. */
  onSubmit: (input: { create: TermInput } | { update: TermUpdate }) => Promise<FieldErrors | null>;
  onCancel: () => void;
};

/** Add a term (season, year, its days prefilled from the season's, a name) or change one's days and name. */
export function TermForm({ term, suggested, busy, failure, onSubmit, onCancel }: Props) {
  const t = useT();
  const [values, setValues] = useState(() => initialValues(term, suggested));
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = (changes: Partial<Values>) => {
    setValues((v) => ({ ...v, ...changes }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([name]) => !(name in changes))));
  };
  /** A new season or year brings that season's usual days (the admin changes them after, if needed). */
  const setSeasonOrYear = (changes: Partial<Pick<Values, 'season' | 'year'>>) => {
    const next = { ...values, ...changes };
    if (!validYear(next.year)) return set(changes);
    const days = defaultTermDays(next.season, Number(next.year));
    set({ ...changes, starts_on: days.first, ends_on: days.last });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { TermInputSchema, TermUpdateSchema } = await schemas();
    const name = values.name.trim() || undefined;
    const dates = { starts_on: values.starts_on, ends_on: values.ends_on };
    const parsed = term
      ? TermUpdateSchema.safeParse({ ...dates, name })
      : TermInputSchema.safeParse({ season: values.season, year: values.year, ...dates, name });
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (parsed.success && dates.ends_on < dates.starts_on) found.ends_on = termSaid('term.datesOrder', {});
    if (Object.keys(found).length > 0 || !parsed.success) {
      setErrors(found);
      focusFirstError(ORDER, found);
      return;
    }
    const serverErrors = await onSubmit(
      term
        ? { update: { ...dates, name } }
        : { create: { season: values.season, year: Number(values.year), ...dates, name } },
    );
    if (serverErrors) {
      setErrors(serverErrors);
      focusFirstError(ORDER, serverErrors);
    }
  };

  const defaultName = validYear(values.year) ? termName(values.season, Number(values.year)) : '';
  return (
    <Card role="region" aria-labelledby="term-form-title" className="flex flex-col gap-4">
      <h2 id="term-form-title" className="text-lg font-semibold">
        {term ? t('terms.form.edit', { name: term.name }) : t('terms.form.create')}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 md:grid-cols-2">
        {!term && (
          <>
            <Field id="season" label={t('terms.field.season')} error={errors.season}>
              <Select
                id="season"
                aria-required="true"
                value={values.season}
                onChange={(e) =>
                  setSeasonOrYear({ season: TERM_SEASONS.find((s) => s === e.target.value) ?? 'Fall' })
                }
                error={errors.season}
                options={TERM_SEASONS.map((season) => ({
                  value: season,
                  label: t(`terms.season.${season}`),
                }))}
              />
            </Field>
            <Field id="year" label={t('terms.field.year')} error={errors.year}>
              <Input
                id="year"
                type="number"
                inputMode="numeric"
                min={2000}
                max={2100}
                aria-required="true"
                value={values.year}
                onChange={(e) => setSeasonOrYear({ year: e.target.value })}
                error={errors.year}
              />
            </Field>
          </>
        )}
        <Field
          id="starts_on"
          label={t('terms.field.first')}
          error={errors.starts_on}
          hint={term ? undefined : t('terms.field.datesHint')}
        >
          <Input
            id="starts_on"
            type="date"
            aria-required="true"
            value={values.starts_on}
            onChange={(e) => set({ starts_on: e.target.value })}
            error={errors.starts_on}
            hint={term ? undefined : t('terms.field.datesHint')}
          />
        </Field>
        <Field id="ends_on" label={t('terms.field.last')} error={errors.ends_on}>
          <Input
            id="ends_on"
            type="date"
            aria-required="true"
            value={values.ends_on}
            min={values.starts_on || undefined}
            onChange={(e) => set({ ends_on: e.target.value })}
            error={errors.ends_on}
          />
        </Field>
        <Field
          id="name"
          label={t('terms.field.name')}
          error={errors.name}
          hint={defaultName && !term ? t('terms.field.nameHint', { name: defaultName }) : undefined}
        >
          <Input
            id="name"
            value={values.name}
            placeholder={term ? undefined : defaultName}
            onChange={(e) => set({ name: e.target.value })}
            error={errors.name}
            hint={defaultName && !term ? t('terms.field.nameHint', { name: defaultName }) : undefined}
            maxLength={40}
          />
        </Field>
        <FormFeedback error={failure} className="justify-end md:col-span-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {term ? t('terms.update') : t('terms.create')}
          </Button>
        </FormFeedback>
      </form>
    </Card>
  );
}
