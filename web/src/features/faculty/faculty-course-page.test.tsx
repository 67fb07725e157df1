import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Material } from '@contract/materials';
import { buildFaculty } from '../../test/factories';
import { buildMaterial } from '../../test/materials';
import { mockApi, ok, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { stubXhrThroughFetch } from '../student/test/fake-xhr';
import { buildFacultyCourse } from './test/factories';

const teacher = buildFaculty();
const course = buildFacultyCourse({ code: 'CS-301', name: 'Databases', enrolledCount: 28 });
const slides = buildMaterial({
  kind: 'file',
  title: 'Lecture slides',
  group: 'Week 1',
  position: 0,
  note: null,
  file: { name: 'slides.pdf', size: 20480, type: 'application/pdf' },
});
const video = buildMaterial({
  kind: 'link',
  title: 'Lecture video',
  group: 'Week 1',
  position: 1,
  note: null,
  link: 'https://example.edu/video',
});
const reading = buildMaterial({
  title: 'Reading',
  group: 'Week 2',
  position: 2,
  note: 'Chapter 3',
  section: 'B',
});

function serve(materials: Material[] = [slides, video, reading], handlers = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    'GET /api/faculty/courses': ok({ courses: [course] }),
    [`GET /api/courses/${course._id}/materials`]: ok({ materials }),
    [`GET /api/courses/${course._id}/announcements`]: ok({ announcements: [] }),
    ...handlers,
  });
}

const open = () => renderApp(`/faculty/courses/${course._id}`, { signedInAs: teacher });
const materialsRegion = () => within(screen.getByRole('region', { name: 'Materials' }));
const materialsRegionFound = async () => within(await screen.findByRole('region', { name: 'Materials' }));

describe("the teacher's course page", () => {
  it('shows the course, its materials by week, and links to the course pages', async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Databases' })).toBeTruthy();
    await screen.findByText('Lecture slides');
    const week1 = within(screen.getByRole('region', { name: 'Week 1' }));
    expect(week1.getByText('Lecture video')).toBeTruthy();
    expect(week1.getByRole('link', { name: /example\.edu/ }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(week1.getByRole('button', { name: 'Open slides.pdf' })).toBeTruthy();
    expect(week1.getByRole('button', { name: 'Download slides.pdf' })).toBeTruthy();
    const week2 = within(screen.getByRole('region', { name: 'Week 2' }));
    expect(week2.getByText('Chapter 3')).toBeTruthy();
    expect(week2.getByText(/Section B only/)).toBeTruthy();
    const pages = within(screen.getByRole('region', { name: 'Course pages' }));
    expect(pages.getByRole('link', { name: 'Assignments & Grading' }).getAttribute('href')).toBe(
      `/faculty/assignments?course=${course._id}`,
    );
    expect(pages.getByRole('link', { name: 'My Students' }).getAttribute('href')).toBe(
      `/faculty/students?course=${course._id}`,
    );
  });

  it('adds a link under a week; a javascript: link is refused before anything is sent', async () => {
    stubXhrThroughFetch();
    const posted: ApiCall[] = [];
    serve([slides], {
      [`POST /api/courses/${course._id}/materials`]: (call: ApiCall) => {
        posted.push(call);
        return ok({ material: buildMaterial({ kind: 'link', title: 'Notes site' }) }, 'Material added');
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add material' }));
    // The class announcements' form below has fields of the same names.
    const materials = materialsRegion();
    fireEvent.change(materials.getByLabelText('Type'), { target: { value: 'link' } });
    fireEvent.change(materials.getByLabelText('Title'), { target: { value: 'Notes site' } });
    fireEvent.change(materials.getByLabelText('Week or topic'), { target: { value: 'Week 2' } });
    fireEvent.change(materials.getByLabelText('Link'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(materials.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid link starting with http:// or https://')).toBeTruthy();
    expect(posted).toHaveLength(0);

    fireEvent.change(materials.getByLabelText('Link'), { target: { value: 'https://notes.example.edu' } });
    fireEvent.click(materials.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0]!.body as FormData;
    expect(form.get('kind')).toBe('link');
    expect(form.get('group')).toBe('Week 2');
    expect(form.get('link')).toBe('https://notes.example.edu');
    expect(form.get('file')).toBeNull();
    expect(await screen.findByText('Material added')).toBeTruthy();
  });

  it('moves a material within its week, and deletes one after asking', async () => {
    const puts: ApiCall[] = [];
    const deletes: ApiCall[] = [];
    serve(undefined, {
      [`PUT /api/materials/${slides._id}`]: (call: ApiCall) => {
        puts.push(call);
        return ok({ material: { ...slides, position: 1 } }, 'Material updated');
      },
      [`DELETE /api/materials/${reading._id}`]: (call: ApiCall) => {
        deletes.push(call);
        return ok(undefined, 'Material deleted');
      },
    });
    open();
    await screen.findByText('Lecture slides');
    expect(
      (screen.getByRole('button', { name: 'Move “Lecture slides” up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move “Lecture slides” down' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({ position: video.position });

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const week2 = within(screen.getByRole('region', { name: 'Week 2' }));
    fireEvent.click(week2.getByRole('button', { name: 'Delete' }));
    expect(deletes).toHaveLength(0);
    fireEvent.click(week2.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(confirm).toHaveBeenCalledWith('Delete “Reading”? Students will no longer see it.');
  });

  it('says so when the course is not one the teacher teaches', async () => {
    serve();
    renderApp('/faculty/courses/10000000-0000-4000-8000-999999999999', { signedInAs: teacher });
    expect(await screen.findByText('This course is not one you teach.')).toBeTruthy();
    expect(materialsRegion).toThrow();
  });

  it("copies the materials of the course's previous term, saying how many, and then offers it no more", async () => {
    const from = { course_id: 'fall-offering', term: { _id: 'fall-2026', name: 'Fall 2026' } };
    let copied = false;
    const posts: ApiCall[] = [];
    serve([], {
      [`GET /api/courses/${course._id}/materials`]: () => ok({ materials: copied ? [slides, video] : [] }),
      [`GET /api/courses/${course._id}/materials/copy-from-previous`]: () =>
        ok({ from, missing: copied ? 0 : 2 }),
      [`POST /api/courses/${course._id}/materials/copy-from-previous`]: (call: ApiCall) => {
        posts.push(call);
        copied = true;
        return ok({ from, copied: 2 }, '2 materials of CS-301 copied from Fall 2026');
      },
    });
    open();
    const button = await (
      await materialsRegionFound()
    ).findByRole('button', {
      name: 'Copy materials from Fall 2026',
    });
    fireEvent.click(button);
    expect(await screen.findByText('2 materials of CS-301 copied from Fall 2026')).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(await screen.findByText('Lecture slides')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Copy materials from Fall 2026' })).toBeNull(),
    );
  });

  it('offers no copy when the course was not taught in an earlier term', async () => {
    serve([slides], {
      [`GET /api/courses/${course._id}/materials/copy-from-previous`]: ok({ from: null, missing: 0 }),
    });
    open();
    await screen.findByText('Lecture slides');
    expect(screen.queryByRole('button', { name: /^Copy materials from/ })).toBeNull();
  });
});
