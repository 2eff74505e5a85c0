/**
 * The business constants of CrimReview. The database is seeded from these on first start
 * (board areas, subjects, difficulty levels, plans); after that the database is the source
 * of truth for what administrators may edit (subject names, plan features).
 */

export const BOARD_AREA_IDS = [
  'criminal-law',
  'criminal-investigation',
  'criminalistics',
  'criminal-sociology',
  'law-enforcement',
  'correctional-administration',
] as const;
export type BoardAreaId = (typeof BOARD_AREA_IDS)[number];

/** Keys used by the old admin screens, accepted on input and stored canonically (decisions.md). */
export const BOARD_AREA_ALIASES: Record<string, BoardAreaId> = {
  'crime-detection': 'criminal-investigation',
  'correctional-admin': 'correctional-administration',
  'human-rights': 'criminal-sociology',
  'industrial-security': 'law-enforcement',
};

export function canonicalBoardArea(key: string): BoardAreaId | null {
  const k = key.trim().toLowerCase();
  if ((BOARD_AREA_IDS as readonly string[]).includes(k)) return k as BoardAreaId;
  return BOARD_AREA_ALIASES[k] ?? null;
}

export interface BoardAreaSeed {
  id: BoardAreaId;
  title: string;
  description: string;
  icon: string;
  color: string;
  weight: number;
  subjects: string[];
}

export const BOARD_AREAS: BoardAreaSeed[] = [
  {
    id: 'criminal-law',
    title: 'Criminal Law and Jurisprudence',
    description:
      'The Revised Penal Code, special penal laws, criminal procedure and the rules on evidence as applied by Philippine courts.',
    icon: 'scale',
    color: '#b91c1c',
    weight: 20,
    subjects: [
      'Criminal Law Book 1',
      'Criminal Law Book 2',
      'Criminal Procedure',
      'Criminal Evidence',
      'Court Testimony',
      'Special Penal Laws',
    ],
  },
  {
    id: 'criminal-investigation',
    title: 'Crime Detection and Investigation',
    description:
      'Investigation from the crime scene to the case folder: traffic, special crimes, drugs and vice, fire and arson, organized and cyber crime.',
    icon: 'search',
    color: '#1d4ed8',
    weight: 15,
    subjects: [
      'Fundamentals of Criminal Investigation',
      'Traffic Management and Accident Investigation',
      'Special Crime Investigation',
      'Drug Education and Vice Control',
      'Fire Technology and Arson Investigation',
      'Organized Crime and Cybercrime Investigation',
    ],
  },
  {
    id: 'criminalistics',
    title: 'Criminalistics',
    description:
      'Forensic science in the service of justice: identification, photography, ballistics, documents, polygraphy and legal medicine.',
    icon: 'microscope',
    color: '#7e22ce',
    weight: 20,
    subjects: [
      'Personal Identification',
      'Forensic Photography',
      'Forensic Ballistics',
      'Questioned Documents Examination',
      'Polygraphy',
      'Legal Medicine',
    ],
  },
  {
    id: 'criminal-sociology',
    title: 'Criminal Sociology and Ethics',
    description:
      'Why crime happens and how to prevent it: criminology, juvenile delinquency, human behavior, professional ethics and human rights.',
    icon: 'users',
    color: '#047857',
    weight: 15,
    subjects: [
      'Introduction to Criminology',
      'Juvenile Delinquency and Crime Prevention',
      'Human Behavior and Crisis Management',
      'Professional Conduct and Ethical Standards',
      'Human Rights Education',
      'Philippine Criminal Justice System',
    ],
  },
  {
    id: 'law-enforcement',
    title: 'Law Enforcement Administration',
    description:
      'How the police are organized and led: PNP administration, patrol, intelligence, personnel and records, industrial security and comparative systems.',
    icon: 'shield',
    color: '#0e7490',
    weight: 20,
    subjects: [
      'Police Organization and Administration',
      'Police Patrol Operations',
      'Police Intelligence',
      'Police Personnel and Records Management',
      'Industrial Security Management',
      'Comparative Police Systems',
    ],
  },
  {
    id: 'correctional-administration',
    title: 'Correctional Administration',
    description:
      'Jails, prisons and community-based corrections: BJMP and BuCor, probation and parole, therapeutic modalities and executive clemency.',
    icon: 'building',
    color: '#b45309',
    weight: 10,
    subjects: [
      'Institutional Corrections',
      'Non-Institutional Corrections',
      'Therapeutic Modalities',
      'Jail Management and Penology',
      'Prison Management',
      'Executive Clemency and Good Conduct Time Allowance',
    ],
  },
];

