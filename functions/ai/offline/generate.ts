import type { Difficulty, Language, Seniority } from '../../../shared/interview-options';
import type { GeneratedQuestion, GenerateQuestionsInput } from '../provider';
import { hash32, normalize, seededRandom } from '../text';
import ROLE_NAMES from './bank/role-names.json';
import { keyPointText } from './bank/types';
import { inBankLanguage, writtenBank, type WrittenQuestion } from './bank/written';
import { matchTopic, type TopicMatch } from './topic-match';

/** Offline questions in the language actually written, with a notice when it is not the requested one. */
export interface OfflineQuestions {
  questions: GeneratedQuestion[];
  language: Language;
  notice?: string;
}

/** Shown when the bank has no questions in the requested language (see `./bank/written.ts`). */
export const ENGLISH_FALLBACK_NOTICE =
  'Questions are in English: the offline generator has no questions in this language.';

/** Shown when a role's own questions exist only in English and Spanish (`./bank/groups/`). */
export const ROLE_QUESTIONS_NOTICE =
  'Role-specific questions are written in English and Spanish only: these are general questions with the role written in.';

/** Quotation marks around a topic the manager typed, by interview language (English: none; Russian's templates quote it). */
const QUOTES: Partial<Record<Language, [string, string]>> = {
  Spanish: ['«', '»'],
  Portuguese: ['“', '”'],
  'Mandarin Chinese': ['“', '”'],
  Japanese: ['「', '」'],
  Arabic: ['«', '»'],
  Hindi: ['“', '”'],
  Bengali: ['“', '”'],
  Punjabi: ['“', '”'],
};

/** A bank topic's name in `language`: its own, its Spanish one, or the first of `./bank/role-names.json`. */
function topicName(topic: NonNullable<TopicMatch['topic']>, language: Language): string {
  if (language === 'English') return topic.name;
  if (language === 'Spanish') return topic.es;
  const names = (ROLE_NAMES as unknown as Record<string, Partial<Record<Language, string[]>>>)[topic.name];
  return names?.[language]?.[0] ?? topic.name;
}

/**
 * What the manager is told about the topic when it is not a bank topic's name (see `matchTopic`): which
 * bank topic or group the role questions came from, and whether the match was loose, or that the topic
 * was not recognised.
 */
export function topicNotice(typed: string, match: TopicMatch): string | undefined {
  const topic = `“${typed.trim()}”`;
  switch (match.quality) {
    case 'exact':
      return undefined;
    case 'close':
      return `${topic} is not a bank topic: role questions come from the bank topic ${match.topic!.name}.`;
    case 'loose':
      return `${topic} matched the bank topic ${match.topic!.name} loosely: check that its role questions fit.`;
    case 'group':
      return `${topic} was not recognised as a bank topic: role questions come from the ${match.group!.group} group.`;
    case 'none':
      return `${topic} was not recognised: the questions are general ones with the topic written in.`;
  }
}

// Share of the questions each pool gets before the caps of small pools are redistributed.
const POOL_WEIGHTS = { personal: 0, role: 0.45, group: 0.15, templates: 0.17, generic: 0.23 } as const;
/** Share of the questions about the applicant's own skills, bio and context (from 3 questions up). */
const PERSONAL_SHARE = 0.35;
type Pool = keyof typeof POOL_WEIGHTS;
// Who inherits a small pool's unused share, first to last.
const REFILL_ORDER: Pool[] = ['role', 'templates', 'group', 'generic', 'personal'];

const SENIORITY_LEVEL: Record<Seniority, number> = { Junior: 0, 'Mid-Senior': 1, Senior: 2 };
const DIFFICULTY_LEVEL: Record<Difficulty, number> = { Easy: 0, Medium: 1, Hard: 2 };

/** Target level 0-2: the mean of seniority and difficulty (each 1 when not given). */
function targetLevel(seniority?: Seniority, difficulty?: Difficulty): number {
  return ((seniority ? SENIORITY_LEVEL[seniority] : 1) + (difficulty ? DIFFICULTY_LEVEL[difficulty] : 1)) / 2;
}

