import { useState, type FormEvent } from 'react';
import {
  ADMISSION_DATE_KEYS,
  ADMISSION_PROGRAM_NAMES,
  type AdmissionDateKey,
  type Admissions,
  type AdmissionProgramId,
} from '@contract/admissions-content';
import { paths } from '../../app/paths';
import { AreaPage } from '../../components/area-page';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Input } from '../../components/ui/input';
import { errorMessage, isApiError } from '../../lib/api-client';
import { focusFirstError, lazySchema, type FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { localizeMessage } from '../../lib/i18n/messages';
import { valueLabel } from '../../lib/i18n/reference';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useAdmissions, useSaveAdmissions } from './api/admissions';

const admissionsSchema = lazySchema(() => import('@contract/admissions').then((m) => m.AdmissionsSchema));

/** The form's text; numbers stay text until the schema reads them, so a half-typed fee is not lost. */
type Values = {
  year: string;
  dates: Record<AdmissionDateKey, string>;
  programs: { id: AdmissionProgramId; offered: boolean; creditHours: string; feePerSemester: string }[];
};

const toValues = (admissions: Admissions): Values => ({
  year: String(admissions.year),
  dates: { ...admissions.dates },
  programs: admissions.programs.map((program) => ({
    ...program,
    creditHours: String(program.creditHours),
    feePerSemester: String(program.feePerSemester),
  })),
});

/** A blank number stays blank (the schema then says it is required), never 0. */
const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

const toInput = (values: Values) => ({
  year: asNumber(values.year),
  dates: values.dates,
  programs: values.programs.map((program) => ({
    ...program,
    creditHours: asNumber(program.creditHours),
    feePerSemester: asNumber(program.feePerSemester),
  })),
});

/** The id of the control an error belongs to: `dates.open` → `date-open`, `programs.2.feePerSemester` → … */
function controlOf(path: readonly PropertyKey[], values: Values): string {
  const [first, second, third] = path.map(String);
  if (first === 'dates' && second) return `date-${second}`;
  if (first === 'programs' && second !== undefined) {
    const program = values.programs[Number(second)];
    if (program && third) return `program-${program.id}-${third}`;
    return 'programs';
  }
  return first ?? 'year';
}

const controlOrder = (values: Values) => [
  'year',
  ...ADMISSION_DATE_KEYS.map((key) => `date-${key}`),
  'programs',
  ...values.programs.flatMap((p) => [`program-${p.id}-creditHours`, `program-${p.id}-feePerSemester`]),
];

/** /admin/admissions: the admissions content of the public Admissions page, the college's to keep current. */
export default function AdmissionsEditorPage() {
  const t = useT();
  const admissions = useAdmissions();
  return (
    <AreaPage area="area.admin" title={t('admissionsEditor.title')} subtitle={t('admissionsEditor.intro')}>
      {admissions.isPending ? (
        <PageSpinner />
      ) : admissions.isError ? (
        <LoadError
          message={errorMessage(admissions.error, t('admissionsEditor.loadFailed'))}
          error={admissions.error}
          retrying={admissions.isFetching}
          onRetry={() => void admissions.refetch()}
        />
      ) : (
        <AdmissionsForm saved={admissions.data} />
      )}
    </AreaPage>
  );
}

