/**
 * Quizzes (issue 37), kept apart from schema.ts (which re-exports them) so that their migration can be made
 * again from these declarations alone. A quiz's questions are one document (the teacher replaces them whole,
 * a student's attempt reads them in one row); attempts and the answers saved in them are rows of their own.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { QuizQuestionKind } from '../../../contract/rules/quizzes';
// schema.ts re-exports this file: a cycle, harmless because the references below are read lazily.
import { courseOfferings, users } from './schema';

/** A question as stored, its key with it (never sent to a student: modules/quizzes/presenters.ts). */
export interface StoredQuestion {
  id: string;
  kind: QuizQuestionKind;
  text: string;
  marks: number;
  options: { id: string; text: string; correct: boolean }[];
  /** A short answer's accepted answers. */
  answers: string[];
}

/** A student's answer to one question, by question id. */
export type StoredAnswers = Record<string, { choice_ids?: string[]; text?: string }>;

const quizMarks = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courseOfferings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** Null: the attempt lasts until the close. */
    timeLimitMinutes: integer('time_limit_minutes'),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    showAnswersAfterClose: boolean('show_answers_after_close').notNull().default(false),
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
    totalMarks: quizMarks('total_marks').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_course_idx').on(t.courseId, t.opensAt),
    check('quizzes_close_after_open', sql`${t.closesAt} > ${t.opensAt}`),
    check('quizzes_attempts_allowed_min', sql`${t.attemptsAllowed} >= 1`),
    check('quizzes_time_limit_min', sql`${t.timeLimitMinutes} is null or ${t.timeLimitMinutes} >= 1`),
  ],
);

/**
 * One student's attempt. A student has at most one open attempt per quiz (the partial unique index), so two
 * starts at once make one attempt; attempts are numbered per student and quiz.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The earlier of start + time limit and the close, with the student's extra minutes; no grace in it. */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    answers: jsonb('answers').$type<StoredAnswers>().notNull().default({}),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Submitted by the server at its deadline rather than by the student. */
    submittedAtDeadline: boolean('submitted_at_deadline').notNull().default(false),
    score: quizMarks('score'),
    total: quizMarks('total').notNull(),
    /** Marks per question id, written when marked (and re-marked when the key changes). */
    awarded: jsonb('awarded').$type<Record<string, number>>(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_number_unique').on(t.quizId, t.studentId, t.number),
    uniqueIndex('quiz_attempts_one_open')
      .on(t.quizId, t.studentId)
      .where(sql`${t.submittedAt} is null`),
    index('quiz_attempts_open_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.submittedAt} is null`),
    check('quiz_attempts_number_min', sql`${t.number} >= 1`),
  ],
);

/** More time or more attempts that a teacher gave one student at one quiz. */
export const quizAllowances = pgTable(
  'quiz_allowances',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    extraAttempts: integer('extra_attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.studentId] }),
    check('quiz_allowances_not_negative', sql`${t.extraMinutes} >= 0 and ${t.extraAttempts} >= 0`),
  ],
);
