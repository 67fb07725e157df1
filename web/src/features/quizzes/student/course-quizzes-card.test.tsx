import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStudent } from '../../../test/factories';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildCourseAttendance, buildStudentCourse } from '../../student/test/factories';
import { buildStudentQuiz } from './test/quizzes';

const student = buildStudent();
const course = buildStudentCourse({ code: 'IT-301', name: 'Databases' });
const hours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();

function serve(quizzes: unknown[]) {
  return mockApi({
    'GET /api/auth/me': ok({ user: student }),
    [`GET /api/students/courses/${course._id}`]: ok({
      course,
      assignments: [],
      attendance: buildCourseAttendance(),
      grades: [],
    }),
    [`GET /api/courses/${course._id}/materials`]: ok({ materials: [] }),
    [`GET /api/courses/${course._id}/quizzes`]: ok({ quizzes }),
  });
}

describe("the student's course page: quizzes", () => {
  it('lists each quiz with its window, time limit, attempts left, state and score, and Start, Resume or See result', async () => {
    const open = buildStudentQuiz({
      title: 'Quiz 1',
      time_limit_minutes: 20,
      attempts_left: 2,
      attempts_allowed: 2,
    });
    const resuming = buildStudentQuiz({
      title: 'Quiz 2',
      time_limit_minutes: null,
      attempts_left: 0,
      my_attempts: [
        {
          _id: 'a2',
          number: 1,
          started_at: hours(-0.1),
          deadline: hours(1),
          submitted_at: null,
          score: null,
          total: 4,
        },
      ],
    });
    const done = buildStudentQuiz({
      title: 'Quiz 3',
      closes_at: hours(-1),
      opens_at: hours(-3),
      attempts_left: 0,
      my_attempts: [
        {
          _id: 'a3',
          number: 1,
          started_at: hours(-2),
          deadline: hours(-1.7),
          submitted_at: hours(-1.8),
          score: 3.5,
          total: 4,
        },
      ],
    });
    const upcoming = buildStudentQuiz({ title: 'Quiz 4', opens_at: hours(24), closes_at: hours(26) });
    serve([open, resuming, done, upcoming]);
    renderApp(`/student/courses/${course._id}`, { signedInAs: student });

    const region = within(await screen.findByRole('region', { name: 'Quizzes' }));
    const row = (title: string) => within(region.getByText(title).closest('li')!);
    await region.findByText('Quiz 1');

    expect(row('Quiz 1').getByText(/20 minutes · 2 attempts left/)).toBeTruthy();
    expect(row('Quiz 1').getByText('Open')).toBeTruthy();
    expect(
      row('Quiz 1')
        .getByRole('link', { name: /^Start\W+Quiz 1$/ })
        .getAttribute('href'),
    ).toBe(`/student/quizzes/${open._id}`);
    expect(row('Quiz 2').getByText(/No time limit · No attempts left/)).toBeTruthy();
    expect(row('Quiz 2').getByText('In progress')).toBeTruthy();
    expect(row('Quiz 2').getByRole('link', { name: /^Resume\W+Quiz 2$/ })).toBeTruthy();
    expect(row('Quiz 3').getByText('Closed')).toBeTruthy();
    expect(row('Quiz 3').getByText('Score: 3.5 / 4')).toBeTruthy();
    expect(row('Quiz 3').getByRole('link', { name: /^See result\W+Quiz 3$/ })).toBeTruthy();
    expect(row('Quiz 4').getByText('Not open yet')).toBeTruthy();
    expect(row('Quiz 4').queryByRole('link')).toBeNull();
  });

  it('says when the course has no quizzes', async () => {
    serve([]);
    renderApp(`/student/courses/${course._id}`, { signedInAs: student });
    expect(await screen.findByText('No quizzes in this course yet.')).toBeTruthy();
  });
});
