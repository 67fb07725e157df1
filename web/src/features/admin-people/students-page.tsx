import { lazy, Suspense } from 'react';
import type { User } from '@contract/auth';
import { paths } from '../../app/paths';
import { Pager } from '../../components/pager';
import { errorMessage, isApiError } from '../../lib/api-client';
import { valueLabel } from '../../lib/i18n/reference';
import { useT } from '../../lib/i18n';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useDeleteStudent } from './api/delete-student';
import { useStudents } from './api/get-students';
import { PeopleFilters } from './components/people-filters';
import { countText, PeopleListLayout } from './components/people-list-layout';
import { PeopleTable } from './components/people-table';
import { usePeopleFilters } from './components/use-people-filters';
import { useEditMode } from './components/use-edit-mode';
import { loadAreaStrings } from '../../lib/i18n/languages';

// The Add form loads when Add is pressed, with its strings: most visits find or edit people (bundle budget).
const AddStudentForm = lazy(() =>
  Promise.all([loadAreaStrings('account'), import('./components/add-account-form')]).then(([, m]) => ({
    default: m.AddStudentForm,
  })),
);
const PeopleImportPanel = lazy(() =>
  Promise.all([loadAreaStrings('account'), import('./components/people-import-panel')]).then(([, m]) => ({
    default: m.PeopleImportPanel,
  })),
);

/** /admin/students: find students by name, email or ID, department and semester; view, edit or delete them. */
export default function StudentsPage() {
  const t = useT();
  const filters = usePeopleFilters();
  const list = useStudents(filters.query);
  const remove = useDeleteStudent();
  const [adding, setAdding] = useEditMode('add');
  const [importing, setImporting] = useEditMode('import');
  const [success, setSuccess] = useTimedMessage();
  const [failure, setFailure] = useTimedMessage();

  const onDelete = (student: User) => {
    if (!window.confirm(t('adminStudents.confirmDelete'))) return;
    setFailure(null);
    remove.mutate(student._id, {
      onSuccess: ({ message }) => setSuccess(message ?? t('adminStudents.deleted')),
      onError: (error) =>
        setFailure(
          [t('adminStudents.deleteFailed'), isApiError(error) ? errorMessage(error, '') : '']
            .filter(Boolean)
            .join(' '),
        ),
    });
  };

  const students = list.data?.students ?? [];
  const total = list.data?.total ?? 0;
  return (
    <PeopleListLayout
      title={t('adminStudents.title')}
      subtitle={t('adminStudents.subtitle')}
      addLabel={t('adminStudents.add')}
      onAdd={() => setAdding(true)}
      onImport={() => setImporting(true)}
      panel={
        adding ? (
          <Suspense fallback={null}>
            <AddStudentForm onClose={() => setAdding(false)} />
          </Suspense>
        ) : importing ? (
          <Suspense fallback={null}>
            <PeopleImportPanel role="student" onClose={() => setImporting(false)} />
          </Suspense>
        ) : undefined
      }
      filters={
        <PeopleFilters
          filters={filters}
          searchPlaceholder={t('adminStudents.searchPlaceholder')}
          withSemester
        />
      }
      success={success}
      failure={failure}
      loading={list.isPending}
      loadError={list.isError ? `${t('adminStudents.loadFailed')} ${errorMessage(list.error)}` : null}
      empty={
        total > 0 ? null : filters.filtered ? t('adminStudents.emptyFiltered') : t('adminStudents.empty')
      }
      count={countText(t, 'adminStudents', {
        shown: students.length,
        total,
        page: list.data?.page ?? filters.page,
        pageSize: list.data?.pageSize ?? students.length,
      })}
      pager={
        list.data && (
          <Pager
            label={t('adminStudents.pages')}
            page={filters.page}
            total={total}
            pageSize={list.data.pageSize}
            onPage={filters.setPage}
          />
        )
      }
    >
      <PeopleTable
        caption={t('adminStudents.title')}
        people={students}
        detailPath={paths.admin.studentDetail}
        listSearch={filters.listSearch}
        deletingId={remove.isPending ? remove.variables : undefined}
        onDelete={onDelete}
        columns={[
          { header: t('field.email'), cell: (s) => s.email },
          { header: t('field.studentId'), cell: (s) => s.student_id },
          { header: t('field.department'), cell: (s) => valueLabel(s.department) },
          { header: t('field.semester'), cell: (s) => s.semester },
          { header: t('field.phone'), cell: (s) => s.phone },
        ]}
      />
    </PeopleListLayout>
  );
}
