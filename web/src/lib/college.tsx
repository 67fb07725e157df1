/**
 * The college's name and contact details for the header, footer and public pages. They come from the server
 * (COLLEGE_NAME and the settings record), embedded in every page it sends as <script id="college-info">.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { CollegeInfo } from '@contract/college';
import { DEFAULT_COLLEGE_INFO, DEFAULT_COLLEGE_NAME } from '@contract/college-defaults';
import { api } from './api-client';
import { useLocale, useT, type Translate } from './i18n';

const FALLBACK: CollegeInfo = { ...DEFAULT_COLLEGE_INFO, name: DEFAULT_COLLEGE_NAME };

/** The details the server embedded in this page, or the defaults when there are none (tests, dev server). */
export function readEmbeddedCollege(): CollegeInfo {
  try {
    const text = document.getElementById('college-info')?.textContent;
    return text ? { ...FALLBACK, ...(JSON.parse(text) as Partial<CollegeInfo>) } : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

const CollegeContext = createContext<CollegeInfo>(FALLBACK);

export function CollegeProvider({ college, children }: { college: CollegeInfo; children: ReactNode }) {
  return <CollegeContext.Provider value={college}>{children}</CollegeContext.Provider>;
}

/** The college's details as the app holds them: GET /api/college, and what an admin's save answers. */
export const COLLEGE_QUERY_KEY = ['college'] as const;

/**
 * The details embedded in the page, replaced by newer ones when the app holds them (an admin's save of the
 * college's details): the header and footer follow the save without a reload. Never asks the server itself.
 */
export function LiveCollegeProvider({ children }: { children: ReactNode }) {
  const [embedded] = useState(readEmbeddedCollege);
  const { data } = useQuery<CollegeInfo>({
    queryKey: COLLEGE_QUERY_KEY,
    queryFn: () => api<CollegeInfo>('/college'),
    enabled: false,
    initialData: embedded,
    // The embedded copy counts as old: a page that reads the details (the admin's form) asks for them afresh.
    initialDataUpdatedAt: 0,
  });
  return <CollegeProvider college={data}>{children}</CollegeProvider>;
}

/** The default name has a translation (`app.name`); a name the college set itself is shown as it was written. */
export const localCollegeName = (name: string, t: Translate) =>
  name === DEFAULT_COLLEGE_NAME ? t('app.name') : name;

/** The college's details in the reader's language. */
export function useCollege(): CollegeInfo {
  const college = useContext(CollegeContext);
  const t = useT();
  const name = localCollegeName(college.name, t);
  return name === college.name ? college : { ...college, name };
}

/** A phone number as a `tel:` link target (spaces removed). */
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/** The office hours as the college wrote them, in Urdu on Urdu pages when it wrote them in Urdu too. */
export function useOfficeHours(): string {
  const college = useContext(CollegeContext);
  return useLocale() === 'ur' && college.officeHoursUrdu.trim()
    ? college.officeHoursUrdu
    : college.officeHours;
}
