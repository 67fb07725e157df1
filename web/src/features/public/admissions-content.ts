/** The admissions content the server rendered the page with (the college's, or the specification's). */
import {
  ADMISSION_PROGRAM_NAMES,
  DEFAULT_ADMISSIONS,
  type AdmissionProgram,
  type Admissions,
} from '@contract/admissions-content';
import { usePublicData } from './public-context';

/** The documents an applicant brings (part 1 §9): fixed text, in both languages. */
export const ADMISSION_DOCUMENT_KEYS = [
  'admissions.doc.1',
  'admissions.doc.2',
  'admissions.doc.3',
  'admissions.doc.4',
  'admissions.doc.5',
  'admissions.doc.6',
  'admissions.doc.7',
] as const;

/** This year's admissions, with only the programs that take students, each with its name. */
export function useAdmissions(): Omit<Admissions, 'programs'> & {
  programs: (AdmissionProgram & { name: string })[];
} {
  const admissions = usePublicData().admissions ?? DEFAULT_ADMISSIONS;
  return {
    ...admissions,
    programs: admissions.programs
      .filter((program) => program.offered)
      .map((program) => ({ ...program, name: ADMISSION_PROGRAM_NAMES[program.id] })),
  };
}
