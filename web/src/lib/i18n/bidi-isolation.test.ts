/**
 * Issue 21: a value put into an Urdu sentence keeps its own direction (a name in English, "+92 62 9255001",
 * "85%") and leaves the sentence's own order alone; English sentences are left as they are.
 */
import { describe, expect, it } from 'vitest';
import { FSI, PDI } from '@contract/bidi';
import { translator } from './index';
import './ur';
import './ur-student';
import './ur-public';
import './ur-admin-area';

describe('values in translated sentences', () => {
  it('an Urdu sentence isolates each value, with the sign written against it', () => {
    const t = translator('ur');
    expect(t('student.dashboard.welcome', { name: 'Ayesha Malik' })).toBe(
      `خوش آمدید، ${FSI}Ayesha Malik${PDI}!`,
    );
    expect(t('gradingScale.from', { from: 85 })).toBe(`${FSI}85%${PDI} اور اس سے زیادہ`);
    expect(t('admissions.call.button', { phone: '+92 62 9255001' })).toContain(`${FSI}+92 62 9255001${PDI}`);
    expect(t('dashboard.fromLastMonth', { count: 32 })).toBe(`پچھلے مہینے سے ${FSI}+32${PDI}`);
  });

  it('a value in Urdu letters needs no isolate in an Urdu sentence, and gets none', () => {
    expect(translator('ur')('about.hero.title', { name: 'گورنمنٹ ایسوسی ایٹ کالج' })).toBe(
      'گورنمنٹ ایسوسی ایٹ کالج کا تعارف',
    );
  });

  it('an English sentence is left as written', () => {
    const t = translator('en');
    expect(t('student.dashboard.welcome', { name: 'Ayesha Malik' })).toBe('Welcome back, Ayesha Malik!');
  });
});
