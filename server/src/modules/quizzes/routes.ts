/**
 * Quizzes (issue 37; API.md "Terms, quizzes and safe retries"): set by an offering's teacher or an admin,
 * taken by its enrolled students, timed and marked by the server. Anyone else is told "not found".
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ErrorEnvelopeSchema, MessageEnvelopeSchema } from '../../../../contract/envelope';
import { BulkGradeResultSchema } from '../../../../contract/faculty';
import { IdParamsSchema } from '../../../../contract/fields';
import { say } from '../../../../contract/message-catalogue';
import {
  AnswersSavedSchema,
  AttemptEnvelopeDataSchema,
  QuizAllowanceParamsSchema,
  QuizAllowanceResultSchema,
  QuizAllowanceSchema,
  QuizCopySchema,
  QuizDeleteQuerySchema,
  QuizEnvelopeDataSchema,
  QuizInputSchema,
  QuizListSchema,
  QuizPostResultsSchema,
  QuizResultsQuerySchema,
  QuizResultsSchema,
  SaveAnswersSchema,
} from '../../../../contract/quizzes';
import { QUIZ_GRACE_MS } from '../../../../contract/rules/quizzes';
import { currentUser } from '../../plugins/auth';
import { findCourseFor } from '../materials/policy';
import { closeOverdueAttempts, saveAnswers, startAttempt, submitAttempt } from './attempts';
import { copyQuiz, createQuiz, deleteQuiz, giveAllowance, postQuizResults, updateQuiz } from './commands';
import { findManagedQuiz, findQuizFor } from './policy';
import { presentQuizForTeacher } from './presenters';
import { courseQuizzes, quizFor, quizResults, quizResultsCsv } from './queries';

export interface QuizRoutesOptions {
  /** The college's clock (tests stand it where deadlines matter); the system's by default. */
  clock?: () => Date;
}

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];
const tags = ['quizzes'];
const signedIn = { access: 'signed-in' as const };
const teacherOrAdmin = { access: ['faculty', 'admin'] as const };
const studentOnly = { access: ['student'] as const };

