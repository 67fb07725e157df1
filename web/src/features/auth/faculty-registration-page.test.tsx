import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCourse } from '../../test/factories';
import { mockApi, ok, type ApiCall } from '../../test/mock-api';
import { paged } from '../../test/paging';
import { renderApp } from '../../test/render-app';

const csCourse = buildCourse({ code: 'CS-301', name: 'Operating Systems', semester: 5 });
const engCourse = buildCourse({ code: 'ENG-101', name: 'Functional English', semester: 1 });

const catalogue = (call: ApiCall) =>
  ok(
    paged(
      'courses',
      call.query.get('department') === 'Computer Science'
        ? [csCourse]
        : call.query.get('department') === 'English'
          ? [engCourse]
          : [],
      call.query,
    ),
  );

describe('faculty registration', () => {
  it('has the personal, professional and course assignment sections with the enumerations', async () => {
    mockApi({ 'GET /api/courses': catalogue });
    renderApp('/register/faculty');
    for (const section of ['Personal Information', 'Professional Information', 'Course Assignment']) {
      expect(await screen.findByRole('group', { name: section })).toBeTruthy();
    }
    const options = (label: string) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options)
        .map((o) => o.value)
        .slice(1);
    expect(options('Department')).toContain('Education');
    expect(options('Designation')).toEqual([
      'Professor',
      'Associate Professor',
      'Assistant Professor',
      'Lecturer',
      'Lab Instructor',
      'Visiting Faculty',
    ]);
    expect(options('Qualification')).toEqual(['Ph.D.', 'M.Phil.', 'MS/MSc', 'MBA', 'BS/BSc']);
    expect(screen.getByText('Choose a department to see its courses.')).toBeTruthy();
  });

  it('choosing a department reloads the list of offered courses', async () => {
    const server = mockApi({ 'GET /api/courses': catalogue });
    const app = renderApp('/register/faculty');
    await app.user.selectOptions(await screen.findByLabelText('Department'), 'Computer Science');
    await app.user.click(await screen.findByLabelText('CS-301 - Operating Systems'));
    await app.user.selectOptions(screen.getByLabelText('Department'), 'English');
    expect(await screen.findByLabelText('ENG-101 - Functional English')).toBeTruthy();
    expect(screen.queryByText('1 selected')).toBeNull();
    expect(server.callsTo('GET /api/courses').map((c) => c.query.get('department'))).toEqual([
      'Computer Science',
      'English',
    ]);
  });

  it('registers and shows the faculty wording of the success screen', async () => {
    const server = mockApi({
      'GET /api/courses': catalogue,
      'POST /api/auth/register/faculty': { status: 201, body: { success: true, message: 'ok' } },
    });
    const app = renderApp('/register/faculty');
    const { user } = app;
    await user.type(await screen.findByLabelText('Full Name'), 'Dr. Hina Shah');
    await user.type(screen.getByLabelText('Email'), 'hina@example.edu');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.type(screen.getByLabelText('Phone'), '03001234567');
    await user.type(screen.getByLabelText('Date of Birth'), '1985-03-14');
    await user.type(screen.getByLabelText('Emergency Contact'), '03009998887');
    await user.type(screen.getByLabelText('Address'), 'Satellite Town, Bahawalpur');
    await user.type(screen.getByLabelText('Employee ID'), 'EMP-100');
    await user.selectOptions(screen.getByLabelText('Department'), 'Computer Science');
    await user.selectOptions(screen.getByLabelText('Designation'), 'Lecturer');
    await user.selectOptions(screen.getByLabelText('Qualification'), 'MS/MSc');
    await user.type(screen.getByLabelText('Specialization'), 'Databases');
    await user.type(screen.getByLabelText('Joining Date'), '2020-09-01');
    await user.type(screen.getByLabelText('Experience'), '5 years');
    await user.click(await screen.findByLabelText('CS-301 - Operating Systems'));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Registration Successful!' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your faculty account has been created. Please wait for admin approval before logging in.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(server.callsTo('POST /api/auth/register/faculty')).toHaveLength(1));
    expect(server.callsTo('POST /api/auth/register/faculty')[0].body).toMatchObject({
      employeeId: 'EMP-100',
      department: 'Computer Science',
      designation: 'Lecturer',
      qualification: 'MS/MSc',
      experience: '5 years',
      joiningDate: '2020-09-01',
      courses: [csCourse._id],
    });
  });
});