function AdmissionsForm({ saved }: { saved: Admissions }) {
  const t = useT();
  const save = useSaveAdmissions();
  const [values, setValues] = useState(() => toValues(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();

  const change = (control: string, update: (v: Values) => Values) => {
    setValues(update);
    // An error goes once its field is changed; a program's "offered" also settles "at least one program".
    setErrors(({ [control]: _removed, programs: _programs, ...rest }) => rest);
  };
  const setProgram = (
    index: number,
    field: 'offered' | 'creditHours' | 'feePerSemester',
    value: string | boolean,
  ) =>
    change(`program-${values.programs[index]!.id}-${field}`, (v) => ({
      ...v,
      programs: v.programs.map((p, i) => (i === index ? { ...p, [field]: value } : p)),
    }));

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    focusFirstError(controlOrder(values), found);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    const parsed = (await admissionsSchema()).safeParse(toInput(values));
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues)
        found[controlOf(issue.path, values)] ??= localizeMessage(issue.message);
      showErrors(found);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: ({ message }) => setSuccess(message ?? t('admissionsEditor.save')),
      onError: (error) => {
        const found: FieldErrors = {};
        for (const [field, message] of Object.entries(isApiError(error) ? error.fieldErrors() : {})) {
          found[controlOf(field.split('.'), values)] ??= message;
        }
        if (Object.keys(found).length > 0) showErrors(found);
        else setFailure(errorMessage(error, t('admissionsEditor.saveFailed')));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <Field id="year" label={t('admissionsEditor.year')} error={errors.year} className="sm:max-w-xs">
          <Input
            id="year"
            inputMode="numeric"
            aria-required="true"
            value={values.year}
            onChange={(e) => change('year', (v) => ({ ...v, year: e.target.value }))}
            error={errors.year}
          />
        </Field>
      </Card>

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('admissionsEditor.dates')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {ADMISSION_DATE_KEYS.map((key) => (
            <Field
              key={key}
              id={`date-${key}`}
              label={t(`admissions.date.${key}`)}
              error={errors[`date-${key}`]}
            >
              <Input
                id={`date-${key}`}
                type="date"
                aria-required="true"
                value={values.dates[key]}
                onChange={(e) =>
                  change(`date-${key}`, (v) => ({ ...v, dates: { ...v.dates, [key]: e.target.value } }))
                }
                error={errors[`date-${key}`]}
              />
            </Field>
          ))}
        </div>
      </Card>

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id="programs" tabIndex={-1} className="text-lg font-semibold">
          {t('admissionsEditor.programs')}
        </h2>
        {errors.programs && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errors.programs}
          </p>
        )}
        {values.programs.map((program, index) => (
          <fieldset
            key={program.id}
            className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-700"
          >
            <legend className="sr-only">{valueLabel(ADMISSION_PROGRAM_NAMES[program.id])}</legend>
            <p aria-hidden="true" className="font-semibold">
              {valueLabel(ADMISSION_PROGRAM_NAMES[program.id])}
            </p>
            <Checkbox
              id={`program-${program.id}-offered`}
              label={t('admissionsEditor.offered')}
              checked={program.offered}
              onChange={(e) => setProgram(index, 'offered', e.target.checked)}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id={`program-${program.id}-creditHours`}
                label={t('admissionsEditor.creditHours')}
                error={errors[`program-${program.id}-creditHours`]}
              >
                <Input
                  id={`program-${program.id}-creditHours`}
                  inputMode="numeric"
                  value={program.creditHours}
                  onChange={(e) => setProgram(index, 'creditHours', e.target.value)}
                  error={errors[`program-${program.id}-creditHours`]}
                />
              </Field>
              <Field
                id={`program-${program.id}-feePerSemester`}
                label={t('admissionsEditor.fee')}
                error={errors[`program-${program.id}-feePerSemester`]}
              >
                <Input
                  id={`program-${program.id}-feePerSemester`}
                  inputMode="numeric"
                  value={program.feePerSemester}
                  onChange={(e) => setProgram(index, 'feePerSemester', e.target.value)}
                  error={errors[`program-${program.id}-feePerSemester`]}
                />
              </Field>
            </div>
          </fieldset>
        ))}
      </Card>

      <FormFeedback success={success} error={failure}>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('admissionsEditor.saving') : t('admissionsEditor.save')}
        </Button>
        <a href={paths.admissions} className="text-sm font-medium text-blue-700 underline dark:text-blue-300">
          {t('admissionsEditor.view')}
        </a>
      </FormFeedback>
    </form>
  );
}
