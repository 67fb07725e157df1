/**
 * Quizzes of the demo teacher's course that the demo student takes (issue 37), placed around `now` so that every
 * role sees one in each state whatever the day: one closed a week ago with its class's submitted attempts, one
 * open now (in the students' Due next), one opening in a few days. Attempts are marked by the quizzes' own
 * rules (`markAttempt`), not given made-up scores.
 */
import { markAttempt } from '../../../contract/rules/quizzes';
import type { StoredAnswers, StoredQuestion } from '../db/quiz-schema';
import { quizAttempts, quizzes } from '../db/schema';
import { markedQuestions } from '../modules/quizzes/attempts';
import type { SeededCourse } from './courses';
import { insertMany, type SeedContext } from './context';
import { rngFor, type Rng } from './random';
import type { SeededStudent } from './students';
import type { StudentTraits } from './traits';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type QuestionText = Omit<StoredQuestion, 'id' | 'options'> & { options: [string, boolean][] };

/** Questions any first course in computing asks; ids are drawn from the seed's own random numbers. */
const QUESTIONS: QuestionText[] = [
  {
    kind: 'single',
    text: 'What is the worst-case time of binary search on a sorted array of n items?',
    marks: 2,
    options: [
      ['O(log n)', true],
      ['O(n)', false],
      ['O(n log n)', false],
      ['O(1)', false],
    ],
    answers: [],
  },
  {
    kind: 'multiple',
    text: 'Which of these are stable sorting algorithms?',
    marks: 3,
    options: [
      ['Merge sort', true],
      ['Insertion sort', true],
      ['Quick sort', false],
      ['Heap sort', false],
    ],
    answers: [],
  },
  {
    kind: 'true_false',
    text: 'A stack removes the item added most recently first.',
    marks: 1,
    options: [
      ['True', true],
      ['False', false],
    ],
    answers: [],
  },
  {
    kind: 'single',
    text: 'How many bits are there in a byte?',
    marks: 1,
    options: [
      ['8', true],
      ['4', false],
      ['16', false],
    ],
    answers: [],
  },
  {
    kind: 'short',
    text: 'Name the data structure that serves items first in, first out.',
    marks: 3,
    options: [],
    answers: ['Queue', 'کیو'],
  },
];

function questionsOf(rng: Rng): StoredQuestion[] {
  return QUESTIONS.map((q) => ({
    ...q,
    id: rng.uuid(),
    options: q.options.map(([text, correct]) => ({ id: rng.uuid(), text, correct })),
  }));
}

/** A student's answers: right as often as its usual exam percentage (`strength`, 0-1), sometimes left blank. */
function answersOf(rng: Rng, questions: StoredQuestion[], strength: number): StoredAnswers {
  const answers: StoredAnswers = {};
  for (const q of questions) {
    if (rng.chance(0.05)) continue;
    const right = rng.chance(strength);
    if (q.kind === 'short') {
      answers[q.id] = {
        text: right ? rng.pick(['queue', 'Queue', ' QUEUE ', 'کیو']) : rng.pick(['stack', 'list']),
      };
      continue;
    }
    const correct = q.options.filter((o) => o.correct).map((o) => o.id);
    const wrong = q.options.filter((o) => !o.correct).map((o) => o.id);
    answers[q.id] = {
      choice_ids: right ? correct : q.kind === 'multiple' ? [correct[0]!, wrong[0]!] : [rng.pick(wrong)],
    };
  }
  return answers;
}

export async function seedQuizzes(
  ctx: SeedContext,
  courseList: SeededCourse[],
  classes: Map<string, SeededStudent[]>,
  traits: Map<string, StudentTraits>,
  demoTeacherId: string,
) {
  const rng = rngFor('quizzes');
  const demoStudent = [...classes.values()].flat().find((s) => s.isDemo)!;
  const taught = courseList.filter(
    (c) => c.instructorId === demoTeacherId && classes.get(c.id)!.includes(demoStudent),
  );
  const course = taught.find((c) => !c.isVirtual) ?? taught[0];
  if (!course) return { quizzes: 0, attempts: 0 };
  const now = ctx.now.getTime();
  // Whole hours, so that the times read as a teacher would set them.
  const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
  const plans = [
    {
      title: `${course.code} Quiz 1: Sorting and searching`,
      opens: hour - 9 * DAY_MS,
      closes: hour - 7 * DAY_MS,
    },
    { title: `${course.code} Quiz 2: Stacks and queues`, opens: hour - DAY_MS, closes: hour + 2 * DAY_MS },
    { title: `${course.code} Quiz 3: Revision`, opens: hour + 3 * DAY_MS, closes: hour + 4 * DAY_MS },
  ];
  const rows = plans.map((plan) => {
    const questions = questionsOf(rng);
    return {
      id: rng.uuid(),
      courseId: course.id,
      title: plan.title,
      instructions:
        'Answer every question. Your answers are saved as you go; submit before the time runs out.',
      opensAt: new Date(plan.opens),
      closesAt: new Date(plan.closes),
      timeLimitMinutes: 20,
      attemptsAllowed: 1,
      showAnswersAfterClose: true,
      questions,
      totalMarks: questions.reduce((sum, q) => sum + q.marks, 0),
      createdBy: demoTeacherId,
      createdAt: new Date(plan.opens - 3 * DAY_MS),
      updatedAt: new Date(plan.opens - 3 * DAY_MS),
    };
  });
  await insertMany(ctx.db, quizzes, rows);

  // The closed quiz: most of the class took it (the demo student among them), each marked as the server marks.
  const closed = rows[0]!;
  const attempts = [];
  for (const student of classes.get(course.id)!) {
    if (!student.isDemo && !rng.chance(0.8)) continue;
    const strength = (traits.get(student.id)?.ability ?? 60) / 100;
    const answers = answersOf(rng, closed.questions, strength);
    const marked = markAttempt(markedQuestions(closed.questions), answers);
    const startedAt = new Date(closed.opensAt.getTime() + rng.int(0, 40) * HOUR_MS + rng.int(0, 59) * 60_000);
    attempts.push({
      quizId: closed.id,
      studentId: student.id,
      number: 1,
      startedAt,
      deadline: new Date(startedAt.getTime() + 20 * 60_000),
      answers,
      submittedAt: new Date(startedAt.getTime() + rng.int(6, 19) * 60_000),
      score: marked.score,
      total: marked.total,
      awarded: marked.awarded,
    });
  }
  await insertMany(ctx.db, quizAttempts, attempts);
  return { quizzes: rows.length, attempts: attempts.length };
}
