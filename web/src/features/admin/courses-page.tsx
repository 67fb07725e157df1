import { Plus } from 'lucide-react';
import { useState } from 'react';
import { SEMESTERS } from '@contract/enums';
import { COURSE_LIST_STATES, type CourseListState } from '@contract/constants';
import type { Course, CourseInput } from '@contract/courses';
import { Pager, pageRange } from '../../components/pager';
import { Alert } from '../../components/ui/alert';
import { FormFeedback } from '../../components/ui/form-feedback';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, plainOptions, Select } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { TermPicker } from '../../components/term-picker';
import { errorMessage, isApiError } from '../../lib/api-client';
import type { FieldErrors } from '../../lib/forms';
import { useT, type Translate, type TranslationKey } from '../../lib/i18n';
import { useListParams } from '../../lib/use-list-params';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useCreateCourse } from './api/create-course';
import { useDeleteCourse } from './api/delete-course';
import { getCourse, type CourseDetail } from './api/get-course';
import { useAdminCourses, type AdminCourseQuery } from './api/get-courses';
import { useAdminDepartments } from './api/get-departments';
import { useUpdateCourse } from './api/update-course';
import { CourseForm } from './courses/course-form';
import { CourseTable } from './courses/course-table';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; course: Course };

/** The Show filter's choices, and the count line of each: it says which courses it counts. */
const STATE_LABELS: Record<CourseListState, TranslationKey> = {
  active: 'courses.filter.active',
  archived: 'courses.filter.archived',
  all: 'courses.filter.all',
};
/** What the count counts, said after the specification's "Showing X of Y courses". */
const COUNTED: Record<CourseListState, TranslationKey> = {
  active: 'courses.counted.active',
  archived: 'courses.counted.archived',
  all: 'courses.counted.all',
};

/** The confirmation sentence: a course with student records is archived, not destroyed (issue 4). */
function confirmation(t: Translate, detail: CourseDetail | null): string {
  const records = detail?.records;
  if (!records) return t('courses.confirmDelete');
  const parts = [
    records.enrollments && t('courses.records.enrollments', { count: records.enrollments }),
    records.assignments && t('courses.records.assignments', { count: records.assignments }),
    records.submissions && t('courses.records.submissions', { count: records.submissions }),
    records.grades && t('courses.records.grades', { count: records.grades }),
    records.attendance && t('courses.records.attendance', { count: records.attendance }),
  ].filter(Boolean);
  return parts.length === 0
    ? t('courses.confirmDelete')
    : t('courses.confirmArchive', { records: parts.join(', ') });
}