/** Comma/semicolon separated skills, trimmed, de-duplicated (case/accent-insensitive), at most 6. */
function parseSkills(...lists: (string | undefined)[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of lists.flatMap((l) => (l ?? '').split(/[,;\n]/))) {
    const skill = raw.trim().replace(/\s+/g, ' ').slice(0, 60);
    if (skill && !seen.has(normalize(skill))) {
      seen.add(normalize(skill));
      skills.push(skill);
    }
  }
  return skills.slice(0, 6);
}

/** First sentence of `text`, cut at a word boundary to at most `max` characters. */
function excerpt(text: string, max = 140): string {
  const first =
    text
      .trim()
      .replace(/\s+/g, ' ')
      .split(/(?<=[.!?])\s/)[0] ?? '';
  if (first.length <= max) return first.replace(/[.!?]$/, '');
  return `${first.slice(0, first.lastIndexOf(' ', max)).replace(/[,;:]$/, '')}…`;
}

interface Candidate {
  question: WrittenQuestion;
  values: Record<string, string>;
}

/** Largest-remainder split of `count` over the pools, capped by pool size, leftovers in REFILL_ORDER. */
function allocate(count: number, sizes: Record<Pool, number>): Record<Pool, number> {
  const pools = Object.keys(POOL_WEIGHTS) as Pool[];
  const share = pools.map((p) => ({ p, exact: count * POOL_WEIGHTS[p] }));
  const result = Object.fromEntries(share.map(({ p, exact }) => [p, Math.floor(exact)])) as Record<
    Pool,
    number
  >;
  let left = count - pools.reduce((n, p) => n + result[p], 0);
  for (const { p } of [...share].sort((a, b) => (b.exact % 1) - (a.exact % 1))) {
    if (left-- > 0) result[p] += 1;
  }
  let spare = 0;
  for (const p of pools) {
    spare += Math.max(0, result[p] - sizes[p]);
    result[p] = Math.min(result[p], sizes[p]);
  }
  for (const p of REFILL_ORDER) {
    const add = Math.min(spare, sizes[p] - result[p]);
    result[p] += add;
    spare -= add;
  }
  return result;
}

/** Fills `{name}` placeholders. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
}

/**
 * Builds `numberOfQuestions` distinct questions from the bank (see `./bank/index.ts`), deterministically:
 * the order inside each pool comes from a PRNG seeded with a hash of the input. The mix: questions on the
 * applicant's skills, bio and context; role-specific; group; topic templates; generic behavioural ones.
 * Seniority and difficulty move the mix towards fundamentals (Junior/Easy) or architecture and leadership
 * (Senior/Hard). Every language of `./bank/written.ts` is written natively (role and group questions
 * in English and Spanish only); any other falls back to English.
 */
