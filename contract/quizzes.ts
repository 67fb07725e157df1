/**
 * Quizzes (issue 37): what a teacher sets, what a student is shown while taking one, and the teacher's results.
 * A quiz belongs to a course offering. A student's view never carries the answer key; the presenters on the
 * server choose the schema, and the response schemas strip anything else.
 */
import { z } from 'zod';
import { QUIZ_QUESTION_KINDS } from './enums';
import { enumSchema, IdSchema, optionalText, requiredText } from './fields';
import { sayRule } from './message-catalogue';
import {
  QUIZ_MAX_ACCEPTED_ANSWERS,
  QUIZ_MAX_ATTEMPTS,
  QUIZ_MAX_MINUTES,
  QUIZ_MAX_OPTIONS,
  QUIZ_MAX_QUESTIONS,
} from './rules/quizzes';

const moment = (label: string) =>
  z.iso.datetime({ offset: true, error: sayRule('field.dateTime', { label }) });

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: sayRule('field.number', { label }) })
    .int(sayRule('field.wholeNumber', { label }))
    .min(min, sayRule('field.between', { label, min, max }))
    .max(max, sayRule('field.between', { label, min, max }));

/** Marks of a question: more than 0, in hundredths (as results keep them). */
const QuestionMarksSchema = z
  .number({ error: sayRule('field.number', { label: 'Marks' }) })
  .positive(sayRule('quiz.marksPositive'))
  .max(1000, sayRule('field.atMost', { label: 'Marks', max: 1000 }))
  .refine(
    (marks) => Math.abs(Math.round(marks * 100) - marks * 100) < 1e-6,
    sayRule('field.invalid', { label: 'Marks' }),
  );

export const QuizOptionInputSchema = z.object({
  _id: IdSchema.optional(),
  text: requiredText('Option', 500),
  correct: z.boolean({ error: sayRule('field.boolean', { label: 'Option' }) }).default(false),
});

/** A question as the teacher writes it; its kind decides whether it has options or accepted answers. */
export const QuizQuestionInputSchema = z
  .object({
    _id: IdSchema.optional(),
    kind: enumSchema('Question kind', QUIZ_QUESTION_KINDS),
    text: requiredText('Question', 2000),
    marks: QuestionMarksSchema,
    options: z.array(QuizOptionInputSchema).max(QUIZ_MAX_OPTIONS).default([]),
    answers: z.array(requiredText('Accepted answer', 200)).max(QUIZ_MAX_ACCEPTED_ANSWERS).default([]),
  })
  .superRefine((question, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (question.kind === 'short') {
      if (question.options.length) problem('options', sayRule('quiz.shortHasNoOptions'));
      if (!question.answers.length) problem('answers', sayRule('quiz.noAcceptedAnswer'));
      return;
    }
    const correct = question.options.filter((o) => o.correct).length;
    if (question.kind === 'true_false' && question.options.length !== 2)
      problem('options', sayRule('quiz.trueFalseOptions'));
    else if (question.options.length < 2) problem('options', sayRule('quiz.twoOptions'));
    else if (correct === 0) problem('options', sayRule('quiz.noCorrectOption'));
    else if (correct > 1 && question.kind !== 'multiple')
      problem('options', sayRule('quiz.oneCorrectOption'));
  });
export type QuizQuestionInput = z.output<typeof QuizQuestionInputSchema>;

/** A quiz as the teacher sets it (POST) or replaces it (PUT). */
export const QuizInputSchema = z
  .object({
    title: requiredText('Title', 200),
    instructions: z.preprocess((v) => v ?? '', optionalText('Instructions', 5000)).default(''),
    opens_at: moment('Opens at'),
    closes_at: moment('Closes at'),
    /** None: the attempt lasts until the close. */
    time_limit_minutes: wholeNumber('Time limit', 1, QUIZ_MAX_MINUTES).nullable().default(null),
    attempts_allowed: wholeNumber('Attempts allowed', 1, QUIZ_MAX_ATTEMPTS).default(1),
    show_answers_after_close: z
      .boolean({ error: sayRule('field.boolean', { label: 'Show answers' }) })
      .default(false),
    questions: z
      .array(QuizQuestionInputSchema, { error: sayRule('quiz.noQuestions') })
      .min(1, sayRule('quiz.noQuestions'))
      .max(QUIZ_MAX_QUESTIONS),
    /** Why, for an admin's change to a closed term's quiz. */
    reason: optionalText('Reason', 500),
  })
  .superRefine((quiz, context) => {
    if (Date.parse(quiz.closes_at) <= Date.parse(quiz.opens_at))
      context.addIssue({ code: 'custom', path: ['closes_at'], message: sayRule('quiz.closeBeforeOpen') });
  });
export type QuizInput = z.output<typeof QuizInputSchema>;

export const QuizCopySchema = z.object({ course_id: IdSchema, reason: optionalText('Reason', 500) });

/** More time or more attempts for one student (the values replace the earlier ones). */
export const QuizAllowanceSchema = z.object({
  extra_minutes: wholeNumber('Extra minutes', 0, QUIZ_MAX_MINUTES).default(0),
  extra_attempts: wholeNumber('Extra attempts', 0, QUIZ_MAX_ATTEMPTS).default(0),
  reason: optionalText('Reason', 500),
});
export const QuizAllowanceParamsSchema = z.object({ id: IdSchema, studentId: IdSchema });

export const QuizDeleteQuerySchema = z.object({ reason: optionalText('Reason', 500) });
export const QuizPostResultsSchema = z.object({ reason: optionalText('Reason', 500) });

