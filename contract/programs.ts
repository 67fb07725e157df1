/**
 * The seven programs shown on the public Departments page (spec part 1 §2, §9), with the department
 * that runs each one. Card texts are public content; the live course lists come from the database.
 */
import type { DepartmentName } from './enums';

export const PUBLIC_PROGRAM_IDS = ['urdu', 'it', 'english', 'botany', 'zoology', 'bba', 'bed'] as const;
export type PublicProgramId = (typeof PUBLIC_PROGRAM_IDS)[number];

export interface PublicProgram {
  id: PublicProgramId;
  name: string;
  department: DepartmentName;
  /** Years of study: 4, except B.Ed at 1.5. */
  years: number;
  icon: 'languages' | 'monitor' | 'book' | 'leaf' | 'bug' | 'briefcase' | 'graduation';
  color: 'emerald' | 'blue' | 'violet' | 'lime' | 'amber' | 'rose' | 'cyan';
  description: string;
  courses: readonly string[];
}

export const PUBLIC_PROGRAMS: readonly PublicProgram[] = [
  {
    id: 'urdu',
    name: 'BS Urdu',
    department: 'Urdu',
    years: 4,
    icon: 'languages',
    color: 'emerald',
    description:
      'Urdu language, classical and modern literature, criticism and research in the national language.',
    courses: [
      'Classical Urdu Poetry',
      'Urdu Fiction and Drama',
      'Literary Criticism',
      'History of Urdu Language',
      'Research Methodology',
    ],
  },
  {
    id: 'it',
    name: 'BS Information Technology',
    department: 'Information Technology',
    years: 4,
    icon: 'monitor',
    color: 'blue',
    description:
      'Programming, networks, databases and web development for a career in the software and IT industry.',
    courses: [
      'Programming Fundamentals',
      'Data Structures and Algorithms',
      'Database Systems',
      'Computer Networks',
      'Web Engineering',
    ],
  },
  {
    id: 'english',
    name: 'BS English',
    department: 'English',
    years: 4,
    icon: 'book',
    color: 'violet',
    description:
      'English language and literature, linguistics and communication skills for teaching, media and civil service.',
    courses: [
      'Introduction to Literature',
      'Phonetics and Phonology',
      'Romantic Poetry',
      'Modern Novel',
      'Applied Linguistics',
    ],
  },
  {
    id: 'botany',
    name: 'BS Botany',
    department: 'Botany',
    years: 4,
    icon: 'leaf',
    color: 'lime',
    description:
      'Plant life from cells to ecosystems, with laboratory and field work in the plants of the Cholistan region.',
    courses: ['Plant Diversity', 'Plant Physiology', 'Genetics', 'Plant Ecology', 'Plant Biotechnology'],
  },
  {
    id: 'zoology',
    name: 'BS Zoology',
    department: 'Zoology',
    years: 4,
    icon: 'bug',
    color: 'amber',
    description:
      'Animal diversity, physiology and wildlife, with laboratory practice for research, health and conservation careers.',
    courses: ['Animal Diversity', 'Cell Biology', 'Animal Physiology', 'Wildlife Management', 'Entomology'],
  },
  {
    id: 'bba',
    name: 'BBA',
    department: 'Business Administration',
    years: 4,
    icon: 'briefcase',
    color: 'rose',
    description: 'Management, accounting, marketing and finance for business, banking and entrepreneurship.',
    courses: [
      'Principles of Management',
      'Financial Accounting',
      'Marketing Management',
      'Business Finance',
      'Entrepreneurship',
    ],
  },
  {
    id: 'bed',
    name: 'B.Ed',
    department: 'Education',
    years: 1.5,
    icon: 'graduation',
    color: 'cyan',
    description:
      'Teaching methods, educational psychology and classroom practice for graduates who want to teach.',
    courses: [
      'Educational Psychology',
      'Teaching Methods',
      'Classroom Management',
      'Assessment and Evaluation',
      'Teaching Practice',
    ],
  },
];

export const findPublicProgram = (id: string) => PUBLIC_PROGRAMS.find((p) => p.id === id);

/** Key courses shown on a card before '+N more courses'. */
export const KEY_COURSES_ON_CARD = 3;
