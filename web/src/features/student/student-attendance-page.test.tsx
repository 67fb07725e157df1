import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildCourseAttendance, courseRef } from './test/factories';

const student = buildStudent();
const ds = courseRef('IT-201', 'Data Structures');
const db = courseRef('IT-301', 'Databases');
const eng = courseRef('ENG-101', 'English I');
const os = courseRef('IT-310', 'Operating Systems');

const summary = {
  summary: [
    buildCourseAttendance({
      course: ds,
      total: 20,
      present: 18,
      absent: 2,
      percentage: 90,
      canMiss: 4,
      needInARow: 0,
    }),
    buildCourseAttendance({
      course: db,
      total: 20,
      present: 14,
      absent: 6,
      percentage: 70,
      canMiss: 0,
      needInARow: 4,
    }),
    buildCourseAttendance({
      course: eng,
      total: 10,
      present: 6,
      absent: 4,
      percentage: 60,
      canMiss: 0,
      needInARow: 6,
    }),
    buildCourseAttendance({
      course: os,
      total: 4,
      present: 4,
      absent: 0,
      percentage: 100,
      canMiss: 1,
      needInARow: 0,
    }),
  ],
  overall: 80,
};

const record = (
  id: string,
  course: typeof ds,
  status: 'present' | 'absent' | 'late' | 'excused',
  date: string,
) => ({
  _id: id,
  date,
  course_id: course,
  status,
  session_type: 'lecture',
  remarks: status === 'excused' ? 'Medical certificate' : null,
});
const records = [
  record('r1', ds, 'present', '2025-03-03'),
  record('r2', db, 'absent', '2025-03-04'),
  record('r3', eng, 'excused', '2025-03-05'),
];

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'GET /api/attendance/my-attendance/summary': ok(summary),
    'GET /api/attendance/my-attendance': (call: ApiCall) => {
      const course = call.query.get('course_id');
      return ok({ attendance: course ? records.filter((r) => r.course_id._id === course) : records });
    },
    ...handlers,
  });
}

const card = (name: string) => screen.getByRole('group', { name });
/** The history's course folds: the outer ones, not the months inside them. */
const courseFolds = (region: HTMLElement) =>
  [...region.querySelectorAll('details')].filter((d) => !d.parentElement?.closest('details'));

