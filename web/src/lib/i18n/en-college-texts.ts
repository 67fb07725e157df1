/**
 * Texts of the public site that the admin area shows too (the contact form's subjects in the admins' messages,
 * the admission calendar in the admissions editor): loaded by both dictionaries, not by every portal page.
 */
import { addStrings } from './dictionaries';

export const enCollegeTexts = {
  'contact.subject.admissions': 'Admissions',
  'contact.subject.academic': 'Academic',
  'contact.subject.support': 'Student support',
  'contact.subject.technical': 'Technical (portal)',
  'contact.subject.general': 'General',
  'admissions.date.open': 'Applications open',
  'admissions.date.deadline': 'Application deadline',
  'admissions.date.test': 'Entrance test',
  'admissions.date.merit': 'Merit list',
  'admissions.date.classes': 'Classes begin',
} as const satisfies Record<string, string>;

addStrings('en', enCollegeTexts);
