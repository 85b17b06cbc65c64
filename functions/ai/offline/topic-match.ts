import { contentStems, normalize, stemsMatch } from '../text';
import { BANK } from './bank';
import type { BankGroup, BankTopic } from './bank/types';

/** The bank entries a free-text topic maps to; both absent when nothing matches. */
export interface TopicMatch {
  group?: BankGroup;
  topic?: BankTopic;
}

// Job-title words shared by many roles ("Sales Manager", "Store Manager"...): alone they do not identify one.
const WEAK_WORDS = new Set(
  [
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
    'gerente',
    'ingeniero',
    'desarrollador',
    'especialista',
    'representante',
    'asistente',
    'analista',
    'agente',
    'supervisor',
  ].map((w) => [...contentStems(w)][0]!),
);

/** Points for the input stems found in `text`: 2 per strong word, `weak` per weak word (see WEAK_WORDS). */
function overlap(input: Set<string>, text: string, weak = 1): number {
  let points = 0;
  for (const target of contentStems(text)) {
    const hit = [...input].some((s) => stemsMatch(s, target));
    if (hit) points += [...WEAK_WORDS].some((w) => stemsMatch(w, target)) ? weak : 2;
  }
  return points;
}

/**
 * Maps a free-text topic to the closest bank topic: exact name (English or Spanish, any case and accents)
 * first, then word overlap with topic names and keywords (2 points per distinctive word, 1 per weak name
 * word, 0 per weak keyword) plus half the group's keyword points. A topic needs 2 points; otherwise only
 * the best group (≥ 1 point) is returned, and an input with no known word matches nothing.
 */
export function matchTopic(text: string): TopicMatch {
  const plain = normalize(text.trim());
  for (const group of BANK) {
    const topic = group.topics.find((t) => normalize(t.name) === plain || normalize(t.es) === plain);
    if (topic) return { group, topic };
  }
  const input = contentStems(text);
  if (input.size === 0) return {};
  let best: TopicMatch & { points: number } = { points: 0 };
  let bestGroup: { group?: BankGroup; points: number } = { points: 0 };
  for (const group of BANK) {
    const groupPoints = overlap(input, [group.group, ...group.keywords].join(' '), 0) / 2;
    for (const topic of group.topics) {
      const points =
        Math.max(overlap(input, topic.name), overlap(input, topic.es)) +
        overlap(input, topic.keywords.join(' '), 0) +
        groupPoints;
      if (points > best.points) best = { group, topic, points };
    }
    // The group as a whole: its own words plus its topics' names and keywords, weak words ignored.
    const everything = [
      group.group,
      ...group.keywords,
      ...group.topics.flatMap((t) => [t.name, t.es, ...t.keywords]),
    ];
    const groupTotal = overlap(input, everything.join(' '), 0) / 2;
    if (groupTotal > bestGroup.points) bestGroup = { group, points: groupTotal };
  }
  if (best.points >= 2) return { group: best.group, topic: best.topic };
  return bestGroup.points >= 1 ? { group: bestGroup.group } : {};
}
