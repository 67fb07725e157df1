import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseAnnouncement } from '@contract/course-announcements';
import { buildFaculty } from '../../test/factories';
import { mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildFacultyCourse } from './test/factories';

const teacher = buildFaculty();
const course = buildFacultyCourse({ name: 'Databases', code: 'IT-301', enrolledCount: 2 });
const quiz: CourseAnnouncement = {
  _id: 'ann-1',
  course: { _id: course._id, code: course.code, name: course.name },
  section: 'B',
  title: 'Quiz on Monday',
  content: 'Chapters 3 and 4.',
  author: { _id: teacher._id, name: teacher.name },
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
};
const url = `/api/courses/${course._id}/announcements`;

function serve(announcements: CourseAnnouncement[] = [quiz]) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    'GET /api/faculty/courses': ok({ courses: [course] }),
    [`GET ${url}`]: ok({ announcements }),
    [`GET /api/courses/${course._id}/materials`]: ok({ materials: [] }),
    [`POST ${url}`]: ok(
      { announcement: { ...quiz, _id: 'ann-2', title: 'Lab moved' } },
      'Announcement created successfully!',
    ),
    'PUT /api/course-announcements/ann-1': ok({ announcement: { ...quiz, title: 'Quiz on Tuesday' } }),
    'DELETE /api/course-announcements/ann-1': ok(undefined, 'Announcement deleted successfully!'),
  });
}

const open = () => renderApp(`/faculty/courses/${course._id}`, { signedInAs: teacher });
const section = () => screen.findByRole('region', { name: 'Class announcements' }, { timeout: 5000 });

afterEach(() => vi.restoreAllMocks());

describe("the teacher's course page: class announcements", () => {
  it('stacks the course, its class announcements with the section they are for, and links to its pages', async () => {
    serve();
    open();
    const announcements = within(await section());
    expect(await announcements.findByText('Quiz on Monday')).toBeTruthy();
    expect(announcements.getByText('Section B')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Databases' })).toBeTruthy();
    expect(screen.getByText('2 students enrolled')).toBeTruthy();
    const pages = within(screen.getByRole('region', { name: 'Course pages' }));
    expect(pages.getByRole('link', { name: 'Enter Final Grades' }).getAttribute('href')).toBe(
      `/faculty/enter-grades?course=${course._id}`,
    );
  });

  it('posts an announcement to one section, and refuses an empty title without calling the server', async () => {
    const server = serve([]);
    const app = open();
    const form = within(await screen.findByRole('form', { name: 'New announcement' }, { timeout: 5000 }));
    await app.user.click(form.getByRole('button', { name: 'Post' }));
    expect(await form.findByText('Title is required')).toBeTruthy();
    expect(server.callsTo(`POST ${url}`)).toHaveLength(0);
    await app.user.type(form.getByLabelText('Title'), 'Lab moved');
    await app.user.type(form.getByLabelText('Message'), 'Lab 2 is in room 12 today.');
    await app.user.type(form.getByLabelText('Section'), 'b');
    await app.user.click(form.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Announcement created successfully!')).toBeTruthy();
    expect(server.callsTo(`POST ${url}`).map((c) => c.body)).toEqual([
      { title: 'Lab moved', content: 'Lab 2 is in room 12 today.', section: 'b' },
    ]);
  });

  it('edits and deletes an announcement after asking', async () => {
    const server = serve();
    const app = open();
    const announcements = within(await section());
    await app.user.click(await announcements.findByRole('button', { name: 'Edit "Quiz on Monday"' }));
    const form = within(screen.getByRole('form', { name: 'Edit "Quiz on Monday"' }));
    await app.user.clear(form.getByLabelText('Title'));
    await app.user.type(form.getByLabelText('Title'), 'Quiz on Tuesday');
    await app.user.click(form.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(server.callsTo('PUT /api/course-announcements/ann-1')).toHaveLength(1));
    expect(server.callsTo('PUT /api/course-announcements/ann-1')[0].body).toMatchObject({
      title: 'Quiz on Tuesday',
    });
    vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const remove = await announcements.findByRole('button', { name: 'Delete "Quiz on Monday"' });
    await app.user.click(remove);
    expect(server.callsTo('DELETE /api/course-announcements/ann-1')).toHaveLength(0);
    await app.user.click(remove);
    await vi.waitFor(() => expect(server.callsTo('DELETE /api/course-announcements/ann-1')).toHaveLength(1));
  });
});
