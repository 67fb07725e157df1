/** Builders of the student area's records (contract/student.ts), valid by default and overridable per test. */
import { examEligibility } from '@contract/rules/attendance';
import type { GradeRecord, StudentAssignment, StudentDashboard, Submission } from '@contract/student';
import type { Term } from '@contract/terms';
import type { CourseAttendance } from '../api/get-attendance-summary';
import type { StudentCourse } from '../api/get-courses';

let sequence = 0;
const nextId = () => `10000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export const courseRef = (code: string, name: string, _id = nextId()) => ({ _id, code, name });

export function buildStudentCourse(overrides: Partial<StudentCourse> = {}): StudentCourse {
  return {
    _id: nextId(),
    code: `IT-${sequence}`,
    name: `Course ${sequence}`,
    description: '',
    credits: 3,
    semester: 3,
    department_id: { _id: nextId(), name: 'Information Technology', code: 'IT' },
    term: { _id: 'term-fall-2026', name: 'Fall 2026' },
    instructor_id: { _id: nextId(), name: 'Dr. Imran Ali' },
    instructor_name: 'Dr. Imran Ali',
    is_virtual: false,
    schedule: { days: ['Monday', 'Wednesday'], time: '09:00 - 10:30', room: 'Lab 2' },
    credit_hours: null,
    prerequisites: [],
    archived: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    enrolledCount: 30,
    assignments: 0,
    completed: false,
    final_grade: null,
    ...overrides,
  };
}

export function buildDashboard(overrides: Partial<StudentDashboard> = {}): StudentDashboard {
  return {
    enrolledCourses: 5,
    cgpa: 3.456,
    attendancePercentage: 82,
    pendingAssignments: 2,
    upcomingClasses: [],
    recentActivities: [],
    quizzesDue: [],
    ...overrides,
  };
}

export function buildGrade(overrides: Partial<GradeRecord> = {}): GradeRecord {
  return {
    _id: nextId(),
    course_id: courseRef('IT-101', 'Programming Fundamentals'),
    semester: 1,
    exam_type: 'final',
    marks_obtained: 88,
    total_marks: 100,
    percentage: 88,
    letter_grade: 'A',
    grade_point: 4,
    credits: 3,
    remarks: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    attempt: 1,
    repeated: false,
    term: { _id: 'term-fall-2026', name: 'Fall 2026' },
    ...overrides,
  };
}

export function buildCourseAttendance(overrides: Partial<CourseAttendance> = {}): CourseAttendance {
  const counts = { total: 20, present: 18, late: 0, ...overrides };
  return {
    course: courseRef('IT-201', 'Data Structures'),
    term: { _id: 'term-fall-2026', name: 'Fall 2026' },
    absent: 2,
    excused: 0,
    percentage: 90,
    canMiss: 4,
    needInARow: 0,
    eligibility: examEligibility(counts.present + counts.late, counts.total, false),
    ...counts,
  };
}

export function buildSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    _id: nextId(),
    submission_text: 'My answer',
    submission_link: null,
    submission_file: null,
    status: 'submitted',
    is_late: false,
    submitted_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    grade: null,
    returned_at: null,
    ...overrides,
  };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export function buildAssignment(overrides: Partial<StudentAssignment> = {}): StudentAssignment {
  return {
    _id: nextId(),
    title: `Assignment ${sequence}`,
    description: 'Write it up.',
    type: 'assignment',
    total_marks: 100,
    due_date: inDays(7),
    course_id: courseRef('IT-201', 'Data Structures'),
    isOverdue: false,
    displayStatus: 'pending',
    submission: null,
    submissions_closed: false,
    ...overrides,
  };
}

/** One assignment in each state of spec part 2 §4. */
export function assignmentsInEveryState() {
  return {
    pending: buildAssignment({ title: 'Linked Lists' }),
    overdue: buildAssignment({
      title: 'Stacks',
      due_date: inDays(-2),
      isOverdue: true,
      displayStatus: 'overdue',
    }),
    submitted: buildAssignment({
      title: 'Queues',
      displayStatus: 'submitted',
      submission: buildSubmission(),
    }),
    late: buildAssignment({
      title: 'Trees',
      due_date: inDays(-5),
      isOverdue: true,
      displayStatus: 'late',
      submission: buildSubmission({ is_late: true }),
    }),
    graded: buildAssignment({
      title: 'Graphs',
      due_date: inDays(-10),
      isOverdue: true,
      displayStatus: 'graded',
      submission: buildSubmission({
        status: 'graded',
        submission_file: { originalname: 'graphs.pdf', size: 2048, mimetype: 'application/pdf' },
        grade: { marks_obtained: 42, feedback: 'Good work on BFS.', graded_at: '2025-03-05T10:00:00.000Z' },
      }),
    }),
  };
}

/** A term of the college's calendar (GET /api/terms); Fall 2026, current, unless told otherwise. */
export function buildTerm(overrides: Partial<Term> = {}): Term {
  return {
    _id: nextId(),
    name: 'Fall 2026',
    season: 'Fall',
    year: 2026,
    starts_on: '2026-09-01',
    ends_on: '2027-01-31',
    status: 'current',
    started_at: '2026-09-01T04:00:00.000Z',
    closed_at: null,
    ...overrides,
  };
}

/** Last Spring (closed) and this Fall (in view), as GET /api/terms answers them. */
export function twoTerms() {
  const spring = buildTerm({
    name: 'Spring 2026',
    season: 'Spring',
    starts_on: '2026-02-01',
    ends_on: '2026-08-31',
    status: 'closed',
    started_at: '2026-02-01T04:00:00.000Z',
    closed_at: '2026-09-15T04:00:00.000Z',
  });
  const fall = buildTerm();
  return { spring, fall, calendar: { terms: [spring, fall], current: fall, in_view: fall } };
}