export const DIFFICULTIES = ['basic', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export interface DifficultySeed {
  id: Difficulty;
  label: string;
  /** Name shown on results (Bloom's level). */
  level_label: string;
  question_count: number;
  time_limit_minutes: number;
}

export const DIFFICULTY_LEVELS: DifficultySeed[] = [
  { id: 'basic', label: 'Basic', level_label: 'Remembering', question_count: 15, time_limit_minutes: 20 },
  {
    id: 'intermediate',
    label: 'Intermediate',
    level_label: 'Understanding',
    question_count: 20,
    time_limit_minutes: 30,
  },
  { id: 'advanced', label: 'Advanced', level_label: 'Applying', question_count: 25, time_limit_minutes: 40 },
];

export const PLAN_IDS = ['basic', 'premium', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export interface PlanSeed {
  id: PlanId;
  name: string;
  monthly: number;
  yearly: number;
  features: string[];
}

export const PLANS: PlanSeed[] = [
  {
    id: 'basic',
    name: 'Basic',
    monthly: 499,
    yearly: 4990,
    features: [
      'Video lectures in all 6 board areas',
      'Study guides for every board area',
      'Practice tests at every difficulty',
      'Personal progress dashboard',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    monthly: 899,
    yearly: 8990,
    features: [
      'Everything in Basic',
      'Board readiness report against the CLE passing rule',
      'Review deck of the questions you missed, timed to your exam date',
      'Detailed explanations for every question',
      'Review community newsfeed',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    monthly: 1299,
    yearly: 12990,
    features: [
      'Everything in Premium',
      'Scores by topic, with the lectures that teach your weakest',
      'Your percentile in your review center and nationwide',
      'Timed mock board exams on the PRC blueprint, with a report card',
    ],
  },
];

export const SUBSCRIPTIONS = ['trial', 'basic', 'premium', 'pro'] as const;
export type Subscription = (typeof SUBSCRIPTIONS)[number];

export const LIMITS = {
  trialDays: 7,
  passingScore: 75,
  scoreGreenAt: 80,
  scoreYellowAt: 60,
  timerWarningSeconds: 300,
  /** Answers arriving this long after the deadline still count (network latency). */
  submitGraceSeconds: 15,
  yearlySavingPercent: 17,
  startingPrice: 499,
  sessionDays: 30,
  resetTokenMinutes: 60,
  loginFailureLimit: 10,
  /** Failures of one account from all addresses before each further try must wait (doubling). */
  accountFailureFreeTries: 20,
  /** Failures from one address across all accounts (password spraying) before it must wait. */
  addressFailureLimit: 50,
  loginFailureWindowMinutes: 15,
  inactivityMinutes: 10,
  passwordMin: 8,
  passwordMax: 128,
  /** Longest phone number the server accepts (the web form uses the same). */
  phoneMax: 40,
  questionPoolLimit: 100,
  maxSubjectTiles: 8,
  dashboardRecentResults: 5,
  resultsScreenLimit: 50,
} as const;

export const TIME_ZONE = 'Asia/Manila';

/** A practice test id is `{area}-{subjectIndex}-{difficulty}`; the area contains dashes, so parse from the right. */
export function parseTestId(
  testId: string,
): { boardArea: BoardAreaId; subjectIndex: number; difficulty: Difficulty } | null {
  const parts = testId.split('-');
  if (parts.length < 3) return null;
  const difficulty = parts.pop() as Difficulty;
  const subjectIndex = Number(parts.pop());
  const boardArea = canonicalBoardArea(parts.join('-'));
  if (!boardArea || !DIFFICULTIES.includes(difficulty)) return null;
  if (!Number.isInteger(subjectIndex) || subjectIndex < 1 || subjectIndex > 6) return null;
  return { boardArea, subjectIndex, difficulty };
}

export function testIdOf(boardArea: string, subjectIndex: number, difficulty: string): string {
  return `${boardArea}-${subjectIndex}-${difficulty}`;
}

/** A practice test's title as its attempts and results carry it: 'Criminal Law Book 1 — Basic'. */
export function testTitleOf(subject: string, difficultyLabel: string): string {
  return `${subject} — ${difficultyLabel}`;
}
