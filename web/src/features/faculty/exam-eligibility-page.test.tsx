import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EligibleStudent } from '@contract/faculty';
import { buildFaculty } from '../../test/factories';
import { fail, mockApi, ok, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildFacultyCourse } from './test/factories';

const teacher = buildFaculty();
const networks = buildFacultyCourse({ code: 'IT-303', name: 'Computer Networks' });
const listPath = `/api/attendance/course/${networks._id}/eligibility`;

const student = (overrides: Partial<EligibleStudent>): EligibleStudent => ({
  _id: crypto.randomUUID(),
  name: 'Student',
  student_id: 'BSIT-2025-000',
  attended: 15,
  total: 20,
  percentage: 75,
  eligibility: 'eligible',
  permission: null,
  ...overrides,
});
const ayesha = student({ name: 'Ayesha Malik', student_id: 'BSIT-2025-001' });
const bilal = student({
  name: 'Bilal Ahmed',
  student_id: 'BSIT-2025-002',
  attended: 47,
  total: 63,
  percentage: 74.6,
  eligibility: 'needs_permission',
});
const sana = student({
  name: 'Sana Iqbal',
  student_id: 'BSIT-2025-003',
  attended: 13,
  total: 20,
  percentage: 65,
  eligibility: 'permitted',
  permission: { granted_at: '2025-03-01T09:00:00.000Z', granted_by: 'Kashif Hashmi', note: '=Medical leave' },
});
const umar = student({ name: 'Umar Farooq', attended: 12, percentage: 60, eligibility: 'may_repeat' });

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    'GET /api/faculty/courses': ok({ courses: [networks] }),
    [`GET ${listPath}`]: ok({ course: networks, students: [ayesha, bilal, sana, umar] }),
    ...handlers,
  });
}

const open = async () => {
  const app = renderApp(`/faculty/exam-eligibility?course=${networks._id}`, { signedInAs: teacher });
  await screen.findByRole('region', { name: 'IT-303 - Computer Networks' }, { timeout: 5000 });
  return app;
};
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('exam eligibility', () => {
  it("presets the course from ?course= and shows each student's attendance, standing and permission", async () => {
    serve();
    await open();
    expect(within(row('Ayesha Malik')).getByText('Eligible for the final exam')).toBeTruthy();
    expect(within(row('Bilal Ahmed')).getByText('74.6%')).toBeTruthy();
    expect(within(row('Bilal Ahmed')).getByText('Needs department permission')).toBeTruthy();
    expect(within(row('Sana Iqbal')).getByText('Eligible with department permission')).toBeTruthy();
    expect(within(row('Sana Iqbal')).getByText(/Granted by Kashif Hashmi/)).toBeTruthy();
    expect(within(row('Umar Farooq')).getByText('May have to repeat the course')).toBeTruthy();
    // Only a student who needs one can be given a permission; only a recorded one can be withdrawn.
    expect(screen.getAllByRole('button', { name: /^Record permission for/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Withdraw the permission of/ })).toHaveLength(1);
  });

  it('records a permission with its note and shows the server message', async () => {
    const server = serve({
      [`PUT ${listPath}/${bilal._id}/permission`]: ok({}, 'Exam permission recorded for Bilal Ahmed'),
    });
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Record permission for Bilal Ahmed' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.type(within(dialog).getByLabelText('Note (optional)'), 'Approved by the HOD');
    await app.user.click(within(dialog).getByRole('button', { name: 'Record permission' }));
    expect(await screen.findByText('Exam permission recorded for Bilal Ahmed')).toBeTruthy();
    expect(server.callsTo(`PUT ${listPath}/${bilal._id}/permission`)[0].body).toEqual({
      note: 'Approved by the HOD',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list is read again, so it shows what the server now holds.
    expect(server.callsTo(`GET ${listPath}`).length).toBeGreaterThan(1);
  });

  it("keeps the dialog open with the server's reason when the permission is refused", async () => {
    const reason =
      'A permission is recorded only for attendance from 65% to just under 75%; this student is at 75%';
    serve({ [`PUT ${listPath}/${bilal._id}/permission`]: fail(409, reason) });
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Record permission for Bilal Ahmed' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Record permission' }));
    expect(await within(dialog).findByText(reason)).toBeTruthy();
  });

  it('withdraws a permission only after confirmation', async () => {
    const server = serve({
      [`DELETE ${listPath}/${sana._id}/permission`]: ok({}, 'Exam permission withdrawn for Sana Iqbal'),
    });
    const app = await open();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const withdraw = screen.getByRole('button', { name: 'Withdraw the permission of Sana Iqbal' });
    await app.user.click(withdraw);
    expect(server.callsTo(`DELETE ${listPath}/${sana._id}/permission`)).toHaveLength(0);
    await app.user.click(withdraw);
    expect(confirm).toHaveBeenLastCalledWith('Withdraw the exam permission of Sana Iqbal?');
    expect(await screen.findByText('Exam permission withdrawn for Sana Iqbal')).toBeTruthy();
    expect(server.callsTo(`DELETE ${listPath}/${sana._id}/permission`)).toHaveLength(1);
  });

  it('downloads the list as CSV, with a formula-looking note kept as text', async () => {
    serve();
    const app = await open();
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:eligibility';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^exam-eligibility-it-303-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    await app.user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await saved!.text();
    expect(text).toContain('Student ID,Name,Attended,Classes,Attendance %,Standing,Permission note\r\n');
    expect(text).toContain('BSIT-2025-002,Bilal Ahmed,47,63,74.6,Needs department permission,\r\n');
    expect(text).toContain(
      "BSIT-2025-003,Sana Iqbal,13,20,65,Eligible with department permission,'=Medical leave\r\n",
    );
  });

  it('asks for a course when none is chosen', async () => {
    serve();
    renderApp('/faculty/exam-eligibility', { signedInAs: teacher });
    expect(
      await screen.findByText('Choose a course to see who may sit its final exam.', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
