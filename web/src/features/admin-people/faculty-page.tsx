import { lazy, Suspense } from 'react';
import type { User } from '@contract/auth';
import { paths } from '../../app/paths';
import { Pager } from '../../components/pager';
import { errorMessage, isApiError } from '../../lib/api-client';
import { valueLabel } from '../../lib/i18n/reference';
import { useT } from '../../lib/i18n';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useDeleteFacultyMember } from './api/delete-faculty-member';
import { useFacultyList } from './api/get-faculty-list';
import { PeopleFilters } from './components/people-filters';
import { countText, PeopleListLayout } from './components/people-list-layout';
import { PeopleTable } from './components/people-table';
import { usePeopleFilters } from './components/use-people-filters';
import { useEditMode } from './components/use-edit-mode';
import { loadAreaStrings } from '../../lib/i18n/languages';

// The Add form loads when Add is pressed, with its strings: most visits find or edit people (bundle budget).
const AddFacultyForm = lazy(() =>
  Promise.all([loadAreaStrings('account'), import('./components/add-account-form')]).then(([, m]) => ({
    default: m.AddFacultyForm,
  })),
);
const PeopleImportPanel = lazy(() =>
  Promise.all([loadAreaStrings('account'), import('./components/people-import-panel')]).then(([, m]) => ({
    default: m.PeopleImportPanel,
  })),
);

/** /admin/faculty: find faculty by name, employee ID, email or designation and department; view, edit or delete. */
export default function FacultyPage() {
  const t = useT();
  const filters = usePeopleFilters();
  // Faculty have no semester; a stray ?semester= is not sent.
  const list = useFacultyList({ ...filters.query, semester: undefined });
  const remove = useDeleteFacultyMember();
  const [adding, setAdding] = useEditMode('add');
  const [importing, setImporting] = useEditMode('import');
  const [success, setSuccess] = useTimedMessage();
  const [failure, setFailure] = useTimedMessage();

  const onDelete = (member: User) => {
    if (!window.confirm(t('adminFaculty.confirmDelete'))) return;
    setFailure(null);
    remove.mutate(member._id, {
      onSuccess: ({ message }) => setSuccess(message ?? t('adminFaculty.deleted')),
      onError: (error) =>
        setFailure(
          [t('adminFaculty.deleteFailed'), isApiError(error) ? errorMessage(error, '') : '']
            .filter(Boolean)
            .join(' '),
        ),
    });
  };

  const faculty = list.data?.faculty ?? [];
  const total = list.data?.total ?? 0;
  const filtered = Boolean(filters.query.search || filters.query.department);
  return (
    <PeopleListLayout
      title={t('adminFaculty.title')}
      subtitle={t('adminFaculty.subtitle')}
      addLabel={t('adminFaculty.add')}
      onAdd={() => setAdding(true)}
      onImport={() => setImporting(true)}
      panel={
        adding ? (
          <Suspense fallback={null}>
            <AddFacultyForm onClose={() => setAdding(false)} />
          </Suspense>
        ) : importing ? (
          <Suspense fallback={null}>
            <PeopleImportPanel role="faculty" onClose={() => setImporting(false)} />
          </Suspense>
        ) : undefined
      }
      filters={
        <PeopleFilters
          filters={filters}
          searchPlaceholder={t('adminFaculty.searchPlaceholder')}
          withSemester={false}
        />
      }
      success={success}
      failure={failure}
      loading={list.isPending}
      loadError={list.isError ? `${t('adminFaculty.loadFailed')} ${errorMessage(list.error)}` : null}
      empty={total > 0 ? null : filtered ? t('adminFaculty.emptyFiltered') : t('adminFaculty.empty')}
      count={countText(t, 'adminFaculty', {
        shown: faculty.length,
        total,
        page: list.data?.page ?? filters.page,
        pageSize: list.data?.pageSize ?? faculty.length,
      })}
      pager={
        list.data && (
          <Pager
            label={t('adminFaculty.pages')}
            page={filters.page}
            total={total}
            pageSize={list.data.pageSize}
            onPage={filters.setPage}
          />
        )
      }
    >
      <PeopleTable
        caption={t('adminFaculty.title')}
        people={faculty}
        detailPath={paths.admin.facultyDetail}
        listSearch={filters.listSearch}
        deletingId={remove.isPending ? remove.variables : undefined}
        onDelete={onDelete}
        columns={[
          { header: t('field.email'), cell: (f) => f.email },
          { header: t('field.employeeId'), cell: (f) => f.employee_id },
          { header: t('field.department'), cell: (f) => valueLabel(f.department) },
          { header: t('field.designation'), cell: (f) => f.designation },
          { header: t('field.phone'), cell: (f) => f.phone },
          { header: t('field.qualification'), cell: (f) => f.qualification },
        ]}
      />
    </PeopleListLayout>
  );
}