export function generateOfflineQuestions(input: GenerateQuestionsInput): OfflineQuestions {
  const own = writtenBank(input.language);
  const language: Language = own ? input.language : 'English';
  const bank = own ?? writtenBank('English')!;
  const lang = language === 'Spanish' ? 'es' : 'en';
  const random = seededRandom(hash32(JSON.stringify(input)));
  const target = targetLevel(input.seniority, input.difficulty);

  const topicText = input.topic.trim() || input.context?.title || '';
  let match = matchTopic(topicText);
  if (!match.group && input.context?.title) match = matchTopic(input.context.title);
  // A bank topic reads in the interview's language; any other topic is the manager's own words, quoted
  // as a title in Spanish sentences rather than pasted into them.
  const quotes = QUOTES[language];
  const topicLabel =
    match.quality === 'exact'
      ? topicName(match.topic!, language)
      : quotes
        ? `${quotes[0]}${topicText}${quotes[1]}`
        : topicText;
  const base = { topic: topicLabel };

  const personal: Candidate[] = [];
  const context = input.context;
  if (context?.kind === 'jobPosition' && context.description?.trim()) {
    personal.push({
      question: bank.position,
      values: { title: context.title, detail: excerpt(context.description) },
    });
  }
  const experience = context?.kind === 'applicant' ? (context.experience ?? context.description) : undefined;
  if (context && experience?.trim()) {
    personal.push({
      question: bank.applicant,
      values: { title: context.title, detail: excerpt(experience) },
    });
  }
  // The bio describes the role; a job position's description, passed as the bio too, already has its
  // own question above.
  const bio = input.bio?.trim();
  if (bio && !(context?.kind === 'jobPosition' && context.description?.trim() === bio))
    personal.push({ question: bank.role, values: { bio: excerpt(bio) } });
  parseSkills(input.skills, context?.skills).forEach((skill, i) => {
    // Around the target level, varied between skills so the wording does not repeat.
    const level = Math.min(2, Math.max(0, Math.round(target) + [0, -1, 1][i % 3]!));
    personal.push({ question: bank.skill[level]!, values: { skill } });
  });

  const inLang = (qs: Parameters<typeof inBankLanguage>[0][] | undefined) =>
    (qs ?? []).map((q) => inBankLanguage(q, lang));
  const sortByLevel = (questions: WrittenQuestion[]): Candidate[] =>
    questions
      .map((question) => ({
        question,
        values: {},
        rank: -Math.abs(question.level - target) + random() * 1.2,
      }))
      .sort((a, b) => b.rank - a.rank);
  const pools: Record<Pool, Candidate[]> = {
    personal,
    role: sortByLevel(bank.roleQuestions ? inLang(match.topic?.questions) : []),
    group: sortByLevel(bank.roleQuestions ? inLang(match.group?.questions) : []),
    templates: sortByLevel(bank.topic),
    generic: sortByLevel(bank.generic),
  };
  const count = Math.max(1, Math.floor(input.numberOfQuestions));
  // Personal questions first take their share, so every listed skill is asked about in a normal template;
  // a 1-2 question template stays on the role itself.
  const personalCount = count >= 3 ? Math.min(personal.length, Math.ceil(count * PERSONAL_SHARE)) : 0;
  const quota = allocate(count - personalCount, {
    personal: pools.personal.length - personalCount,
    role: pools.role.length,
    group: pools.group.length,
    templates: pools.templates.length,
    generic: pools.generic.length,
  });
  quota.personal += personalCount;

  // Interview flow: background first, then the role, the skills, situations, behaviour.
  const chosen = [
    ...pools.personal.slice(0, quota.personal).filter((c) => !c.values.skill),
    ...pools.role.slice(0, quota.role),
    ...pools.group.slice(0, quota.group),
    ...pools.personal.slice(0, quota.personal).filter((c) => c.values.skill),
    ...pools.templates.slice(0, quota.templates),
    ...pools.generic.slice(0, quota.generic),
  ];
  const seen = new Set<string>();
  const questions: GeneratedQuestion[] = [];
  for (const { question, values } of chosen) {
    const all = { ...base, ...values };
    const text = fill(question.text, all);
    if (seen.has(normalize(text))) continue;
    seen.add(normalize(text));
    questions.push({ text, keyPoints: question.keyPoints.map((k) => fill(keyPointText(k), all)) });
  }
  const notices = [
    language !== input.language ? ENGLISH_FALLBACK_NOTICE : undefined,
    !bank.roleQuestions && match.group ? ROLE_QUESTIONS_NOTICE : undefined,
    // Which bank topic gave the role questions matters only where there are role questions.
    topicText && (bank.roleQuestions || match.quality === 'none') ? topicNotice(topicText, match) : undefined,
  ].filter(Boolean);
  return {
    questions: questions.slice(0, count),
    language,
    ...(notices.length > 0 ? { notice: notices.join(' ') } : {}),
  };
}
