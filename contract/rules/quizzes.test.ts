import { describe, expect, it } from 'vitest';
import {
  answersShownFrom,
  attemptDeadline,
  isCorrect,
  markAttempt,
  normaliseShortAnswer,
  QUIZ_GRACE_MS,
} from './quizzes';

const at = (iso: string) => new Date(iso);

describe('an attempt’s deadline', () => {
  const quiz = { closesAt: at('2026-11-20T07:00:00Z'), timeLimitMinutes: 20 };
  it('is the start plus the time limit when that comes before the close', () => {
    expect(attemptDeadline(at('2026-11-20T05:00:00Z'), quiz)).toEqual(at('2026-11-20T05:20:00Z'));
  });
  it('is the close for a late starter', () => {
    expect(attemptDeadline(at('2026-11-20T06:50:00Z'), quiz)).toEqual(at('2026-11-20T07:00:00Z'));
  });
  it('moves both by the extra minutes the teacher gave', () => {
    expect(attemptDeadline(at('2026-11-20T06:50:00Z'), quiz, 15)).toEqual(at('2026-11-20T07:15:00Z'));
    expect(attemptDeadline(at('2026-11-20T05:00:00Z'), quiz, 15)).toEqual(at('2026-11-20T05:35:00Z'));
  });
  it('without a time limit is the close', () => {
    expect(attemptDeadline(at('2026-11-20T05:00:00Z'), { ...quiz, timeLimitMinutes: null })).toEqual(
      quiz.closesAt,
    );
  });
  it('answers are shown only after the latest close any student was given, and its grace', () => {
    expect(answersShownFrom(quiz.closesAt, 10).getTime()).toBe(
      at('2026-11-20T07:10:00Z').getTime() + QUIZ_GRACE_MS,
    );
  });
});

describe('a short answer is compared', () => {
  it('without case and extra spaces', () => {
    expect(normaliseShortAnswer('  Hyper   Text\tTransfer ')).toBe('hyper text transfer');
  });
  it('with Arabic presentation forms read as the letters they show (NFKC)', () => {
    // "لاہور" typed with the lam-alef ligature and isolated forms.
    expect(normaliseShortAnswer('\ufefb\u06c1\u0648\u0631')).toBe(normaliseShortAnswer('لاہور'));
  });
  it('with the Arabic keyboard’s yeh, kaf and heh read as Urdu’s, and without diacritics', () => {
    expect(normaliseShortAnswer('\u0643\u062a\u0627\u0628')).toBe(normaliseShortAnswer('کتاب'));
    expect(normaliseShortAnswer('\u0639\u0644\u064a')).toBe(normaliseShortAnswer('علی'));
    expect(normaliseShortAnswer('مُحَمَّد')).toBe(normaliseShortAnswer('محمد'));
  });
  it('with Urdu and Arabic digits read as 0-9', () => {
    expect(normaliseShortAnswer('۴۲')).toBe('42');
    expect(normaliseShortAnswer('٤٢')).toBe('42');
  });
});

describe('marking', () => {
  const single = {
    id: 'q1',
    kind: 'single' as const,
    marks: 2,
    options: [
      { id: 'a', correct: true },
      { id: 'b', correct: false },
    ],
    answers: [],
  };
  const multiple = {
    id: 'q2',
    kind: 'multiple' as const,
    marks: 1.5,
    options: [
      { id: 'c', correct: true },
      { id: 'd', correct: true },
      { id: 'e', correct: false },
    ],
    answers: [],
  };
  const short = { id: 'q3', kind: 'short' as const, marks: 0.25, options: [], answers: ['HTTP'] };
  it('a multiple choice is all or nothing', () => {
    expect(isCorrect(multiple, { choice_ids: ['c'] })).toBe(false);
    expect(isCorrect(multiple, { choice_ids: ['c', 'd', 'e'] })).toBe(false);
    expect(isCorrect(multiple, { choice_ids: ['d', 'c'] })).toBe(true);
  });
  it('an empty short answer is never right', () => {
    expect(isCorrect({ ...short, answers: ['x'] }, { text: '   ' })).toBe(false);
  });
  it('sums marks in hundredths', () => {
    const marked = markAttempt([single, multiple, short], {
      q1: { choice_ids: ['a'] },
      q2: { choice_ids: ['c', 'd'] },
      q3: { text: ' http ' },
    });
    expect(marked).toEqual({ score: 3.75, total: 3.75, awarded: { q1: 2, q2: 1.5, q3: 0.25 } });
    expect(markAttempt([single, multiple, short], {}).score).toBe(0);
  });
});
