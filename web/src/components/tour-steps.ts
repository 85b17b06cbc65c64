/** Where a tour step points: the side navigation link carrying `data-tour="<target>"`. */
export type TourTarget = 'applicants' | 'templates' | 'job-positions';

/** One step of the welcome tour. */
export interface TourStep {
  id: 'welcome' | TourTarget;
  title: string;
  content: string;
  /** The element the step is about; none for the welcome step. */
  target?: TourTarget;
}

/** The four steps of the welcome tour (docs/product.md#screen-welcome-tour). */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to your hiring dashboard',
    content:
      'This short tour shows where things are. Use the arrow keys to move between steps, or Escape to close it.',
  },
  {
    id: 'applicants',
    title: 'Applicants',
    content:
      'Keep every applicant here with their profile and skills, and assign them interview sessions with an access code.',
    target: 'applicants',
  },
  {
    id: 'templates',
    title: 'Interview Templates',
    content:
      'Describe a topic and the AI writes the questions and the key points a good answer covers. Reuse a template for many sessions.',
    target: 'templates',
  },
  {
    id: 'job-positions',
    title: 'Job Positions',
    content:
      'Describe the roles you are hiring for and create custom interview templates from a job position.',
    target: 'job-positions',
  },
];

/** Step index before the tour starts and after it ends (docs/product.md#screen-welcome-tour). */
export const TOUR_NOT_STARTED = -1;

/** Fade-in of a tour step (docs/product.md#constants). */
export const TOUR_FADE_IN_MS = 250;

/** Tour button labels (docs/product.md#constants). */
export const TOUR_LABELS = {
  skip: 'Skip tour',
  previous: 'Previous',
  next: 'Next',
  finish: 'Finish',
} as const;

/** localStorage key of a manager's "tour completed" flag: per user, so each manager sees it once. */
export function tourStorageKey(userId: string): string {
  return `tour-completed:${userId}`;
}

/** Whether this manager already skipped, finished or stopped the tour; unreadable storage counts as yes. */
export function isTourCompleted(userId: string): boolean {
  try {
    return localStorage.getItem(tourStorageKey(userId)) === 'true';
  } catch {
    return true;
  }
}

/** Records that the tour is done for this manager (skip, finish and stop all count). */
export function markTourCompleted(userId: string): void {
  try {
    localStorage.setItem(tourStorageKey(userId), 'true');
  } catch {
    // Storage full or blocked: the tour may show again next time, which is harmless.
  }
}
