import { useState, type FormEvent } from 'react';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SocialNetwork } from '@contract/college-defaults';
import type { CollegeInfo } from '@contract/college';
import { paths } from '../../app/paths';
import { AreaPage } from '../../components/area-page';
import { LoadError } from '../../components/load-error';
import { PageSpinner } from '../../components/page-spinner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Input, Textarea } from '../../components/ui/input';
import { errorMessage, isApiError } from '../../lib/api-client';
import { focusFirstError, lazySchema, type FieldErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { localizeMessage } from '../../lib/i18n/messages';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useCollegeDetails, useSaveCollegeDetails } from './api/college';

const detailsSchema = lazySchema(() => import('@contract/college').then((m) => m.CollegeDetailsSchema));

/** Up to three general numbers; blank ones are left out. */
const PHONE_SLOTS = 3;

/** The form's text: coordinates stay text until the schema reads them, so a half-typed one is not lost. */
type Values = {
  address: string;
  phones: string[];
  email: string;
  latitude: string;
  longitude: string;
  officePhone: string;
  officeHours: string;
  officeHoursUrdu: string;
  social: Record<SocialNetwork, string>;
};

const toValues = (college: CollegeInfo): Values => ({
  address: college.address,
  phones: Array.from({ length: PHONE_SLOTS }, (_, i) => college.phones[i] ?? ''),
  email: college.email,
  latitude: String(college.latitude),
  longitude: String(college.longitude),
  officePhone: college.officePhone,
  officeHours: college.officeHours,
  officeHoursUrdu: college.officeHoursUrdu,
  social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, college.social[n] ?? ''])) as Record<
    SocialNetwork,
    string
  >,
});

/** The slots that hold a number, so that an error about the n-th number sent finds its box. */
const filledSlots = (values: Values) => values.phones.flatMap((phone, slot) => (phone.trim() ? [slot] : []));

const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

const toInput = (values: Values) => ({
  ...values,
  phones: filledSlots(values).map((slot) => values.phones[slot]!),
  latitude: asNumber(values.latitude),
  longitude: asNumber(values.longitude),
});

/** The id of the control an error belongs to: `social.x` → `social-x`, `phones.1` → the second filled box. */
function controlOf(path: readonly PropertyKey[], values: Values): string {
  const [first, second] = path.map(String);
  if (first === 'social' && second) return `social-${second}`;
  if (first === 'phones') {
    const slots = filledSlots(values);
    return `phones-${second === undefined ? 0 : (slots[Number(second)] ?? 0)}`;
  }
  return first ?? 'address';
}

const CONTROL_ORDER = [
  'address',
  ...Array.from({ length: PHONE_SLOTS }, (_, i) => `phones-${i}`),
  'email',
  'latitude',
  'longitude',
  'officePhone',
  'officeHours',
  'officeHoursUrdu',
  ...SOCIAL_NETWORKS.map((n) => `social-${n}`),
];

/** /admin/college: the college's contact details, office hours and social links that the public site shows. */
export default function CollegeDetailsPage() {
  const t = useT();
  const college = useCollegeDetails();
  return (
    <AreaPage area="area.admin" title={t('collegeEditor.title')} subtitle={t('collegeEditor.intro')}>
      {college.isPending ? (
        <PageSpinner />
      ) : college.isError ? (
        <LoadError
          message={errorMessage(college.error, t('collegeEditor.loadFailed'))}
          error={college.error}
          retrying={college.isFetching}
          onRetry={() => void college.refetch()}
        />
      ) : (
        <CollegeForm saved={college.data} />
      )}
    </AreaPage>
  );
}

