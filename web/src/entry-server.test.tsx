/** The public pages as the server renders them: the HTML a visitor (or a search engine) gets without JavaScript. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Admissions } from '@contract/admissions-content';
import type { Announcement } from '@contract/announcements';
import { DEFAULT_COLLEGE_INFO } from '@contract/college';
import type { PublicPageData } from '@contract/public-data';
import { render } from './entry-server';

const college = { ...DEFAULT_COLLEGE_INFO, name: 'Test College Bahawalpur' };
const now = '2026-11-21T10:00:00.000Z';

function show(path: string, extra: Partial<PublicPageData> = {}) {
  const page = render({ path, locale: 'en', college, now, timeZone: 'Asia/Karachi', ...extra });
  document.body.innerHTML = page.body;
  return page;
}

const news = (
  title: string,
  createdAt: string,
  priority: Announcement['priority'] = 'normal',
): Announcement => ({
  _id: title,
  title,
  content: '<b>not bold</b>',
  target_audience: 'all',
  priority,
  event_date: null,
  author_id: null,
  createdAt,
  updatedAt: createdAt,
});

describe('Home (/)', () => {
  it('has the hero with Apply Now and Learn More, in the college configured', () => {
    const page = show('/', { news: [] });
    expect(page).toMatchObject({ status: 200, title: 'Test College Bahawalpur | Home' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Test College Bahawalpur' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('/admissions');
    expect(screen.getByRole('link', { name: 'Learn More about the college' }).getAttribute('href')).toBe(
      '/about',
    );
  });

  it('shows four feature cards, the stats strip and the seven programs', () => {
    show('/', { news: [] });
    for (const feature of [
      'Quality Education',
      'Qualified Faculty',
      'Modern Facilities',
      'University Affiliation',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeTruthy();
    }
    const stats = screen.getByRole('region', { name: 'The college in numbers' });
    for (const figure of ['500+', '25+', '10+', '95%']) expect(within(stats).getByText(figure)).toBeTruthy();
    const programs = within(screen.getByRole('region', { name: 'Our Programs' })).getAllByRole('link');
    expect(programs.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['BS Urdu', '/departments/urdu'],
      ['BS Information Technology', '/departments/it'],
      ['BS English', '/departments/english'],
      ['BS Botany', '/departments/botany'],
      ['BS Zoology', '/departments/zoology'],
      ['BBA', '/departments/bba'],
      ['B.Ed (1.5 years)', '/departments/bed'],
    ]);
    expect(screen.getByRole('link', { name: 'Go to the Student Portal' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('lists the news with the ages of the specification, contents as text', () => {
    show('/', {
      news: [
        news('Fresh', '2026-11-21T09:30:00.000Z', 'urgent'),
        news('Morning', '2026-11-21T05:00:00.000Z'),
        news('Day before', '2026-11-20T06:00:00.000Z'),
        news('Old', '2026-11-01T06:00:00.000Z'),
      ],
    });
    const region = screen.getByRole('region', { name: 'News and Announcements' });
    const items = within(region)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toContain('Urgent');
    expect(items[0]).toContain('Just now');
    expect(items[1]).toContain('5 hours ago');
    expect(items[2]).toContain('Yesterday');
    expect(items[3]).toContain('1 Nov 2026');
    expect(items[0]).toContain('<b>not bold</b>');
    expect(region.querySelector('b')).toBeNull();
  });

  it('says so when there is no news', () => {
    show('/', { news: [] });
    expect(screen.getByText('No announcements at the moment.')).toBeTruthy();
  });
});

describe('header and footer of a public page', () => {
  it('carry the public links, Sign In, and the account menu template for the page script', () => {
    show('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/about', '/departments', '/admissions', '/contact']);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(document.querySelector('template[data-account-menu]')).not.toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(college.address)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: college.email })).toBeTruthy();
  });
});

describe('About (/about)', () => {
  it('has mission, vision, four values, the timeline and three leaders', () => {
    show('/about');
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeTruthy();
    const values = within(screen.getByRole('region', { name: 'Our Values' })).getAllByRole('heading', {
      level: 3,
    });
    expect(values).toHaveLength(4);
    const timeline = within(screen.getByRole('region', { name: 'Our Journey' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(timeline).toEqual([
      '2015The college is established',
      '2018Affiliation with the university',
      '2020The online learning platform opens',
      '2023Partnerships with industry',
      '2025The modern campus opens',
    ]);
    const leaders = within(screen.getByRole('region', { name: 'Leadership' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(leaders.join(' ')).toMatch(/Chairman, Board of Governors.*Chief Executive.*Principal/);
    expect(screen.getByRole('link', { name: 'Apply for Admission' }).getAttribute('href')).toBe(
      '/admissions',
    );
    expect(screen.getByRole('link', { name: 'Get in Touch' }).getAttribute('href')).toBe('/contact');
  });
});

describe('Departments (/departments)', () => {
  it('shows the seven program cards with duration, three key courses then +N more, and Learn More', () => {
    show('/departments');
    const cards = [...document.querySelectorAll<HTMLElement>('[data-program]')];
    expect(cards.map((c) => c.dataset.program)).toEqual([
      'urdu',
      'it',
      'english',
      'botany',
      'zoology',
      'bba',
      'bed',
    ]);
    const it = within(cards[1]);
    expect(it.getByRole('heading', { name: 'BS Information Technology' })).toBeTruthy();
    expect(it.getByText('Duration: 4 Years')).toBeTruthy();
    expect(it.getAllByRole('listitem')).toHaveLength(3);
    expect(it.getByText('+2 more courses')).toBeTruthy();
    // "+N more courses" is a real link to the program's page, where every course is listed.
    expect(
      it.getByRole('link', { name: '+2 more courses in BS Information Technology' }).getAttribute('href'),
    ).toBe('/departments/it#program-courses');
    expect(
      it.getByRole('link', { name: 'Learn More about BS Information Technology' }).getAttribute('href'),
    ).toBe('/departments/it');
    expect(within(cards[6]).getByText('Duration: 1.5 Years')).toBeTruthy();
    // Counts for admins are filled in by the page script, hidden until then.
    const counts = cards[1].querySelector<HTMLElement>('[data-admin-counts]')!;
    expect(counts.hidden).toBe(true);
    expect(counts.dataset.adminCounts).toBe('Information Technology');
    expect(
      within(counts).getByRole('link', { name: 'View students', hidden: true }).getAttribute('href'),
    ).toBe('/admin/students?department=Information%20Technology');
    expect(screen.getByRole('heading', { name: 'Why choose Test College Bahawalpur?' })).toBeTruthy();
  });

  it('a program page lists its courses and what its department teaches this semester', () => {
    const page = show('/departments/it', {
      offered: {
        term: { season: 'Fall', year: 2026, semesters: [1, 3, 5, 7] },
        courses: [
          {
            code: 'IT-301',
            name: 'Database Systems',
            semester: 3,
            credits: 3,
            isVirtual: true,
            instructor: 'Dr. Sana',
          },
        ],
      },
    });
    expect(page).toMatchObject({ status: 200, title: 'BS Information Technology | Test College Bahawalpur' });
    expect(screen.getByRole('heading', { level: 1, name: 'BS Information Technology' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Program courses' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    const offered = screen.getByRole('region', { name: 'Offered this semester (Fall 2026)' });
    expect(offered.textContent).toContain('IT-301');
    expect(offered.textContent).toContain('Instructor: Dr. Sana');
    expect(offered.textContent).toContain('Virtual');
  });

  it('an unknown program is a 404 page', () => {
    const page = show('/departments/medicine');
    expect(page.status).toBe(404);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('Admissions (/admissions)', () => {
  it('has the three programs with fees, five steps, the 2025 dates, documents and the call link', () => {
    show('/admissions');
    const selector = document.querySelector('[data-program-selector]')!;
    expect(
      within(selector as HTMLElement)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['it', 'cs', 'se']);
    expect(selector.textContent).toContain('150,000 PKR');
    expect(selector.textContent).toContain('160,000 PKR');
    expect(selector.textContent).toContain('132');
    expect(selector.textContent).toContain('FSc Pre-Engineering / ICS or equivalent');
    expect(
      within(screen.getByRole('region', { name: 'Admission process' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    const dates = screen.getByRole('region', { name: 'Important dates' }).textContent;
    for (const date of ['1 March 2025', '30 June 2025', '15 July 2025', '30 July 2025', '1 September 2025']) {
      expect(dates).toContain(date);
    }
    expect(screen.getByRole('link', { name: 'Download Document Checklist' }).getAttribute('href')).toBe(
      '/admissions/checklist',
    );
    expect(screen.getAllByRole('link', { name: 'Apply Now' })[0].getAttribute('href')).toBe(
      '/register/student',
    );
    expect(screen.getByRole('link', { name: `Call ${college.phones[0]}` }).getAttribute('href')).toBe(
      'tel:+92629255001',
    );
  });

  it("shows the college's own admissions once an admin has edited them, without the programs it does not offer", () => {
    const admissions: Admissions = {
      year: 2027,
      dates: {
        open: '2027-02-15',
        deadline: '2027-06-15',
        test: '2027-07-10',
        merit: '2027-07-25',
        classes: '2027-09-06',
      },
      programs: [
        { id: 'it', offered: true, creditHours: 133, feePerSemester: 175_000 },
        { id: 'cs', offered: false, creditHours: 132, feePerSemester: 150_000 },
        { id: 'se', offered: true, creditHours: 132, feePerSemester: 185_000 },
      ],
    };
    show('/admissions', { admissions });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('2027');
    const selector = document.querySelector('[data-program-selector]') as HTMLElement;
    expect(
      within(selector)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['it', 'se']);
    expect(selector.textContent).toContain('175,000 PKR');
    expect(selector.textContent).toContain('133');
    expect(selector.textContent).not.toContain('BS Computer Science');
    const dates = screen.getByRole('region', { name: 'Important dates' }).textContent;
    expect(dates).toContain('15 February 2027');
    expect(dates).toContain('6 September 2027');

    show('/admissions/checklist', { admissions });
    expect(document.body.textContent).toContain('2027');
    expect(document.body.textContent).not.toContain('BS Computer Science');
  });

  it('the checklist is a printable page of the documents', () => {
    show('/admissions/checklist');
    expect(screen.getByRole('heading', { level: 1, name: 'Admission Document Checklist' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('CNIC'))).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Print this checklist' })).toBeTruthy();
  });
});

describe('Contact (/contact)', () => {
  it('shows address, phones, e-mail, office hours, department contacts, the map link and the form', () => {
    show('/contact');
    expect(screen.getByText(college.address, { selector: 'address' })).toBeTruthy();
    expect(screen.getAllByText(DEFAULT_COLLEGE_INFO.officeHours).length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('region', { name: 'Department contacts' })).getAllByRole('listitem'),
    ).toHaveLength(8);
    expect(
      screen.getByRole('link', { name: 'Open the map on OpenStreetMap' }).getAttribute('href'),
    ).toContain('openstreetmap.org');
    for (const label of ['Name', 'Email', 'Phone (optional)', 'Subject', 'Message'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    const subjects = within(screen.getByLabelText('Subject'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(subjects).toEqual(['', 'admissions', 'academic', 'support', 'technical', 'general']);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });
});

describe('unknown addresses', () => {
  it('render a real 404 page', () => {
    const page = show('/nowhere');
    expect(page.status).toBe(404);
    expect(page.title).toBe('Page not found | Test College Bahawalpur');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('Transcript verification (/verify/:code)', () => {
  const code = 'ABCD-EFGH-JKLM-NPQR-STUV';

  it("confirms an issued transcript's name, program, CGPA to 2 decimals and date of issue", () => {
    const page = show(`/verify/${code}`, {
      verification: {
        code,
        transcript: {
          name: 'Hina Bashir',
          program: 'BS Information Technology',
          cgpa: 3.1,
          // 21:30 UTC is already the next day in Pakistan.
          issued_at: '2026-11-23T21:30:00.000Z',
        },
      },
    });
    expect(page).toMatchObject({ status: 200, title: 'Transcript verified | Test College Bahawalpur' });
    expect(screen.getByRole('heading', { level: 1, name: 'Transcript verified' })).toBeTruthy();
    const details = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      Name: 'Hina Bashir',
      Program: 'BS Information Technology',
      CGPA: '3.10',
      'Date of issue': '24 November 2026',
      'Verification code': code,
    });
  });

  it('refuses a code never issued with a 404 and says so', () => {
    const page = show(`/verify/${code}`, { verification: { code, transcript: null } });
    expect(page.status).toBe(404);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This transcript could not be verified' }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('Transcript verified');
    expect(document.querySelector('dl')).toBeNull();
  });
});
