/** Builders of the contract's records, valid by default and overridable per test. */
import type { User } from '@contract/auth';
import type { Course } from '@contract/courses';
import type { Registration } from '@contract/registrations';
import type { VirtualSession } from '@contract/virtual-classes';

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function buildStudent(overrides: Partial<User> = {}): User {
  return {
    _id: nextId(),
    name: 'Ayesha Khan',
    email: 'ayesha@example.edu',
    role: 'student',
    status: 'approved',
    phone: '03001234567',
    createdAt: '2025-01-10T08:00:00.000Z',
    student_id: 'BSIT-2025-001',
    program: 'BS Information Technology',
    department: 'Information Technology',
    semester: 3,
    section: 'A',
    batch: '2024-2028',
    ...overrides,
  };
}

export function buildFaculty(overrides: Partial<User> = {}): User {
  return {
    _id: nextId(),
    name: 'Dr. Imran Ali',
    email: 'imran@example.edu',
    role: 'faculty',
    status: 'approved',
    phone: '03007654321',
    createdAt: '2025-01-10T08:00:00.000Z',
    employee_id: 'EMP-042',
    department: 'Computer Science',
    designation: 'Assistant Professor',
    qualification: 'Ph.D.',
    ...overrides,
  };
}

export function buildAdmin(overrides: Partial<User> = {}): User {
  return {
    _id: nextId(),
    name: 'Sana Admin',
    email: 'admin@example.edu',
    role: 'admin',
    status: 'approved',
    phone: null,
    createdAt: '2025-01-01T08:00:00.000Z',
    ...overrides,
  };
}

export function buildCourse(overrides: Partial<Course> = {}): Course {
  const id = nextId();
  return {
    _id: id,
    code: `IT-${sequence}`,
    name: `Course ${sequence}`,
    description: '',
    credits: 3,
    semester: 1,
    department_id: { _id: nextId(), name: 'Information Technology', code: 'IT' },
    instructor_id: null,
    is_virtual: false,
    term: { _id: 'term-fall-2026', name: 'Fall 2026' },
    schedule: { days: [], time: '', room: '' },
    credit_hours: null,
    prerequisites: [],
    archived: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildRegistration(overrides: Partial<Registration> = {}): Registration {
  return {
    ...buildStudent({ status: 'pending' }),
    date_of_birth: '2004-05-01',
    address: 'Street 1, Bahawalpur',
    nationality: 'Pakistani',
    religion: 'Islam',
    guardian_name: 'Tariq Khan',
    guardian_phone: '03001112223',
    guardian_relation: 'Father',
    emergency_contact: '03001112224',
    blood_group: 'B+',
    courses: [],
    rejection_reason: null,
    decidedAt: null,
    ...overrides,
  };
}

/** A virtual class session of IT-205 unless told otherwise; `startsInMinutes` places it around the test's clock. */
export function buildVirtualSession(
  overrides: Partial<VirtualSession> & { startsInMinutes?: number } = {},
): VirtualSession {
  const { startsInMinutes = 60 * 24, ...rest } = overrides;
  const id = nextId();
  return {
    _id: id,
    title: `Lecture ${sequence}`,
    description: '',
    course_id: { _id: nextId(), code: 'IT-205', name: 'Web Development' },
    instructor_id: { _id: nextId(), name: 'Dr. Imran Ali' },
    scheduled_date: new Date(Date.now() + startsInMinutes * 60_000).toISOString(),
    duration: 60,
    status: 'scheduled',
    semester: 3,
    department: { _id: nextId(), name: 'Information Technology', code: 'IT' },
    section: null,
    max_participants: 100,
    room_name: `college-it-205-${id}`,
    started_at: null,
    ended_at: null,
    participant_count: 0,
    ...rest,
  };
}
