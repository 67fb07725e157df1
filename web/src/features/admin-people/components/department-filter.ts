import type { DepartmentName } from '@contract/enums';
import type { TranslationKey } from '../../../lib/i18n';

/**
 * The department filter of both lists: the programs of spec §9 plus Computer Science, each option sending its
 * department's name (the server matches a case-insensitive part of a department's name or code).
 */
export const DEPARTMENT_FILTERS: readonly { value: DepartmentName; label: TranslationKey }[] = [
  { value: 'Urdu', label: 'adminPeople.dept.Urdu' },
  { value: 'Information Technology', label: 'adminPeople.dept.Information Technology' },
  { value: 'Computer Science', label: 'adminPeople.dept.Computer Science' },
  { value: 'English', label: 'adminPeople.dept.English' },
  { value: 'Botany', label: 'adminPeople.dept.Botany' },
  { value: 'Zoology', label: 'adminPeople.dept.Zoology' },
  { value: 'Business Administration', label: 'adminPeople.dept.Business Administration' },
  { value: 'Education', label: 'adminPeople.dept.Education' },
];

/** The option a `?department=` value stands for, matched regardless of case; else the value itself. */
export function canonicalDepartment(value: string): string {
  const wanted = value.trim().toLowerCase();
  return DEPARTMENT_FILTERS.find((option) => option.value.toLowerCase() === wanted)?.value ?? value.trim();
}
