import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories';
import { buildMaterial } from '../../test/materials';
import { file, mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildCourseAttendance, buildStudentCourse } from './test/factories';

const student = buildStudent();
const course = buildStudentCourse({ code: 'IT-301', name: 'Databases' });
const diagram = buildMaterial({
  kind: 'file',
  title: 'ER diagram',
  group: 'Week 1',
  position: 0,
  note: null,
  file: { name: 'er.png', size: 2048, type: 'image/png' },
});
const outline = buildMaterial({
  kind: 'file',
  title: 'Outline',
  group: 'Week 1',
  position: 1,
  note: null,
  file: {
    name: 'outline.docx',
    size: 4096,
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
});
const note = buildMaterial({ title: 'Quiz on Monday', group: '', position: 2, note: 'Bring a calculator.' });

function serve(materials = [diagram, outline, note]) {
  return mockApi({
    'GET /api/auth/me': ok({ user: student }),
    [`GET /api/students/courses/${course._id}`]: ok({
      course,
      assignments: [],
      attendance: buildCourseAttendance(),
      grades: [],
    }),
    [`GET /api/courses/${course._id}/materials`]: ok({ materials }),
    [`GET /api/courses/${course._id}/quizzes`]: ok({ quizzes: [] }),
    [`GET /api/materials/${diagram._id}/file`]: file('\x89PNG', {
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="er.png"',
    }),
  });
}

describe("the student's course page: materials", () => {
  it('lists the materials by week, a note in full, and offers Open only for a PDF or an image', async () => {
    serve();
    renderApp(`/student/courses/${course._id}`, { signedInAs: student });
    const region = within(await screen.findByRole('region', { name: 'Materials' }));
    await region.findByText('ER diagram');
    const week1 = within(screen.getByRole('region', { name: 'Week 1' }));
    expect(week1.getByRole('button', { name: 'Open er.png' })).toBeTruthy();
    expect(week1.queryByRole('button', { name: 'Open outline.docx' })).toBeNull();
    expect(week1.getByRole('button', { name: 'Download outline.docx' })).toBeTruthy();
    const general = within(screen.getByRole('region', { name: 'General' }));
    expect(general.getByText('Bring a calculator.')).toBeTruthy();
  });

  it('opens an image in the viewer in the page, with Download beside it, and closes it', async () => {
    serve();
    renderApp(`/student/courses/${course._id}`, { signedInAs: student });
    fireEvent.click(await screen.findByRole('button', { name: 'Open er.png' }));
    const viewer = within(await screen.findByRole('dialog', { name: 'er.png' }));
    const image = await viewer.findByRole('img', { name: 'er.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(viewer.getByRole('button', { name: 'Download' })).toBeTruthy();
    fireEvent.click(viewer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when there are no materials yet', async () => {
    serve([]);
    renderApp(`/student/courses/${course._id}`, { signedInAs: student });
    expect(await screen.findByText('No materials yet.')).toBeTruthy();
  });
});
