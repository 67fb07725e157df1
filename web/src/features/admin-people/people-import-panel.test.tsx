import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IMPORT_COLUMNS } from '@contract/admin-import';
import { MESSAGES } from '@contract/messages';
import { buildAdmin, buildStudent } from '../../test/factories';
import { ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { fakePeopleApi } from '../../test/fake-people-api';

const admin = buildAdmin();
const ayesha = buildStudent();

const FILE = 'name,email\nAli Raza,ali@example.edu\nSana,ayesha@example.edu\n';
const csvFile = () => new File([FILE], 'students.csv', { type: 'text/csv' });

const panel = async () =>
  (await screen.findByRole('region', { name: 'Import Students from CSV' }, { timeout: 3000 })) as HTMLElement;

const sanaTaken = {
  line: 3,
  name: 'Sana',
  email: 'ayesha@example.edu',
  errors: [
    { field: 'email', message: MESSAGES.emailTaken, code: 'emailTaken' },
    {
      field: 'studentId',
      message: 'Also on line 2 of this file',
      code: 'importDuplicateInFile',
      params: { line: '2' },
    },
  ],
};

describe('importing students from a CSV file', () => {
  it('offers a template to download: the headings in words and one example row, from the contract', async () => {
    fakePeopleApi({ admin, students: [ayesha] });
    renderApp('/admin/students?import=1', { signedInAs: admin });
    const region = await panel();
    const link = within(region).getByRole('link', { name: 'Download the Template (CSV)' });
    expect(link.getAttribute('download')).toBe('students-template.csv');
    const href = link.getAttribute('href')!;
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    const [headings, example] = decodeURIComponent(href.slice(href.indexOf(',') + 1))
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(headings).toBe(IMPORT_COLUMNS.student.map((column) => column.heading).join(','));
    expect(headings).toMatch(/^Name,Email,Phone,Date of birth,.*,Student ID,Department,/);
    expect(example).toContain('Information Technology');
    expect(within(region).getByText(/^Columns: Name, Email, Phone, Date of birth,/)).toBeTruthy();
    expect(region.textContent).not.toMatch(/studentId|dateOfBirth/);
  });

  it('lists each bad row by its line with its problems in words, and imports the good rows while listing the others', async () => {
    const { server } = fakePeopleApi({
      admin,
      students: [ayesha],
      override: {
        'POST /api/admin/people-import/preview': ok({
          rows: [{ line: 2, name: 'Ali Raza', email: 'ali@example.edu', errors: [] }, sanaTaken],
          ready: 1,
        }),
        'POST /api/admin/people-import': ok(
          {
            imported: [
              { _id: 'a1', name: 'Ali Raza', email: 'ali@example.edu', temporaryPassword: 'Kp7mWq3xRt9a' },
            ],
            skipped: [sanaTaken],
          },
          '1 account imported; 1 row with errors was not imported.',
        ),
      },
    });
    const app = renderApp('/admin/students?import=1', { signedInAs: admin });
    const region = await panel();
    expect(
      within(region).getByRole('radio', { name: 'Import the good rows, and list the rows with errors' }),
    ).toHaveProperty('checked', true);
    await app.user.upload(within(region).getByLabelText('CSV file'), csvFile());
    await app.user.click(within(region).getByRole('button', { name: 'Check File' }));

    expect(await within(region).findByText('1 of 2 rows are ready.')).toBeTruthy();
    const sana = within(region).getByRole('rowheader', { name: 'Sana' }).closest('tr')!;
    expect(sana.textContent).toContain('3');
    expect(sana.textContent).toContain(`Email: ${MESSAGES.emailTaken}`);
    expect(sana.textContent).toContain('Student ID: Also on line 2 of this file');
    expect(within(region).getByText('Rows with errors will not be imported (line numbers: 3).')).toBeTruthy();
    await app.user.click(within(region).getByRole('button', { name: 'Import the Good Row' }));

    expect(
      await within(region).findByText('1 account imported; 1 row with errors was not imported.'),
    ).toBeTruthy();
    const skipped = within(region).getByRole('rowheader', { name: 'Sana' }).closest('tr')!;
    expect(skipped.textContent).toContain('Not imported');
    expect(skipped.textContent).toContain(`Email: ${MESSAGES.emailTaken}`);
    expect(within(region).getByText('Kp7mWq3xRt9a')).toBeTruthy();
    expect(server.callsTo('POST /api/admin/people-import')[0]!.body).toEqual({
      role: 'student',
      csv: FILE,
      passwordSetup: 'temporary',
      mode: 'good-rows',
    });
  });

  it("with 'import nothing until every row is correct', a file with a bad row cannot be imported", async () => {
    const { server } = fakePeopleApi({
      admin,
      students: [ayesha],
      override: {
        'POST /api/admin/people-import/preview': ok({
          rows: [
            { line: 2, name: 'Ali Raza', email: 'ali@example.edu', errors: [] },
            {
              line: 3,
              name: 'Sana',
              email: 'ayesha@example.edu',
              errors: [{ field: 'email', message: MESSAGES.emailTaken }],
            },
          ],
          ready: 1,
        }),
      },
    });
    const app = renderApp('/admin/students', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Import from CSV' }));
    const region = await panel();
    await app.user.click(
      within(region).getByRole('radio', { name: 'Import nothing until every row is correct' }),
    );
    await app.user.upload(within(region).getByLabelText('CSV file'), csvFile());
    await app.user.click(within(region).getByRole('button', { name: 'Check File' }));

    expect(await within(region).findByText('1 of 2 rows are ready.')).toBeTruthy();
    const sana = within(region).getByRole('rowheader', { name: 'Sana' }).closest('tr')!;
    expect(sana.textContent).toContain(`Email: ${MESSAGES.emailTaken}`);
    const ali = within(region).getByRole('rowheader', { name: 'Ali Raza' }).closest('tr')!;
    expect(ali.textContent).toContain('Ready');
    expect(within(region).getByText(/Nothing has been imported/)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /^Import / })).toBeNull();
    expect(server.callsTo('POST /api/admin/people-import/preview')[0]!.body).toEqual({
      role: 'student',
      csv: FILE,
    });
    expect(server.callsTo('POST /api/admin/people-import')).toHaveLength(0);
  });

  it('a correct file is imported at once and the temporary passwords are shown once, with Copy All', async () => {
    const { server } = fakePeopleApi({
      admin,
      students: [ayesha],
      override: {
        'POST /api/admin/people-import/preview': ok({
          rows: [
            { line: 2, name: 'Ali Raza', email: 'ali@example.edu', errors: [] },
            { line: 3, name: 'Sana', email: 'sana@example.edu', errors: [] },
          ],
          ready: 2,
        }),
        'POST /api/admin/people-import': ok(
          {
            imported: [
              { _id: 'a1', name: 'Ali Raza', email: 'ali@example.edu', temporaryPassword: 'Kp7mWq3xRt9a' },
              { _id: 'a2', name: 'Sana', email: 'sana@example.edu', temporaryPassword: 'Zx8nVb4cLm2p' },
            ],
            skipped: [],
          },
          '2 accounts imported.',
        ),
      },
    });
    const app = renderApp('/admin/students?import=1', { signedInAs: admin });
    const region = await panel();
    await app.user.upload(within(region).getByLabelText('CSV file'), csvFile());
    await app.user.click(within(region).getByRole('button', { name: 'Check File' }));
    await app.user.click(await within(region).findByRole('button', { name: 'Import 2 Accounts' }));

    expect(await within(region).findByText('2 accounts imported.')).toBeTruthy();
    expect(within(region).getByText('Kp7mWq3xRt9a')).toBeTruthy();
    expect(within(region).getByText('Zx8nVb4cLm2p')).toBeTruthy();
    expect(server.callsTo('POST /api/admin/people-import')[0]!.body).toEqual({
      role: 'student',
      csv: FILE,
      passwordSetup: 'temporary',
      mode: 'good-rows',
    });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await app.user.click(within(region).getByRole('button', { name: 'Copy All' }));
    expect(writeText).toHaveBeenCalledWith(
      'Ali Raza\tali@example.edu\tKp7mWq3xRt9a\nSana\tsana@example.edu\tZx8nVb4cLm2p',
    );
    await app.user.click(within(region).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('rowheader', { name: /^Ayesha Khan/ })).toBeTruthy();
    expect(screen.queryByText('Kp7mWq3xRt9a')).toBeNull();
  });
});
