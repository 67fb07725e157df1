import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ExamType } from '@contract/enums';
import type { CourseGradeListSchema } from '@contract/faculty';
import { api } from '../../../lib/api-client';

export type CourseGrade = z.infer<typeof CourseGradeListSchema>['grades'][number];

export const courseGradesKey = (courseId: string, semester?: number, examType?: ExamType) =>
  ['faculty', 'grades', courseId, semester ?? 'all', examType ?? 'all'] as const;

/** GET /api/grades/course/:courseId?semester&exam_type: the results already entered for a course. */
export const getCourseGrades = (
  courseId: string,
  semester?: number,
  examType?: ExamType,
  signal?: AbortSignal,
) =>
  api<{ grades: CourseGrade[] }>(`/grades/course/${encodeURIComponent(courseId)}`, {
    query: { semester, exam_type: examType },
    signal,
  });

export const useCourseGrades = (courseId: string, semester: number | undefined, examType: ExamType) =>
  useQuery({
    queryKey: courseGradesKey(courseId, semester, examType),
    queryFn: ({ signal }) => getCourseGrades(courseId, semester, examType, signal),
    select: (data) => data.grades,
    enabled: courseId !== '',
  });
