/**
 * The admissions content without Zod, for the pages that show it (the public entry loads no Zod); the schema
 * that checks an edit is in admissions.ts.
 */
export const ADMISSION_PROGRAM_IDS = ['it', 'cs', 'se'] as const;
export type AdmissionProgramId = (typeof ADMISSION_PROGRAM_IDS)[number];

/** The program each id stands for (its name is the reference value translated on the page). */
export const ADMISSION_PROGRAM_NAMES: Record<AdmissionProgramId, string> = {
  it: 'BS Information Technology',
  cs: 'BS Computer Science',
  se: 'BS Software Engineering',
};

/** The admission calendar, in the order its steps happen. */
export const ADMISSION_DATE_KEYS = ['open', 'deadline', 'test', 'merit', 'classes'] as const;
export type AdmissionDateKey = (typeof ADMISSION_DATE_KEYS)[number];

export const ADMISSION_DATE_LABELS: Record<AdmissionDateKey, string> = {
  open: 'Applications open',
  deadline: 'Application deadline',
  test: 'Entrance test',
  merit: 'Merit list',
  classes: 'Classes begin',
};

/** The highest fee a form accepts, in rupees per semester: a typo of one zero too many is caught. */
export const MAX_SEMESTER_FEE = 5_000_000;

export type AdmissionProgram = {
  id: AdmissionProgramId;
  /** Whether the program takes students this year. */
  offered: boolean;
  creditHours: number;
  feePerSemester: number;
};

export type Admissions = {
  year: number;
  dates: Record<AdmissionDateKey, string>;
  programs: AdmissionProgram[];
};

/** The specification's admissions content (part 1 §9). */
export const DEFAULT_ADMISSIONS: Admissions = {
  year: 2025,
  dates: {
    open: '2025-03-01',
    deadline: '2025-06-30',
    test: '2025-07-15',
    merit: '2025-07-30',
    classes: '2025-09-01',
  },
  programs: [
    { id: 'it', offered: true, creditHours: 132, feePerSemester: 150_000 },
    { id: 'cs', offered: true, creditHours: 132, feePerSemester: 150_000 },
    { id: 'se', offered: true, creditHours: 132, feePerSemester: 160_000 },
  ],
};