/** /admin/courses: Manage Courses (spec part 1 §2). */
export default function CoursesPage() {
  const t = useT();
  // Filters, search and page live in the URL (?term=&state=&search=&semester=&department=&page=): a phone's Back
  // returns to the same page of the same list, and another filter starts again at the first page.
  const params = useListParams();
  const state = COURSE_LIST_STATES.find((s) => s === params.get('state')) ?? 'active';
  const semesterNumber = Number(params.get('semester'));
  const semester = SEMESTERS.find((s) => s === semesterNumber);
  const term = params.get('term') || undefined;
  const filterQuery: AdminCourseQuery = {
    term,
    state: state === 'active' ? undefined : state,
    search: params.search || undefined,
    semester,
    department: params.get('department') || undefined,
  };
  const page = params.page;
  const list = useAdminCourses({ ...filterQuery, page: page > 1 ? page : undefined });
  const departments = useAdminDepartments();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const remove = useDeleteCourse();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [success, setSuccess] = useTimedMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [formFailure, setFormFailure] = useState<string | null>(null);
  const [checkingId, setCheckingId] = useState<string | null>(null);

  const courses = list.data?.courses ?? [];
  const total = list.data?.total ?? 0;
  const filtered = Boolean(
    filterQuery.state ||
    filterQuery.term ||
    filterQuery.search ||
    filterQuery.semester ||
    filterQuery.department,
  );

  const openForm = (next: FormState) => {
    setFormFailure(null);
    setForm(next);
    if (next.mode !== 'closed') {
      // The form is above the table; bring it into view for an edit started far down the list.
      requestAnimationFrame(() => document.getElementById('code')?.focus());
    }
  };

  const save = async (input: CourseInput): Promise<FieldErrors | null> => {
    setFormFailure(null);
    setFailure(null);
    try {
      const { message } =
        form.mode === 'edit'
          ? await update.mutateAsync({ id: form.course._id, input })
          : await create.mutateAsync(input);
      setSuccess(message ?? t(form.mode === 'edit' ? 'courses.updated' : 'courses.created'));
      setForm({ mode: 'closed' });
      return null;
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors() : {};
      if (Object.keys(fieldErrors).length > 0) return fieldErrors;
      setFormFailure(errorMessage(error, t('courses.saveFailed')));
      return null;
    }
  };

  const onDelete = async (course: Course) => {
    setFailure(null);
    setCheckingId(course._id);
    // What depends on the course decides what a delete does; without that answer, ask the plain question.
    const detail = await getCourse(course._id).catch(() => null);
    setCheckingId(null);
    if (!window.confirm(confirmation(t, detail))) return;
    remove.mutate(course._id, {
      onSuccess: ({ message }) => {
        setSuccess(message ?? t('courses.deleted'));
        if (form.mode === 'edit' && form.course._id === course._id) setForm({ mode: 'closed' });
      },
      onError: (error) => setFailure(errorMessage(error, t('courses.deleteFailed'))),
    });
  };

  const departmentNames = departments.data?.map((d) => d.name) ?? [
    ...new Set(courses.map((c) => c.department_id?.name).filter((name): name is string => Boolean(name))),
  ];
  const setPage = params.setPage;
  const editing = form.mode === 'edit' ? form.course : null;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('courses.title')} | ${t('app.name')}`}</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('courses.title')}</h1>
          <p className="text-slate-700 dark:text-slate-300">{t('courses.subtitle')}</p>
        </div>
        <Button
          aria-expanded={form.mode !== 'closed'}
          aria-controls="course-form"
          onClick={() => openForm(form.mode === 'closed' ? { mode: 'create' } : { mode: 'closed' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('courses.add')}
        </Button>
      </div>

      <FormFeedback floating success={success} error={failure} />

      <div id="course-form">
        {form.mode !== 'closed' && (
          <CourseForm
            key={editing?._id ?? 'new'}
            course={editing}
            busy={create.isPending || update.isPending}
            failure={formFailure}
            onSubmit={save}
            onCancel={() => openForm({ mode: 'closed' })}
          />
        )}
      </div>

      <Card className="grid gap-4 md:grid-cols-2 lg:grid-cols-5">
        <TermPicker value={term} onChange={(next) => params.setFilter('term', next ?? '')} />
        <Field id="course-state-filter" label={t('courses.filter.state')}>
          <Select
            id="course-state-filter"
            value={state}
            onChange={(e) => params.setFilter('state', e.target.value === 'active' ? '' : e.target.value)}
            options={COURSE_LIST_STATES.map((s) => ({ value: s, label: t(STATE_LABELS[s]) }))}
          />
        </Field>
        <Field id="course-search" label={t('courses.filter.search')}>
          <Input
            id="course-search"
            type="search"
            placeholder={t('courses.filter.searchPlaceholder')}
            value={params.searchText}
            onChange={(e) => params.setSearchText(e.target.value)}
          />
        </Field>
        <Field id="course-semester-filter" label={t('courses.filter.semester')}>
          <Select
            id="course-semester-filter"
            value={semester ? String(semester) : ''}
            onChange={(e) => params.setFilter('semester', e.target.value)}
            placeholder={t('courses.filter.allSemesters')}
            options={SEMESTERS.map((s) => ({
              value: String(s),
              label: t('courses.semesterN', { semester: s }),
            }))}
          />
        </Field>
        <Field id="course-department-filter" label={t('courses.filter.department')}>
          <Select
            id="course-department-filter"
            value={filterQuery.department ?? ''}
            onChange={(e) => params.setFilter('department', e.target.value)}
            placeholder={t('courses.filter.allDepartments')}
            options={plainOptions(departmentNames)}
          />
        </Field>
      </Card>

      {list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      ) : list.isError ? (
        <Alert>{`${t('courses.loadFailed')}${errorMessage(list.error)}`}</Alert>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
            {total > 0 &&
              !list.isPlaceholderData &&
              `${
                courses.length < total
                  ? t('courses.showingPart', { range: pageRange(page, list.data.pageSize, total), total })
                  : t('courses.showing', { shown: courses.length, total })
              } ${t(COUNTED[state])}`}
          </p>
          {total === 0 ? (
            <Card className="py-10 text-center text-slate-700 dark:text-slate-300">
              {filtered ? t('courses.noMatch') : t('courses.empty')}
            </Card>
          ) : (
            <section aria-busy={list.isPlaceholderData} className="flex flex-col gap-4">
              <CourseTable
                courses={courses}
                deletingId={checkingId ?? (remove.isPending ? remove.variables : null)}
                onEdit={(course) => openForm({ mode: 'edit', course })}
                onDelete={(course) => void onDelete(course)}
              />
              <Pager
                label={t('courses.pages')}
                page={page}
                total={total}
                pageSize={list.data.pageSize}
                onPage={setPage}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
