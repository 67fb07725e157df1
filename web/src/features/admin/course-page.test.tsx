import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildCourse } from '../../test/factories';
import { buildMaterial } from '../../test/materials';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const admin = buildAdmin();
const course = buildCourse({
  code: 'IT-301',
  name: 'Databases',
  instructor_id: { _id: 'teacher-1', name: 'Dr. Sana Malik' },
});
const records = { enrollments: 28, assignments: 2, submissions: 10, grades: 0, attendance: 40 };
const notes = buildMaterial({ kind: 'note', title: 'Reading list', group: 'Week 1', note: 'Chapter 3' });
const announcementsUrl = `/api/courses/${course._id}/announcements`;

function serve() {
  return mockApi({
    'GET /api/auth/me': ok({ user: admin }),
    [`GET /api/courses/${course._id}`]: ok({ course, records }),
    [`GET /api/courses/${course._id}/materials`]: ok({ materials: [notes] }),
    [`GET ${announcementsUrl}`]: ok({ announcements: [] }),
    [`POST ${announcementsUrl}`]: ok(
      {
        announcement: {
          _id: 'ann-1',
          course: { _id: course._id, code: course.code, name: course.name },
          section: null,
          title: 'Room change',
          content: 'Lab 2 today.',
          author: { _id: admin._id, name: admin.name },
          createdAt: '2025-03-01T10:00:00.000Z',
          updatedAt: '2025-03-01T10:00:00.000Z',
        },
      },
      'Announcement created successfully!',
    ),
  });
}

describe("an admin's course page", () => {
  it("shows the course and its teacher, its materials, and posts a class announcement as the course's teacher could", async () => {
    const server = serve();
    const app = renderApp(`/admin/courses/${course._id}`, { signedInAs: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Databases' })).toBeTruthy();
    expect(screen.getByText('Dr. Sana Malik')).toBeTruthy();
    const materials = within(await screen.findByRole('region', { name: 'Materials' }));
    expect(await materials.findByText('Reading list')).toBeTruthy();
    expect(materials.getByRole('button', { name: 'Add material' })).toBeTruthy();

    const form = within(await screen.findByRole('form', { name: 'New announcement' }));
    await app.user.type(form.getByLabelText('Title'), 'Room change');
    await app.user.type(form.getByLabelText('Message'), 'Lab 2 today.');
    await app.user.click(form.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Announcement created successfully!')).toBeTruthy();
    expect(server.callsTo(`POST ${announcementsUrl}`).map((c) => c.body)).toEqual([
      { title: 'Room change', content: 'Lab 2 today.', section: '' },
    ]);
  });

  it('says so when the course cannot be loaded, and offers the way back', async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      [`GET /api/courses/${course._id}`]: fail(404, 'Course not found'),
    });
    renderApp(`/admin/courses/${course._id}`, { signedInAs: admin });
    expect(await screen.findByText(/Course not found/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Manage Courses' }).getAttribute('href')).toBe(
      '/admin/courses',
    );
  });
});
