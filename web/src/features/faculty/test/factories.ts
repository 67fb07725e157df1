/** Builders of the faculty area's records (contract/faculty.ts), valid by default and overridable per test. */
import type { FacultyAssignment, FacultyDashboard, FacultySubmission } from '@contract/faculty';
import type { FacultyCourse } from '../api/get-courses';
import type { FacultyStudent } from '../api/get-students';
import type { RosterStudent } from '../api/get-roster';

let sequence = 0;
const nextId = () => `20000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export const courseRef = (code: string, name: string, _id = nextId()) => ({ _id, code, name });
/** A course of the teacher's a student takes, with its term (the Students list's rows). */
export const takenCourse = (code: string, name: string, _id = nextId()) => ({
  ...courseRef(code, name, _id),
  term: { _id: 'term-fall-2026', name: 'Fall 2026' },
});

export function buildFacultyCourse(overrides: Partial<FacultyCourse> = {}): FacultyCourse {
  return {
    _id: nextId(),
    code: `CS-${sequence}`,
    name: `Course ${sequence}`,
    description: '',
    credits: 3,
    semester: 3,
    department_id: { _id: nextId(), name: 'Computer Science', code: 'CS' },
    term: { _id: 'term-fall-2026', name: 'Fall 2026' },
    instructor_id: { _id: nextId(), name: 'Dr. Imran Ali' },
    is_virtual: false,
    schedule: { days: ['Monday', 'Wednesday'], time: '09:00 - 10:30', room: 'Room 12' },
    credit_hours: 3,
    prerequisites: [],
    archived: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    enrolledCount: 30,
    ...overrides,
  };
}

export function buildFacultyDashboard(overrides: Partial<FacultyDashboard> = {}): FacultyDashboard {
  return {
    myCourses: 3,
    totalStudents: 74,
    pendingAssignments: 5,
    classesToday: 2,
    todaysClasses: [],
    recentSubmissions: [],
    ...overrides,
  };
}

export function buildFacultyStudent(overrides: Partial<FacultyStudent> = {}): FacultyStudent {
  return {
    _id: nextId(),
    name: `Student ${sequence}`,
    student_id: `BSCS-2025-${String(sequence).padStart(3, '0')}`,
    email: `student${sequence}@example.edu`,
    phone: '03001234567',
    semester: 3,
    section: 'A',
    courses: [takenCourse('CS-201', 'Data Structures')],
    cgpa: 3,
    attendance: 80,
    ...overrides,
  };
}

export function buildFacultyAssignment(overrides: Partial<FacultyAssignment> = {}): FacultyAssignment {
  return {
    _id: nextId(),
    title: `Assignment ${sequence}`,
    description: 'Write it up.',
    type: 'assignment',
    total_marks: 100,
    due_date: '2025-03-10T18:00:00.000Z',
    course_id: courseRef('CS-201', 'Data Structures'),
    enrolledCount: 30,
    totalSubmissions: 0,
    gradedSubmissions: 0,
    createdAt: '2025-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildFacultySubmission(overrides: Partial<FacultySubmission> = {}): FacultySubmission {
  return {
    _id: nextId(),
    submission_text: 'My answer',
    submission_link: null,
    submission_file: null,
    status: 'submitted',
    is_late: false,
    submitted_at: '2025-03-05T10:00:00.000Z',
    updated_at: '2025-03-05T10:00:00.000Z',
    grade: null,
    returned_at: null,
    student: { _id: nextId(), name: `Student ${sequence}`, student_id: `BSCS-2025-${sequence}` },
    history: [],
    ...overrides,
  };
}

export function buildRosterStudent(overrides: Partial<RosterStudent> = {}): RosterStudent {
  return {
    _id: nextId(),
    name: `Student ${sequence}`,
    student_id: `BSCS-2025-${String(sequence).padStart(3, '0')}`,
    email: `student${sequence}@example.edu`,
    record: null,
    ...overrides,
  };
}
