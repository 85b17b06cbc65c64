import { contentWords, hasStem, normalize, stemsMatch } from '../text';
import { BANK } from './bank';
import type { BankGroup, BankTopic } from './bank/types';
import ROLE_NAMES from './bank/role-names.json';

/**
 * A topic's names in the other interview languages (`./bank/role-names.json`): "Бухгалтер" is the
 * Accountant. Matched whole only: their stems read with another language's stemmer would meet unrelated
 * words ("Executivo de Contas" and "contable").
 */
function namesOf(topic: BankTopic): string[] {
  const names = (ROLE_NAMES as unknown as Record<string, Record<string, string[]> | undefined>)[topic.name];
  return names ? Object.values(names).flat() : [];
}

/**
 * The bank entries a free-text topic maps to, and how: `exact` (a bank topic's name), `close` (every
 * distinctive word of the input found in one topic), `loose` (a topic that shares two or more words but
 * not all), `group` (no topic, only a group's words), `none`.
 */
export interface TopicMatch {
  group?: BankGroup;
  topic?: BankTopic;
  quality: 'exact' | 'close' | 'loose' | 'group' | 'none';
}

// Job-title words shared by many roles ("Sales Manager", "Store Manager"...) and seniority words: alone
// they do not identify a role.
const WEAK_WORDS = [
  'manager',
  'engineer',
  'developer',
  'specialist',
  'representative',
  'assistant',
  'analyst',
  'agent',
  'associate',
  'supervisor',
  'senior',
  'junior',
  'lead',
  'head',
  'gerente',
  'ingeniero',
  'desarrollador',
  'especialista',
  'representante',
  'asistente',
  'analista',
  'agente',
  'jefe',
].flatMap((w) => contentWords(w)[0]?.stems ?? []);

/** The distinctive words of a text, each as its stem variants (weak and stop words, and codes with digits such as "2", "x86" or "a1b2", left out). */
function distinctive(text: string): string[][] {
  return contentWords(text)
    .filter((w) => !/\d/.test(w.word))
    .map((w) => w.stems)
    .filter((stems) => !stems.some((s) => WEAK_WORDS.some((weak) => stemsMatch(weak, s))));
}

/** How many of the input's distinctive words `texts` contain. */
function shared(input: string[][], texts: string[]): number {
  const target = new Set(texts.flatMap((t) => contentWords(t).flatMap((w) => w.stems)));
  return input.filter((stems) => stems.some((s) => hasStem(target, s))).length;
}

/**
 * Maps a free-text topic to the closest bank topic. An exact name (English or Spanish, or a title of
 * `./bank/role-names.json` in another interview language; any case and accents) wins; otherwise a topic needs two shared distinctive words, or the input's only distinctive
 * word: one shared word among several never decides ("Site Reliability Engineer" is not a civil
 * engineer's "site"). Without a topic, a group is chosen on the same rule over all its words.
 */
export function matchTopic(text: string): TopicMatch {
  const plain = normalize(text.trim());
  for (const group of BANK) {
    const topic = group.topics.find((t) =>
      [t.name, t.es, ...namesOf(t)].some((name) => normalize(name) === plain),
    );
    if (topic) return { group, topic, quality: 'exact' };
  }
  const input = distinctive(text);
  if (input.length === 0) return { quality: 'none' };
  const enough = (n: number) => n >= 2 || (n === 1 && input.length === 1);
  let best: { group: BankGroup; topic: BankTopic; points: number } | undefined;
  let bestGroup: { group: BankGroup; points: number } | undefined;
  for (const group of BANK) {
    for (const topic of group.topics) {
      const points = shared(input, [topic.name, topic.es, ...topic.keywords]);
      if (enough(points) && points > (best?.points ?? 0)) best = { group, topic, points };
    }
    const everything = [
      group.group,
      ...group.keywords,
      ...group.topics.flatMap((t) => [t.name, t.es, ...t.keywords]),
    ];
    const points = shared(input, everything);
    if (enough(points) && points > (bestGroup?.points ?? 0)) bestGroup = { group, points };
  }
  if (best) {
    return {
      group: best.group,
      topic: best.topic,
      quality: best.points === input.length ? 'close' : 'loose',
    };
  }
  return bestGroup ? { group: bestGroup.group, quality: 'group' } : { quality: 'none' };
}
