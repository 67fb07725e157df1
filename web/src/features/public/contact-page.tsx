import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { CONTACT_SUBJECTS, DEPARTMENTS } from '@contract/enums';
import type { CollegeInfo } from '@contract/college';
import { buttonClass } from '../../components/ui/button';
import { SocialLinks, useSocialLinks } from '../../components/social-links';
import { telHref, useCollege, useOfficeHours } from '../../lib/college';
import { useT } from '../../lib/i18n';
import { PageHero } from './page-hero';

const fieldClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100';

/** Each department's office: an address at the college's mail domain and an extension of its main number. */
export function departmentContacts(college: CollegeInfo) {
  const domain = college.email.split('@')[1] ?? 'college.edu.pk';
  return DEPARTMENTS.map((department, index) => ({
    name: department.name,
    email: `${department.code.toLowerCase()}@${domain}`,
    phone: `${college.phones[0]} ext. ${101 + index}`,
  }));
}

export const mapUrl = ({ latitude, longitude }: CollegeInfo) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

export function ContactPage() {
  const t = useT();
  const college = useCollege();
  const officeHours = useOfficeHours();
  const hasSocial = useSocialLinks().length > 0;
  return (
    <>
      <PageHero title={t('contact.title')}>
        <p>{t('contact.hero.body')}</p>
      </PageHero>

      <section aria-label={t('contact.title')} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon={MapPin} title={t('contact.address')}>
            <address className="not-italic" dir="auto">
              {college.address}
            </address>
          </InfoCard>
          <InfoCard icon={Phone} title={t('contact.phone')}>
            {college.phones.map((phone) => (
              <a key={phone} href={telHref(phone)} className="block underline-offset-2 hover:underline">
                <bdi dir="ltr">{phone}</bdi>
              </a>
            ))}
            <p className="mt-2 text-sm">{t('contact.officePhone')}</p>
            <a href={telHref(college.officePhone)} className="block underline-offset-2 hover:underline">
              <bdi dir="ltr">{college.officePhone}</bdi>
            </a>
          </InfoCard>
          <InfoCard icon={Mail} title={t('contact.email')}>
            <a href={`mailto:${college.email}`} className="underline-offset-2 hover:underline">
              <bdi dir="ltr">{college.email}</bdi>
            </a>
          </InfoCard>
          <InfoCard icon={Clock} title={t('contact.hours')}>
            <p dir="auto" className="whitespace-pre-line">
              {officeHours}
            </p>
          </InfoCard>
        </ul>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-12 sm:px-6 lg:grid-cols-2">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-xl border border-slate-200 p-6 dark:border-slate-700"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold">
            {t('contact.form.title')}
          </h2>
          <form className="mt-6 flex flex-col gap-4" noValidate data-contact-form="">
            <Field name="name" label={t('contact.form.name')}>
              <input
                id="contact-name"
                name="name"
                type="text"
                autoComplete="name"
                required
                maxLength={100}
                className={fieldClass}
                aria-describedby="contact-name-error"
              />
            </Field>
            <Field name="email" label={t('contact.form.email')}>
              <input
                id="contact-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                className={fieldClass}
                aria-describedby="contact-email-error"
              />
            </Field>
            <Field name="phone" label={t('contact.form.phone')}>
              <input
                id="contact-phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                className={fieldClass}
                aria-describedby="contact-phone-error"
              />
            </Field>
            <Field name="subject" label={t('contact.form.subject')}>
              <select
                id="contact-subject"
                name="subject"
                required
                defaultValue=""
                className={fieldClass}
                aria-describedby="contact-subject-error"
              >
                <option value="" disabled>
                  {t('contact.form.subjectPlaceholder')}
                </option>
                {CONTACT_SUBJECTS.map((subject) => (
                  <option key={subject} value={subject}>
                    {t(`contact.subject.${subject}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field name="message" label={t('contact.form.message')}>
              <textarea
                id="contact-message"
                name="message"
                required
                rows={5}
                maxLength={5000}
                className={fieldClass}
                aria-describedby="contact-message-error"
              />
            </Field>
            <div
              role="status"
              aria-live="polite"
              data-contact-status=""
              className="empty:hidden rounded-lg p-3 text-sm font-medium"
            />
            <button
              type="submit"
              className={buttonClass('primary', 'self-start px-6')}
              data-busy-label={t('contact.form.sending')}
            >
              {t('contact.form.send')}
            </button>
          </form>
        </section>

        <div className="flex flex-col gap-8">
          <section aria-labelledby="department-contacts-heading">
            <h2 id="department-contacts-heading" className="text-2xl font-bold">
              {t('contact.departments.title')}
            </h2>
            <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
              {departmentContacts(college).map((d) => (
                <li
                  key={d.name}
                  className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="font-semibold" dir="auto">
                    {d.name}
                  </span>
                  <span className="flex flex-col text-sm sm:items-end">
                    <a href={`mailto:${d.email}`} className="underline-offset-2 hover:underline">
                      <bdi dir="ltr">{d.email}</bdi>
                    </a>
                    <bdi dir="ltr">{d.phone}</bdi>
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="map-heading" className="rounded-xl bg-blue-50 p-6 dark:bg-slate-900">
            <h2 id="map-heading" className="flex items-center gap-2 text-2xl font-bold">
              <MapPin aria-hidden="true" className="size-6 text-red-700 dark:text-red-400" />
              {t('contact.map.title')}
            </h2>
            <p className="mt-2" dir="auto">
              {college.address}
            </p>
            <a
              href={mapUrl(college)}
              className={buttonClass('secondary', 'mt-4')}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t('contact.map.link')}
            </a>
          </section>

          {hasSocial && (
            <section aria-labelledby="social-heading">
              <h2 id="social-heading" className="text-2xl font-bold">
                {t('contact.social')}
              </h2>
              <div className="mt-4">
                <SocialLinks
                  label={t('contact.social')}
                  linkClass="bg-blue-50 text-blue-800 hover:bg-blue-100 dark:bg-slate-800 dark:text-blue-200 dark:hover:bg-slate-700"
                />
              </div>
            </section>
          )}
        </div>
      </div>
    </>
  );
}

function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Mail;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="rounded-xl border border-slate-200 p-6 dark:border-slate-700">
      <Icon aria-hidden="true" className="size-8 text-blue-700 dark:text-blue-300" />
      <h2 className="mt-3 text-lg font-semibold">{title}</h2>
      <div className="mt-1 text-slate-700 dark:text-slate-300">{children}</div>
    </li>
  );
}

function Field({ name, label, children }: { name: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={`contact-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      <p
        id={`contact-${name}-error`}
        className="mt-1 text-sm text-red-700 empty:hidden dark:text-red-400"
        data-error-for={name}
      />
    </div>
  );
}
