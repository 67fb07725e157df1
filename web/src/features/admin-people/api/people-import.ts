import { useQueryClient } from '@tanstack/react-query';
import type {
  ImportRole,
  PeopleImport,
  PeopleImportPreviewResult,
  PeopleImportResult,
} from '@contract/admin-import';
import { apiRequest } from '../../../lib/api-client';
import { facultyKey, studentsKey } from './keys';

/** POST /api/admin/people-import/preview: every row of the file with its errors; nothing is written. */
export const previewPeopleImport = (input: { role: ImportRole; csv: string }) =>
  apiRequest<PeopleImportPreviewResult>('/admin/people-import/preview', { method: 'POST', body: input });

/**
 * POST /api/admin/people-import: the good rows' accounts and the rows skipped (`good-rows`), or every row's
 * account or none (`all-or-nothing`); temporary passwords in this answer only.
 */
export const importPeople = (input: PeopleImport) =>
  apiRequest<PeopleImportResult>('/admin/people-import', { method: 'POST', body: input });

/** After an import, the list shows the new people. */
export const useRefreshPeople = (role: ImportRole) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: role === 'student' ? studentsKey : facultyKey });
};
