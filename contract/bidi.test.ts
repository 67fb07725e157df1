import { describe, expect, it } from 'vitest';
import { FSI, PDI, formatIsolated } from './bidi';

describe('values in right-to-left sentences', () => {
  it('isolates a left-to-right value with the signs written against it', () => {
    expect(formatIsolated('{required}% سے کم', { required: 75 })).toBe(`${FSI}75%${PDI} سے کم`);
    expect(formatIsolated('پچھلے مہینے سے +{count}', { count: 3 })).toBe(`پچھلے مہینے سے ${FSI}+3${PDI}`);
    expect(formatIsolated('خوش آمدید، {name}!', { name: 'Ayesha' })).toBe(`خوش آمدید، ${FSI}Ayesha${PDI}!`);
  });

  it('leaves a value in Urdu letters, and a placeholder without a value, as they are', () => {
    expect(formatIsolated('{name} کا تعارف', { name: 'گورنمنٹ کالج' })).toBe('گورنمنٹ کالج کا تعارف');
    expect(formatIsolated('{missing} باقی', {})).toBe('{missing} باقی');
  });
});
