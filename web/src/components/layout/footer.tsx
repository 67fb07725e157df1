import { Clock, GraduationCap, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { telHref, useCollege, useOfficeHours } from '../../lib/college';
import { SocialLinks } from '../social-links';
import { useT } from '../../lib/i18n';

const linkClass = 'rounded text-slate-300 hover:text-white hover:underline';

export function Footer() {
  const t = useT();
  const college = useCollege();
  const officeHours = useOfficeHours();
  // The office's number is listed once, where it is not one of the college's numbers already.
  const phones = college.phones.includes(college.officePhone)
    ? college.phones
    : [...college.phones, college.officePhone];
  return (
    <footer className="bg-slate-900 print:hidden text-slate-200 dark:border-t dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <GraduationCap aria-hidden="true" className="size-7" />
            {college.name}
          </p>
          <p className="text-sm text-slate-300">{t('footer.tagline')}</p>
          <SocialLinks
            label={t('footer.followUs')}
            linkClass="bg-slate-800 text-slate-200 hover:bg-slate-700 hover:text-white"
          />
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className="mb-3 font-semibold text-white">{t('footer.quickLinks')}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <Link to={paths.about} reloadDocument className={linkClass}>
                {t('footer.aboutUs')}
              </Link>
            </li>
            <li>
              <Link to={paths.departments} reloadDocument className={linkClass}>
                {t('nav.departments')}
              </Link>
            </li>
            <li>
              <Link to={paths.admissions} reloadDocument className={linkClass}>
                {t('nav.admissions')}
              </Link>
            </li>
            <li>
              <Link to={paths.student.root} className={linkClass}>
                {t('footer.studentPortal')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-semibold text-white">{t('footer.contactUs')}</h2>
          <address className="flex flex-col gap-2 text-sm not-italic">
            <span className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {college.address}
            </span>
            {phones.map((phone) => (
              <a key={phone} href={telHref(phone)} className={`flex items-center gap-2 ${linkClass}`}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <bdi dir="ltr">{phone}</bdi>
              </a>
            ))}
            <a href={`mailto:${college.email}`} className={`flex items-center gap-2 ${linkClass}`}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <bdi dir="ltr">{college.email}</bdi>
            </a>
            <span className="flex items-start gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">{t('footer.officeHours')}: </span>
              <span dir="auto" className="whitespace-pre-line">
                {officeHours}
              </span>
            </span>
          </address>
        </div>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-400">
        {t('footer.copyright', { year: new Date().getFullYear(), name: college.name })}
      </p>
    </footer>
  );
}
