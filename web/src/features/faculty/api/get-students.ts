import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FacultyStudentListSchema, FacultyStudentSchema } from '@contract/faculty';
import { api } from '../../../lib/api-client';

export type FacultyStudent = z.infer<typeof FacultyStudentSchema>;
export type FacultyStudentList = z.infer<typeof FacultyStudentListSchema>;

/** Cards a page: 48 fill whole rows whether the grid has two, three or four columns. */
export const FACULTY_STUDENTS_PAGE_SIZE = 48;

export type FacultyStudentQuery = { course_id?: string; search?: string; page?: number };

/**
 * GET /api/faculty/students?course_id&search&page&page_size: a page of the students of the teacher's courses (or
 * of one), matched by name, student ID or e-mail, with the total and figures over every match.
 */
export const getFacultyStudents = (query: FacultyStudentQuery, signal?: AbortSignal) =>
  api<FacultyStudentList>('/faculty/students', {
    query: { ...query, page_size: FACULTY_STUDENTS_PAGE_SIZE },
    signal,
  });

export const useFacultyStudents = (query: FacultyStudentQuery) =>
  useQuery({
    queryKey: ['faculty', 'students', query],
    queryFn: ({ signal }) => getFacultyStudents(query, signal),
    placeholderData: keepPreviousData,
  });
