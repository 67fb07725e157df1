/**
 * Issue 21: a value put into an Urdu sentence keeps its own direction (a name in English, "+92 62 9255001",
 * "85%") and leaves the sentence's own order alone; English sentences are left as they are.
 */
import { describe, expect, it } from 'vitest';
import { FSI, PDI, translator } from './index';
import './ur';
import './ur-student';
import './ur-public';

describe('values in translated sentences', () => {
  it('an Urdu sentence isolates each value, with the sign written against it', () => {
    const t = translator('ur');
    expect(t('student.dashboard.welcome', { name: 'Ayesha Malik' })).toBe(
      `خوش آمدید، ${FSI}Ayesha Malik${PDI}!`,
    );
    expect(t('gradingScale.from', { from: 85 })).toBe(`${FSI}85%${PDI} اور اس سے زیادہ`);
    expect(t('admissions.call.button', { phone: '+92 62 9255001' })).toContain(`${FSI}+92 62 9255001${PDI}`);
  });

  it('an English sentence is left as written', () => {
    const t = translator('en');
    expect(t('student.dashboard.welcome', { name: 'Ayesha Malik' })).toBe('Welcome back, Ayesha Malik!');
  });
});
