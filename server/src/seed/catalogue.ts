/**
 * The demo college's course catalogue: per department, the courses of each semester in order.
 * An entry is a course name, optionally followed by `< prerequisite` (a course name of an earlier
 * semester of the same department) and `*credits` when it is not the usual 3. Names ending in `Lab`
 * are one-credit practicals. Codes are derived: the department code, the semester and the position (IT-301).
 */
import type { DepartmentName } from '../../../contract/enums';

export interface DepartmentCatalogue {
  department: DepartmentName;
  code: string;
  /** Where its lectures are held, for course rooms. */
  block: string;
  /** Specialisations its teachers list on their profiles. */
  specializations: string[];
  semesters: string[][];
}

export const CATALOGUE: DepartmentCatalogue[] = [
  {
    department: 'Information Technology',
    code: 'IT',
    block: 'IT Block',
    specializations: [
      'Computer Networks',
      'Databases',
      'Web Engineering',
      'Information Security',
      'Cloud Computing',
    ],
    semesters: [
      [
        'Introduction to Information and Communication Technologies',
        'Programming Fundamentals',
        'Programming Fundamentals Lab',
        'Calculus and Analytical Geometry',
        'Functional English',
      ],
      [
        'Object Oriented Programming < Programming Fundamentals',
        'Object Oriented Programming Lab < Programming Fundamentals Lab',
        'Discrete Structures',
        'Digital Logic Design',
        'Communication and Presentation Skills',
      ],
      [
        'Data Structures and Algorithms < Object Oriented Programming',
        'Database Systems',
        'Computer Networks',
        'Linear Algebra < Calculus and Analytical Geometry',
        'Islamic Studies *2',
      ],
      [
        'Operating Systems < Data Structures and Algorithms',
        'Software Engineering',
        'Web Technologies < Database Systems',
        'Probability and Statistics',
        'Pakistan Studies *2',
      ],
      [
        'Information Security < Computer Networks',
        'Human Computer Interaction',
        'Database Administration and Management < Database Systems',
        'System and Network Administration < Computer Networks',
        'Technical and Business Writing',
      ],
      [
        'Cloud Computing',
        'Mobile Application Development < Object Oriented Programming',
        'Web Engineering < Web Technologies',
        'Virtual Systems and Services',
        'Entrepreneurship',
      ],
      [
        'Final Year Project I',
        'Artificial Intelligence',
        'IT Project Management < Software Engineering',
        'Data Warehousing and Business Intelligence',
        'Professional Practices *2',
      ],
      [
        'Final Year Project II < Final Year Project I',
        'Cyber Security < Information Security',
        'Internet of Things',
        'E-Commerce',
        'Digital Forensics',
      ],
    ],
  },
  {
    department: 'Computer Science',
    code: 'CS',
    block: 'CS Block',
    specializations: [
      'Artificial Intelligence',
      'Machine Learning',
      'Algorithms',
      'Software Engineering',
      'Computer Vision',
    ],
    semesters: [
      [
        'Introduction to Computing',
        'Programming Fundamentals',
        'Calculus and Analytical Geometry',
        'Applied Physics',
        'English Composition and Comprehension',
      ],
      [
        'Object Oriented Programming < Programming Fundamentals',
        'Discrete Structures',
        'Digital Logic Design',
        'Multivariable Calculus < Calculus and Analytical Geometry',
        'Islamic Studies *2',
      ],
      [
        'Data Structures < Object Oriented Programming',
        'Computer Organization and Assembly Language < Digital Logic Design',
        'Linear Algebra',
        'Probability and Statistics',
        'Communication Skills',
      ],
      [
        'Design and Analysis of Algorithms < Data Structures',
        'Database Systems',
        'Operating Systems < Data Structures',
        'Theory of Automata < Discrete Structures',
        'Pakistan Studies *2',
      ],
      [
        'Computer Networks',
        'Software Engineering',
        'Compiler Construction < Theory of Automata',
        'Artificial Intelligence < Design and Analysis of Algorithms',
        'Numerical Computing < Linear Algebra',
      ],
      [
        'Parallel and Distributed Computing < Operating Systems',
        'Computer Graphics < Linear Algebra',
        'Machine Learning < Artificial Intelligence',
        'Information Security < Computer Networks',
        'Human Computer Interaction',
      ],
      [
        'Final Year Project I',
        'Deep Learning < Machine Learning',
        'Natural Language Processing < Artificial Intelligence',
        'Software Quality Engineering < Software Engineering',
        'Technical Writing',
      ],
      [
        'Final Year Project II < Final Year Project I',
        'Computer Vision < Machine Learning',
        'Cloud Computing',
        'Professional Practices *2',
        'Blockchain Technologies',
      ],
    ],
  },
  {
    department: 'English',
    code: 'ENG',
    block: 'Arts Block',
    specializations: ['English Literature', 'Applied Linguistics', 'TESOL', 'Postcolonial Studies'],
    semesters: [
      [
        'Introduction to Literature',
        'Functional English',
        'Introduction to Linguistics',
        'Islamic Studies *2',
      ],
      [
        'History of English Literature',
        'Phonetics and Phonology < Introduction to Linguistics',
        'Academic Reading and Writing',
        'Pakistan Studies *2',
      ],
      [
        'Classical Poetry',
        'Morphology and Syntax',
        'Introduction to Short Fiction',
        'Introduction to Psychology',
      ],
      [
        'Romantic Poetry',
        'Semantics and Pragmatics < Morphology and Syntax',
        'Drama from Shakespeare to the Restoration',
        'Research Methods',
      ],
      [
        'Victorian Literature',
        'Sociolinguistics',
        'Literary Criticism',
        'Teaching of English as a Second Language',
      ],
      [
        'Modern Poetry',
        'Discourse Analysis',
        'The Twentieth Century Novel',
        'Literary Theory < Literary Criticism',
      ],
      [
        'Pakistani Literature in English',
        'Stylistics',
        'American Literature',
        'Research Project I < Research Methods',
      ],
      [
        'Postcolonial Literature',
        'World Englishes',
        'Translation Studies',
        'Research Project II < Research Project I',
      ],
    ],
  },
  {
    department: 'Urdu',
    code: 'URDU',
    block: 'Arts Block',
    specializations: ['Urdu Poetry', 'Urdu Fiction', 'Iqbaliyat', 'Urdu Linguistics'],
    semesters: [
      ['History of Urdu Language and Literature', 'Classical Urdu Ghazal', 'Islamic Studies *2'],
      ['Evolution of Urdu Prose', 'Dastan and Qissa', 'Pakistan Studies *2'],
      ['Urdu Nazm', 'Urdu Afsana', 'Linguistics'],
      ['Urdu Novel', 'Marsiya and Masnavi', 'Urdu Criticism'],
      ['Iqbaliyat', 'Study of Ghalib', 'Urdu Drama'],
      ['Modern Urdu Poetry', 'Research Methods', 'Urdu Journalism'],
      ['Literature of Pakistani Languages', 'Translation', 'Research Thesis I < Research Methods'],
      [
        'Literature of the Saraiki Region',
        'Urdu Literature and the Media',
        'Research Thesis II < Research Thesis I',
      ],
    ],
  },
  {
    department: 'Botany',
    code: 'BOT',
    block: 'Science Block',
    specializations: ['Plant Ecology', 'Plant Physiology', 'Mycology', 'Plant Biotechnology'],
    semesters: [
      ['Diversity of Plants', 'Plant Systematics', 'General Chemistry'],
      ['Cell Biology', 'Plant Anatomy', 'Biostatistics'],
      ['Plant Physiology', 'Genetics < Cell Biology', 'Phycology and Bryology'],
      ['Plant Ecology', 'Mycology and Plant Pathology', 'Biochemistry < General Chemistry'],
      ['Molecular Biology < Genetics', 'Plant Biotechnology', 'Economic Botany'],
      ['Environmental Biology', 'Pteridophytes and Gymnosperms', 'Ethnobotany'],
      ['Plant Breeding < Genetics', 'Seed Biology', 'Research Project I'],
      [
        'Conservation Biology',
        'Plant Tissue Culture < Plant Biotechnology',
        'Research Project II < Research Project I',
      ],
    ],
  },
  {
    department: 'Zoology',
    code: 'ZOO',
    block: 'Science Block',
    specializations: ['Entomology', 'Fisheries', 'Parasitology', 'Wildlife Management'],
    semesters: [
      ['Principles of Animal Life', 'Animal Diversity: Invertebrates', 'General Chemistry'],
      ['Animal Diversity: Chordates', 'Cell Biology', 'Biostatistics'],
      ['Animal Physiology', 'Genetics < Cell Biology', 'Ecology'],
      ['Developmental Biology', 'Animal Behaviour', 'Biochemistry < General Chemistry'],
      ['Entomology', 'Parasitology', 'Molecular Biology < Genetics'],
      ['Fisheries and Aquaculture', 'Wildlife Management', 'Immunology'],
      ['Evolution', 'Zoogeography and Paleontology', 'Research Project I'],
      ['Endocrinology < Animal Physiology', 'Toxicology', 'Research Project II < Research Project I'],
    ],
  },
  {
    department: 'Business Administration',
    code: 'BBA',
    block: 'Management Sciences Block',
    specializations: ['Finance', 'Marketing', 'Human Resource Management', 'Supply Chain Management'],
    semesters: [
      ['Principles of Management', 'Financial Accounting', 'Business Mathematics', 'Functional English'],
      ['Principles of Marketing', 'Microeconomics', 'Business Communication', 'Islamic Studies *2'],
      [
        'Cost Accounting < Financial Accounting',
        'Macroeconomics < Microeconomics',
        'Business Statistics',
        'Organizational Behaviour',
      ],
      ['Financial Management', 'Human Resource Management', 'Business Law', 'Pakistan Studies *2'],
      [
        'Marketing Management < Principles of Marketing',
        'Operations Management',
        'Management Information Systems',
        'Corporate Finance < Financial Management',
      ],
      ['Strategic Management', 'Entrepreneurship', 'Consumer Behaviour', 'Islamic Banking and Finance'],
      [
        'Supply Chain Management < Operations Management',
        'International Business',
        'Research Methods in Business',
        'Internship Report *2',
      ],
      [
        'Business Ethics and Corporate Governance',
        'Project Management',
        'Investment Analysis < Corporate Finance',
        'Final Project < Research Methods in Business *6',
      ],
    ],
  },
  {
    department: 'Education',
    code: 'EDU',
    block: 'Education Block',
    specializations: ['Educational Psychology', 'Curriculum and Instruction', 'Educational Leadership'],
    semesters: [
      ['Foundations of Education', 'Educational Psychology', 'Classroom Management', 'Teaching of English'],
      [
        'Curriculum Development',
        'Educational Assessment and Evaluation',
        'Teaching of Mathematics',
        'Teaching of Science',
      ],
      [
        'Educational Leadership and Management',
        'Inclusive Education',
        'Research Methods in Education',
        'Teaching Practice *6',
      ],
    ],
  },
];

export interface CatalogueEntry {
  name: string;
  credits: number;
  /** Names of the prerequisite courses, resolved to codes when the courses are built. */
  prerequisites: string[];
  isLab: boolean;
}

/** Parses `Name < Prerequisite *credits`. */
export function parseEntry(entry: string): CatalogueEntry {
  const creditsMatch = entry.match(/\s\*(\d)$/);
  const rest = creditsMatch ? entry.slice(0, creditsMatch.index) : entry;
  const [name, ...prerequisites] = rest.split(' < ').map((part) => part.trim());
  const isLab = name.endsWith(' Lab');
  return { name, prerequisites, isLab, credits: creditsMatch ? Number(creditsMatch[1]) : isLab ? 1 : 3 };
}
