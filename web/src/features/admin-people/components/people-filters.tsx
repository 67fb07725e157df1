import { Search } from 'lucide-react';
import { SEMESTERS } from '@contract/enums';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { useTerms } from '../../../lib/terms';
import { DEPARTMENT_FILTERS } from './department-filter';
import type { usePeopleFilters } from './use-people-filters';

type Props = {
  filters: ReturnType<typeof usePeopleFilters>;
  searchPlaceholder: string;
  withSemester: boolean;
};

/**
 * Search, department, (for students) semester, and a term: the people of one term (its students enrolled, its
 * teachers teaching) or, by default, the whole roll. Every change goes to the URL and from there to the server.
 */
export function PeopleFilters({ filters, searchPlaceholder, withSemester }: Props) {
  const t = useT();
  const terms = useTerms().data;
  const termOptions = [...(terms?.terms ?? [])]
    .reverse()
    .filter((term) => term.started_at !== null || term._id === filters.term)
    .map((term) => ({ value: term._id, label: term.name }));
  const departmentOptions: { value: string; label: string }[] = DEPARTMENT_FILTERS.map((option) => ({
    value: option.value,
    label: t(option.label),
  }));
  // A department the list does not name (an old link, a code) stays selectable, so the URL and the select agree.
  if (filters.department && !departmentOptions.some((option) => option.value === filters.department)) {
    departmentOptions.push({ value: filters.department, label: filters.department });
  }
  return (
    <Card
      className={
        withSemester ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'
      }
    >
      <Field id="people-search" label={t('adminPeople.search')}>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 inset-s-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id="people-search"
            type="search"
            className="ps-9"
            value={filters.searchText}
            placeholder={searchPlaceholder}
            onChange={(e) => filters.setSearchText(e.target.value)}
          />
        </div>
      </Field>
      <Field id="people-department" label={t('adminPeople.department')}>
        <Select
          id="people-department"
          value={filters.department}
          onChange={(e) => filters.setDepartment(e.target.value)}
          options={departmentOptions}
          placeholder={t('adminPeople.allDepartments')}
        />
      </Field>
      {withSemester && (
        <Field id="people-semester" label={t('adminPeople.semester')}>
          <Select
            id="people-semester"
            value={filters.semester === undefined ? '' : String(filters.semester)}
            onChange={(e) => filters.setSemester(e.target.value)}
            options={SEMESTERS.map((s) => ({
              value: String(s),
              label: t('adminPeople.semesterOption', { semester: s }),
            }))}
            placeholder={t('adminPeople.allSemesters')}
          />
        </Field>
      )}
      {termOptions.length > 0 && (
        <Field
          id="people-term"
          label={t(withSemester ? 'adminPeople.termStudents' : 'adminPeople.termFaculty')}
        >
          <Select
            id="people-term"
            value={filters.term ?? ''}
            onChange={(e) => filters.setTerm(e.target.value)}
            options={termOptions}
            placeholder={t('adminPeople.anyTerm')}
          />
        </Field>
      )}
    </Card>
  );
}
