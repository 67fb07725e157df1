import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStudent } from '../test/factories';
import { fail, mockApi, ok, type Answer } from '../test/mock-api';
import { renderApp } from '../test/render-app';

const student = buildStudent();
const COURSE = '/student/courses/0197a3c2-1111-7000-8000-000000000001';

async function openCourseAnswering(answer: Answer) {
  mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'GET /api/students/courses/0197a3c2-1111-7000-8000-000000000001': answer,
  });
  renderApp(COURSE, { signedInAs: student });
}

describe('Try Again only where trying again can help', () => {
  it.each([
    [400, 'Invalid id'],
    [403, 'You are not enrolled in this course'],
    [404, 'Course not found'],
  ])('a %i refusal ("%s") is shown without a Try Again button', async (status, message) => {
    await openCourseAnswering(fail(status, message));
    expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('a server fault offers Try Again', async () => {
    await openCourseAnswering(fail(500, 'Something went wrong'));
    expect(await screen.findByRole('button', { name: 'Try Again' }, { timeout: 5000 })).toBeTruthy();
  });

  it('a lost connection offers Try Again', async () => {
    await openCourseAnswering('network-error');
    expect(await screen.findByRole('button', { name: 'Try Again' }, { timeout: 5000 })).toBeTruthy();
  });
});
