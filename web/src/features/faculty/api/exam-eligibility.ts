import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseEligibility, ExamPermissionInput } from '@contract/faculty';
import { api, apiRequest } from '../../../lib/api-client';

const eligibilityKey = (courseId: string) => ['faculty', 'eligibility', courseId] as const;
const eligibilityPath = (courseId: string) =>
  `/attendance/course/${encodeURIComponent(courseId)}/eligibility`;
const permissionPath = (courseId: string, studentId: string) =>
  `${eligibilityPath(courseId)}/${encodeURIComponent(studentId)}/permission`;

/** GET /api/attendance/course/:courseId/eligibility: each student's attendance and exam standing. */
export const useCourseEligibility = (courseId: string) =>
  useQuery({
    queryKey: eligibilityKey(courseId),
    queryFn: ({ signal }) => api<CourseEligibility>(eligibilityPath(courseId), { signal }),
    enabled: courseId !== '',
  });

type PermissionChange = { courseId: string; studentId: string } & (
  { grant: true; input: ExamPermissionInput } | { grant: false }
);

/** PUT (record) or DELETE (withdraw) the department's permission for one student of a course. */
export const useExamPermission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PermissionChange) =>
      apiRequest<object>(permissionPath(change.courseId, change.studentId), {
        method: change.grant ? 'PUT' : 'DELETE',
        ...(change.grant ? { body: change.input } : {}),
      }),
    onSuccess: (_result, change) =>
      queryClient.invalidateQueries({ queryKey: eligibilityKey(change.courseId) }),
  });
};