describe('student attendance', () => {
  it('shows the overall percentage and colours each course: 75 and above green, 65 and above yellow, below red', async () => {
    serve();
    renderApp('/student/attendance', { signedInAs: student });
    const overall = await screen.findByRole('group', { name: 'Overall Attendance' }, { timeout: 5000 });
    expect(within(overall).getByText('80%')).toBeTruthy();
    expect(card('Data Structures').getAttribute('data-band')).toBe('green');
    expect(card('Databases').getAttribute('data-band')).toBe('yellow');
    expect(card('English I').getAttribute('data-band')).toBe('red');
    expect(within(card('Databases')).getByText('70%')).toBeTruthy();
  });

  it("a course's card adds up: present + late + absent + excused = classes held", async () => {
    serve({
      'GET /api/attendance/my-attendance/summary': ok({
        summary: [
          buildCourseAttendance({
            course: ds,
            total: 24,
            present: 15,
            late: 1,
            absent: 7,
            excused: 1,
            percentage: 67,
            canMiss: 0,
            needInARow: 8,
          }),
        ],
        overall: 67,
      }),
    });
    renderApp('/student/attendance', { signedInAs: student });
    const counts = within(await screen.findByRole('group', { name: 'Data Structures' }, { timeout: 5000 }));
    const value = (label: string) => counts.getByText(label).nextElementSibling?.textContent;
    expect(value('Classes')).toBe('24');
    expect(value('Present')).toBe('15');
    expect(value('Late')).toBe('1');
    expect(value('Absent')).toBe('7');
    expect(value('Excused')).toBe('1');
  });

  it('says how many classes may be missed, or must be attended, to stay at or reach 75%', async () => {
    serve();
    renderApp('/student/attendance', { signedInAs: student });
    await screen.findByRole('group', { name: 'Data Structures' }, { timeout: 5000 });
    expect(
      within(card('Data Structures')).getByText('You may miss 4 more classes and stay at 75%'),
    ).toBeTruthy();
    expect(within(card('Databases')).getByText('Attend the next 4 classes to reach 75%')).toBeTruthy();
    expect(within(card('English I')).getByText('Attend the next 6 classes to reach 75%')).toBeTruthy();
    expect(
      within(card('Operating Systems')).getByText('You may miss 1 more class and stay at 75%'),
    ).toBeTruthy();
  });

  it('shows where each course leaves the student for the final exam, with a recorded permission', async () => {
    serve({
      'GET /api/attendance/my-attendance/summary': ok({
        ...summary,
        summary: summary.summary.map((item) =>
          item.course === db ? { ...item, eligibility: 'permitted' as const } : item,
        ),
      }),
    });
    renderApp('/student/attendance', { signedInAs: student });
    await screen.findByRole('group', { name: 'Data Structures' }, { timeout: 5000 });
    expect(within(card('Data Structures')).getByText('Eligible for the final exam')).toBeTruthy();
    expect(within(card('Databases')).getByText('Eligible with department permission')).toBeTruthy();
    expect(within(card('English I')).getByText('May have to repeat the course')).toBeTruthy();
  });

  it('groups the history by course and then by month, every course folded, an opened one showing its latest month', async () => {
    serve({
      'GET /api/attendance/my-attendance': ok({
        attendance: [
          record('r5', ds, 'late', '2025-04-02'),
          record('r4', db, 'absent', '2025-04-01'),
          record('r1', ds, 'present', '2025-03-03'),
          record('r2', db, 'absent', '2025-03-04'),
          record('r3', eng, 'excused', '2025-03-05'),
          record('r0', ds, 'absent', '2025-02-27'),
        ],
      }),
    });
    renderApp('/student/attendance', { signedInAs: student });
    const history = await screen.findByRole('region', { name: 'Attendance History' }, { timeout: 5000 });
    await within(history).findByText('Medical certificate');
    // In the order of the summary above: one fold per course, named with its count, all closed.
    const courses = courseFolds(history);
    expect(courses.map((d) => d.querySelector('summary')?.textContent)).toEqual([
      'IT-201 · Data Structures3 classes',
      'IT-301 · Databases2 classes',
      'ENG-101 · English I1 class',
    ]);
    expect(courses.map((d) => d.open)).toEqual([false, false, false]);
    // Inside a course: its months, newest first, the latest one open and the earlier ones folded.
    const months = [...courses[0].querySelectorAll('details')] as HTMLDetailsElement[];
    expect(months.map((d) => d.querySelector('summary')?.textContent)).toEqual([
      'April 20251 class',
      'March 20251 class',
      'February 20251 class',
    ]);
    expect(months.map((d) => d.open)).toEqual([true, false, false]);
    expect(within(months[0]).getByText('Late')).toBeTruthy();
    expect(within(months[2]).getByText('Absent')).toBeTruthy();
  });

  it('narrowed to one course, asks for its records and opens its fold', async () => {
    const server = serve();
    const app = renderApp('/student/attendance', { signedInAs: student });
    const region = await screen.findByRole('region', { name: 'Attendance History' }, { timeout: 5000 });
    const history = within(region);
    expect(await history.findByText('Medical certificate')).toBeTruthy();
    await app.user.selectOptions(history.getByLabelText('Course'), 'IT-301 · Databases');
    expect(await history.findByText('Absent')).toBeTruthy();
    expect(server.callsTo('GET /api/attendance/my-attendance').at(-1)!.query.get('course_id')).toBe(db._id);
    const folds = courseFolds(region);
    expect(folds).toHaveLength(1);
    expect(folds[0].open).toBe(true);
    expect(history.getAllByRole('row')).toHaveLength(2);
  });

  it('shows the attendance requirements', async () => {
    serve();
    renderApp('/student/attendance', { signedInAs: student });
    const rules = within(
      await screen.findByRole('region', { name: 'Attendance Requirements' }, { timeout: 5000 }),
    );
    expect(rules.getByText('At least 75% attendance is required to sit the final exams.')).toBeTruthy();
    expect(rules.getByText('From 65% to 75% you need permission from your department.')).toBeTruthy();
    expect(rules.getByText('Below 65% you may have to repeat the course.')).toBeTruthy();
    expect(rules.getByText('Submit medical certificates within 3 days for excused absences.')).toBeTruthy();
  });

  it("shows 'No attendance records yet' when there are no courses", async () => {
    serve({ 'GET /api/attendance/my-attendance/summary': ok({ summary: [], overall: 0 }) });
    renderApp('/student/attendance', { signedInAs: student });
    expect(await screen.findByText('No attendance records yet', {}, { timeout: 5000 })).toBeTruthy();
  });

  it("shows 'Failed to load attendance summary' and 'Failed to load attendance data'", async () => {
    let calls = 0;
    serve({
      'GET /api/attendance/my-attendance/summary': () => (++calls === 1 ? fail(500) : ok(summary)),
      'GET /api/attendance/my-attendance': fail(500),
    });
    const app = renderApp('/student/attendance', { signedInAs: student });
    expect(await screen.findByText('Failed to load attendance summary', {}, { timeout: 5000 })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Failed to load attendance data')).toBeTruthy();
  });
});