/** One question's answer as the student saves it: options for choice questions, text for a short answer. */
export const GivenAnswerSchema = z.object({
  question_id: IdSchema,
  choice_ids: z.array(IdSchema).max(QUIZ_MAX_OPTIONS).optional(),
  text: z
    .string({ error: sayRule('field.text', { label: 'Answer' }) })
    .max(1000, sayRule('field.maxLength', { label: 'Answer', max: 1000 }))
    .optional(),
});
export type GivenAnswerInput = z.output<typeof GivenAnswerSchema>;

export const SaveAnswersSchema = z.object({
  answers: z
    .array(GivenAnswerSchema)
    .min(1, sayRule('field.required', { label: 'Answer' }))
    .max(QUIZ_MAX_QUESTIONS),
});

export const QuizResultsQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });

// ---- What the server answers --------------------------------------------------------------------------------

const QuizOptionSchema = z.object({ _id: z.string(), text: z.string(), correct: z.boolean() });
export const QuizQuestionSchema = z.object({
  _id: z.string(),
  kind: z.enum(QUIZ_QUESTION_KINDS),
  text: z.string(),
  marks: z.number(),
  options: z.array(QuizOptionSchema),
  answers: z.array(z.string()),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

/** A student's attempt as its list shows it: the score once submitted. */
export const MyAttemptSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  started_at: z.string(),
  deadline: z.string(),
  submitted_at: z.string().nullable(),
  score: z.number().nullable(),
  total: z.number(),
});

/** A given answer as the server keeps it. */
export const SavedAnswerSchema = z.object({
  question_id: z.string(),
  choice_ids: z.array(z.string()).optional(),
  text: z.string().optional(),
});
export type SavedAnswer = z.infer<typeof SavedAnswerSchema>;

/** After the close, when the teacher allows it: each question with its key and the student's latest answer. */
const ReviewQuestionSchema = QuizQuestionSchema.extend({ given: SavedAnswerSchema.nullable() });

export const QuizSchema = z.object({
  _id: z.string(),
  course_id: z.string(),
  title: z.string(),
  instructions: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  time_limit_minutes: z.number().int().nullable(),
  attempts_allowed: z.number().int(),
  show_answers_after_close: z.boolean(),
  question_count: z.number().int(),
  total_marks: z.number(),
  /** The teacher's: with the key; locked once attempted (only the key may change). */
  questions: z.array(QuizQuestionSchema).optional(),
  attempt_count: z.number().int().optional(),
  locked: z.boolean().optional(),
  /** The student's own attempts, how many are left, and the review once answers are shown. */
  my_attempts: z.array(MyAttemptSchema).optional(),
  attempts_left: z.number().int().optional(),
  review: z.array(ReviewQuestionSchema).optional(),
});
export type Quiz = z.infer<typeof QuizSchema>;
export const QuizEnvelopeDataSchema = z.object({ quiz: QuizSchema });
export const QuizListSchema = z.object({ quizzes: z.array(QuizSchema) });

/** An attempt as its student takes it: shuffled, without any answer key. */
export const AttemptSchema = z.object({
  _id: z.string(),
  quiz_id: z.string(),
  number: z.number().int(),
  started_at: z.string(),
  deadline: z.string(),
  submitted_at: z.string().nullable(),
  questions: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(QUIZ_QUESTION_KINDS),
      text: z.string(),
      marks: z.number(),
      options: z.array(z.object({ _id: z.string(), text: z.string() })),
    }),
  ),
  answers: z.array(SavedAnswerSchema),
  /** Once submitted. */
  score: z.number().nullable(),
  total: z.number(),
});
export type Attempt = z.infer<typeof AttemptSchema>;
export const AttemptEnvelopeDataSchema = z.object({ attempt: AttemptSchema });
export const AnswersSavedSchema = z.object({ saved: z.number().int(), deadline: z.string() });

const QuizStudentSchema = z.object({ _id: z.string(), name: z.string(), student_id: z.string().nullable() });

export const QuizResultsSchema = z.object({
  attempts: z.array(
    z.object({
      _id: z.string(),
      student: QuizStudentSchema,
      number: z.number().int(),
      started_at: z.string(),
      deadline: z.string(),
      submitted_at: z.string().nullable(),
      /** Submitted by the server at its deadline, with what was saved. */
      submitted_at_deadline: z.boolean(),
      score: z.number().nullable(),
      total: z.number(),
    }),
  ),
  questions: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(QUIZ_QUESTION_KINDS),
      text: z.string(),
      marks: z.number(),
      /** Of the submitted attempts: how many, how many answered it right, and that share (0 to 1). */
      attempts: z.number().int(),
      correct: z.number().int(),
      share_correct: z.number().nullable(),
    }),
  ),
  /**
   * The offering's enrolled students who have not started the quiz, by name, each with the extra minutes and
   * attempts given to it (0 when none): the teacher can give one of them more time before its first attempt.
   */
  not_started: z.array(
    z.object({
      student: QuizStudentSchema,
      extra_minutes: z.number().int(),
      extra_attempts: z.number().int(),
    }),
  ),
});
export type QuizResults = z.infer<typeof QuizResultsSchema>;

export const QuizAllowanceResultSchema = z.object({
  extra_minutes: z.number().int(),
  extra_attempts: z.number().int(),
  /** The student's open attempt's new deadline, if one is open. */
  deadline: z.string().nullable(),
});
