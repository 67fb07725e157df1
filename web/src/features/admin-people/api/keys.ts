import type { AdminPeopleQuery } from '@contract/admin';

/** A people list's filters and the page asked for (none: the first). */
export type PeopleListQuery = AdminPeopleQuery & { page?: number };

/** Query keys of the students' and faculty pages; every mutation refreshes its whole group. */
export const studentsKey = ['admin', 'students'] as const;
export const facultyKey = ['admin', 'faculty'] as const;

export const studentListKey = (query: PeopleListQuery) => [...studentsKey, 'list', query] as const;
export const studentDetailKey = (id: string) => [...studentsKey, 'detail', id] as const;
export const facultyListKey = (query: PeopleListQuery) => [...facultyKey, 'list', query] as const;
export const facultyDetailKey = (id: string) => [...facultyKey, 'detail', id] as const;
