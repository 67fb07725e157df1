import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollegeDetails, CollegeInfo } from '@contract/college';
import { api, apiRequest } from '../../../lib/api-client';
import { COLLEGE_QUERY_KEY as collegeKey } from '../../../lib/college';

/** GET /api/college: the details the public pages show now (not the copy this page was served with). */
export const useCollegeDetails = () =>
  useQuery({ queryKey: collegeKey, queryFn: () => api<CollegeInfo>('/college') });

/** PUT /api/admin/college: replaces them; answers with what the public pages (and this app's frame) now show. */
export function useSaveCollegeDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollegeDetails) =>
      apiRequest<CollegeInfo>('/admin/college', { method: 'PUT', body: input }),
    onSuccess: ({ data }) => queryClient.setQueryData(collegeKey, data),
  });
}
