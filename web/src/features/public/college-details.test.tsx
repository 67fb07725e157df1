/**
 * The college's details the admin edits (issue 36): the contact page and the footer show the office phone and
 * hours and the social links, the links only when set.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLEGE_INFO, type CollegeInfo } from '@contract/college';
import type { Locale } from '@contract/locale';
import { render } from '../../entry-server';

const withLinks: CollegeInfo = {
  ...DEFAULT_COLLEGE_INFO,
  name: 'Test College Bahawalpur',
  officePhone: '+92 62 9255010',
  officeHours: 'Mon-Fri 9:00-16:00',
  officeHoursUrdu: 'پیر تا جمعہ 9 سے 4 بجے تک',
  social: {
    facebook: 'https://www.facebook.com/gacbahawalpur',
    youtube: 'https://www.youtube.com/@gacbahawalpur',
  },
};

function show(college: CollegeInfo, locale: Locale = 'en') {
  const page = render({
    path: '/contact',
    locale,
    college,
    now: '2026-11-21T10:00:00.000Z',
    timeZone: 'Asia/Karachi',
  });
  document.body.innerHTML = page.body;
}

const footer = () => within(screen.getByRole('contentinfo'));
const main = () => within(screen.getByRole('main'));

describe('the social links', () => {
  it('show on the contact page and in the footer as named icons, only the networks set, opening the set address', () => {
    show(withLinks);
    for (const place of [main(), footer()]) {
      const facebook = place.getByRole('link', { name: 'Facebook' });
      expect(facebook.getAttribute('href')).toBe('https://www.facebook.com/gacbahawalpur');
      expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
      expect(place.getByRole('link', { name: 'YouTube' }).getAttribute('href')).toBe(
        'https://www.youtube.com/@gacbahawalpur',
      );
      for (const unset of ['X (Twitter)', 'Instagram', 'LinkedIn', 'WhatsApp']) {
        expect(place.queryByRole('link', { name: unset })).toBeNull();
      }
    }
    expect(main().getByRole('heading', { name: 'Follow us' })).toBeTruthy();
    expect(footer().getByRole('list', { name: 'Follow us' })).toBeTruthy();
  });

  it('are not there at all, heading included, when none is set', () => {
    show({ ...withLinks, social: {} });
    expect(screen.queryByRole('heading', { name: 'Follow us' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Follow us' })).toBeNull();
    for (const network of ['Facebook', 'YouTube'])
      expect(screen.queryByRole('link', { name: network })).toBeNull();
  });
});

describe('the office phone and hours', () => {
  it('the contact page and the footer show the hours as the admin wrote them, and call the office phone', () => {
    show(withLinks);
    expect(main().getByText('Mon-Fri 9:00-16:00')).toBeTruthy();
    expect(footer().getByText('Mon-Fri 9:00-16:00')).toBeTruthy();
    for (const place of [main(), footer()]) {
      expect(
        place.getAllByRole('link', { name: '+92 62 9255010' }).map((link) => link.getAttribute('href')),
      ).toContain('tel:+92629255010');
    }
  });

  it('an Urdu page shows the Urdu hours when the admin wrote them, else the hours as written', () => {
    show(withLinks, 'ur');
    expect(main().getByText('پیر تا جمعہ 9 سے 4 بجے تک')).toBeTruthy();
    expect(main().queryByText('Mon-Fri 9:00-16:00')).toBeNull();
    show({ ...withLinks, officeHoursUrdu: '' }, 'ur');
    expect(main().getByText('Mon-Fri 9:00-16:00')).toBeTruthy();
  });
});