const quizRoutes: FastifyPluginAsyncZod<QuizRoutesOptions> = async (app, options) => {
  const now = options.clock ?? (() => new Date());

  app.get(
    '/api/courses/:id/quizzes',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          "The offering's quizzes by opening time, without questions: for its teacher and admins with `attempt_count`, for an enrolled student with its own attempts (`my_attempts`, score once submitted) and `attempts_left`. Anyone else: 404.",
        params: IdParamsSchema,
        response: { 200: envelope(QuizListSchema), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { course, relation } = await findCourseFor(app.db, user, request.params.id);
      if (!relation.manages) await closeOverdueAttempts(app.db, now(), { studentId: user.id });
      return {
        success: true as const,
        data: { quizzes: await courseQuizzes(app.db, user, course.id, relation.manages, now()) },
      };
    },
  );

  app.post(
    '/api/courses/:id/quizzes',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          'Sets a quiz in the offering (its teacher or an admin). Questions: `single`, `multiple` (all or nothing), `true_false` (two options), each option `{ text, correct }`; `short` with `answers` (accepted answers, compared without case, extra spaces, Urdu letter variants or diacritics). A quiz without questions, a question without a correct option, marks not above 0 or a close before the open: 400 naming the field, nothing saved. A closed term: 409 (an admin gives `reason`).',
        params: IdParamsSchema,
        body: QuizInputSchema,
        response: { 201: envelope(QuizEnvelopeDataSchema), ...errors },
      },
    },
    async (request, reply) => {
      const quiz = await createQuiz(app.db, currentUser(request), request.params.id, request.body);
      return reply
        .code(201)
        .send({ success: true as const, data: { quiz: presentQuizForTeacher(quiz, 0, true) } });
    },
  );

  app.get(
    '/api/quizzes/:id',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          "A quiz. Its teacher and admins: with its questions and key, `locked` once attempted. An enrolled student: its settings, its own attempts and `attempts_left`, never a question's key, except `review` (each question's key beside the student's last submitted answer) after the close when `show_answers_after_close`. Anyone else: 404.",
        params: IdParamsSchema,
        response: { 200: envelope(QuizEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { quiz, manages } = await findQuizFor(app.db, user, request.params.id);
      if (!manages) await closeOverdueAttempts(app.db, now(), { quizId: quiz.id, studentId: user.id });
      return { success: true as const, data: { quiz: await quizFor(app.db, user, quiz, manages, now()) } };
    },
  );

  app.put(
    '/api/quizzes/:id',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Replaces a quiz (the same body as its creation; questions and options may carry their `_id`). Once attempted, only the key may change (options' `correct`, a short answer's `answers`; everything else as it is, else 409): every submitted attempt is marked again, audited. A closed term: 409, or an admin with `reason`.",
        params: IdParamsSchema,
        body: QuizInputSchema,
        response: { 200: envelope(QuizEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => {
      const quiz = await updateQuiz(app.db, currentUser(request), request.params.id, request.body);
      const { quiz: read, manages } = await findQuizFor(app.db, currentUser(request), quiz.id);
      return {
        success: true as const,
        data: { quiz: await quizFor(app.db, currentUser(request), read, manages, now()) },
      };
    },
  );

  app.delete(
    '/api/quizzes/:id',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          'Deletes a quiz nobody has attempted (attempted: 409). A closed term: 409, or an admin with `?reason=`.',
        params: IdParamsSchema,
        querystring: QuizDeleteQuerySchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await deleteQuiz(app.db, currentUser(request), request.params.id, request.query.reason);
      return { success: true as const, ...say('quiz.deleted') };
    },
  );

  app.post(
    '/api/quizzes/:id/copy',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          'Copies the quiz into another offering (`course_id`, another course or term) that the teacher teaches (an admin: any): its settings and questions, with no attempts. Into an offering of a closed term: 409, or an admin with `reason`.',
        params: IdParamsSchema,
        body: QuizCopySchema,
        response: { 201: envelope(QuizEnvelopeDataSchema), ...errors },
      },
    },
    async (request, reply) => {
      const copy = await copyQuiz(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.course_id,
        request.body.reason,
      );
      return reply
        .code(201)
        .send({ success: true as const, data: { quiz: presentQuizForTeacher(copy, 0, true) } });
    },
  );

  app.put(
    '/api/quizzes/:id/allowances/:studentId',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Gives one enrolled student `extra_minutes` (moving its deadline and the close for it) and `extra_attempts`; the values replace earlier ones and the student's open attempt takes its new deadline. A student without an attempt may be given one before starting. A closed term: 409, or an admin with `reason`. Audited.",
        params: QuizAllowanceParamsSchema,
        body: QuizAllowanceSchema,
        response: { 200: envelope(QuizAllowanceResultSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await giveAllowance(
        app.db,
        currentUser(request),
        request.params.id,
        request.params.studentId,
        request.body,
      ),
    }),
  );

  app.get(
    '/api/quizzes/:id/results',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Every attempt (student, started, submitted, score; attempts left open past their deadline are submitted first) each question's share of correct answers among submitted attempts, and `not_started`: the offering's enrolled students without an attempt, each with the extra minutes and attempts given to it (an allowance may be given before a first attempt). `?format=csv`: the attempts as a CSV file.",
        params: IdParamsSchema,
        querystring: QuizResultsQuerySchema,
        response: { 200: envelope(QuizResultsSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { quiz } = await findManagedQuiz(app.db, currentUser(request), request.params.id);
      await closeOverdueAttempts(app.db, now(), { quizId: quiz.id });
      const results = await quizResults(app.db, quiz);
      if (request.query.format === 'csv') {
        // The byte order mark lets spreadsheet programs read Urdu names as UTF-8.
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="quiz-results-${quiz.id}.csv"`)
          .header('cache-control', 'no-store')
          .serializer((text) => text as string)
          .send(`\ufeff${quizResultsCsv(results)}` as never);
      }
      return { success: true as const, data: results };
    },
  );

  app.post(
    '/api/quizzes/:id/results',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Posts each enrolled student's best submitted score as the course's `quiz` result, with the results' rules (POST /api/grades/bulk): entering again replaces it, a closed term is refused (409; an admin gives `reason`, kept in each result's audit entry), every result audited.",
        params: IdParamsSchema,
        body: QuizPostResultsSchema,
        response: { 200: envelope(BulkGradeResultSchema), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const grades = await postQuizResults(app.db, user, request.params.id, request.body.reason, now());
      const { quiz } = await findManagedQuiz(app.db, user, request.params.id);
      return {
        success: true as const,
        data: { entered: grades.length, grades },
        ...say('quiz.resultsPosted', { n: grades.length, title: quiz.title }),
      };
    },
  );

  app.post(
    '/api/quizzes/:id/attempts',
    {
      config: studentOnly,
      schema: {
        tags,
        security,
        description: `Starts an attempt, or resumes the open one with its saved answers (an enrolled student): questions and options in this attempt's own shuffled order, never with a key. \`deadline\` is the earlier of start + time limit and the close; answers are taken ${QUIZ_GRACE_MS / 1000} s after it for the network. Before the open, after the close or with no attempt left: 409.`,
        params: IdParamsSchema,
        response: { 200: envelope(AttemptEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { attempt: await startAttempt(app.db, currentUser(request), request.params.id, now()) },
    }),
  );

  app.put(
    '/api/quiz-attempts/:id/answers',
    {
      config: studentOnly,
      schema: {
        tags,
        security,
        description:
          "Saves answers into the student's own attempt, one per question (again replaces it): `choice_ids` for choice questions, `text` for a short answer. A question or option not of this quiz's question: 400 naming the field, nothing saved. After the deadline (and its grace) or once submitted: 409, nothing saved.",
        params: IdParamsSchema,
        body: SaveAnswersSchema,
        response: { 200: envelope(AnswersSavedSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await saveAnswers(app.db, currentUser(request), request.params.id, request.body, now()),
    }),
  );

  app.post(
    '/api/quiz-attempts/:id/submit',
    {
      config: studentOnly,
      schema: {
        tags,
        security,
        description:
          'Submits and marks the attempt on the server → `score` and `total`. Submitting again answers the same; after the grace, what was saved by the deadline counts.',
        params: IdParamsSchema,
        response: { 200: envelope(AttemptEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { attempt: await submitAttempt(app.db, currentUser(request), request.params.id, now()) },
    }),
  );
};

export default quizRoutes;
