import { useQueryClient } from '@tanstack/react-query';
import type { ImportRole, PeopleImportPreviewResult, PeopleImportResult } from '@contract/admin-import';
import type { AdminResetMethod } from '@contract/password-reset';
import { apiRequest } from '../../../lib/api-client';
import { facultyKey, studentsKey } from './keys';

/** POST /api/admin/people-import/preview: every row of the file with its errors; nothing is written. */
export const previewPeopleImport = (input: { role: ImportRole; csv: string }) =>
  apiRequest<PeopleImportPreviewResult>('/admin/people-import/preview', { method: 'POST', body: input });

/** POST /api/admin/people-import: every row's account, or none; temporary passwords in this answer only. */
export const importPeople = (input: { role: ImportRole; csv: string; passwordSetup: AdminResetMethod }) =>
  apiRequest<PeopleImportResult>('/admin/people-import', { method: 'POST', body: input });

/** After an import, the list shows the new people. */
export const useRefreshPeople = (role: ImportRole) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: role === 'student' ? studentsKey : facultyKey });
};