function CollegeForm({ saved }: { saved: CollegeInfo }) {
  const t = useT();
  const save = useSaveCollegeDetails();
  const [values, setValues] = useState(() => toValues(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();

  const change = (control: string, update: (v: Values) => Values) => {
    setValues(update);
    setErrors(({ [control]: _removed, ...rest }) => rest);
  };
  const text = (control: Exclude<keyof Values, 'phones' | 'social'>) => ({
    id: control,
    value: values[control],
    error: errors[control],
    onChange: (e: { target: { value: string } }) =>
      change(control, (v) => ({ ...v, [control]: e.target.value })),
  });

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    focusFirstError(CONTROL_ORDER, found);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    const parsed = (await detailsSchema()).safeParse(toInput(values));
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues)
        found[controlOf(issue.path, values)] ??= localizeMessage(issue.message);
      showErrors(found);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: ({ message }) => setSuccess(message ?? t('collegeEditor.save')),
      onError: (error) => {
        const found: FieldErrors = {};
        for (const [field, message] of Object.entries(isApiError(error) ? error.fieldErrors() : {})) {
          found[controlOf(field.split('.'), values)] ??= message;
        }
        if (Object.keys(found).length > 0) showErrors(found);
        else setFailure(errorMessage(error, t('collegeEditor.saveFailed')));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('collegeEditor.contact')}</h2>
        <Field id="address" label={t('collegeEditor.address')} error={errors.address}>
          <Input {...text('address')} autoComplete="off" aria-required="true" dir="auto" />
        </Field>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('collegeEditor.phones')}
          </legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {values.phones.map((phone, slot) => (
              <Field
                key={slot}
                id={`phones-${slot}`}
                label={t('collegeEditor.phoneN', { n: slot + 1 })}
                error={errors[`phones-${slot}`]}
              >
                <Input
                  id={`phones-${slot}`}
                  type="tel"
                  value={phone}
                  error={errors[`phones-${slot}`]}
                  onChange={(e) =>
                    change(`phones-${slot}`, (v) => ({
                      ...v,
                      phones: v.phones.map((p, i) => (i === slot ? e.target.value : p)),
                    }))
                  }
                />
              </Field>
            ))}
          </div>
        </fieldset>
        <Field id="email" label={t('collegeEditor.email')} error={errors.email}>
          <Input {...text('email')} type="email" aria-required="true" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="latitude"
            label={t('collegeEditor.latitude')}
            error={errors.latitude}
            hint={t('collegeEditor.mapHint')}
          >
            <Input {...text('latitude')} inputMode="decimal" dir="ltr" hint={t('collegeEditor.mapHint')} />
          </Field>
          <Field id="longitude" label={t('collegeEditor.longitude')} error={errors.longitude}>
            <Input {...text('longitude')} inputMode="decimal" dir="ltr" />
          </Field>
        </div>
      </Card>

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('collegeEditor.office')}</h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('collegeEditor.officeIntro')}</p>
        <Field id="officePhone" label={t('collegeEditor.officePhone')} error={errors.officePhone}>
          <Input {...text('officePhone')} type="tel" aria-required="true" className="sm:max-w-xs" />
        </Field>
        <Field
          id="officeHours"
          label={t('collegeEditor.officeHours')}
          error={errors.officeHours}
          hint={t('collegeEditor.officeHoursHint')}
        >
          <Textarea
            {...text('officeHours')}
            rows={2}
            aria-required="true"
            dir="auto"
            hint={t('collegeEditor.officeHoursHint')}
          />
        </Field>
        <Field
          id="officeHoursUrdu"
          label={t('collegeEditor.officeHoursUrdu')}
          error={errors.officeHoursUrdu}
          hint={t('collegeEditor.officeHoursUrduHint')}
        >
          <Textarea
            {...text('officeHoursUrdu')}
            rows={2}
            dir="rtl"
            lang="ur"
            hint={t('collegeEditor.officeHoursUrduHint')}
          />
        </Field>
      </Card>

      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('collegeEditor.social')}</h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('collegeEditor.socialIntro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <Field
              key={network}
              id={`social-${network}`}
              label={SOCIAL_NETWORK_NAMES[network]}
              error={errors[`social-${network}`]}
            >
              <Input
                id={`social-${network}`}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={values.social[network]}
                error={errors[`social-${network}`]}
                onChange={(e) =>
                  change(`social-${network}`, (v) => ({
                    ...v,
                    social: { ...v.social, [network]: e.target.value },
                  }))
                }
              />
            </Field>
          ))}
        </div>
      </Card>

      <FormFeedback success={success} error={failure}>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('collegeEditor.saving') : t('collegeEditor.save')}
        </Button>
        <a href={paths.contact} className="text-sm font-medium text-blue-700 underline dark:text-blue-300">
          {t('collegeEditor.view')}
        </a>
      </FormFeedback>
    </form>
  );
}
