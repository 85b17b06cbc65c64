import CUES from './lang/cues.json';
import type { Language } from '../../../shared/interview-options';
import { contentStems, contentWords, hasStem, isStopWord, normalize, words } from '../text';
import { termsOf } from './evidence-terms';
import { sentenceOf, termIn } from './match';

/**
 * What an answer brings beyond the question's and key points' own words
 * (docs/decisions/0097-offline-scorer-calibration.md): the rubric echoed back, keyword lists, greetings, and the concrete detail
 * (numbers, names, the answer's own words) that tells an account of real work from a restatement.
 */

/**
 * Share of an answer's distinct content words that must be its own (not the rubric's) for it not to be
 * an echo: when more than 70 % are the question's and key points' words, it restates them.
 */
export const ECHO_NOVELTY = 0.3;
/** Share of own words under which an answer that lists three key points in one sentence restates them. */
export const LIST_NOVELTY = 0.4;
/** Fewest distinct content words an answer needs before it can count as an echo of the key points. */
const ECHO_MIN_WORDS = 8;
/** Share of the question's content words that makes an answer with few words of its own a copy of it. */
const COPY_SHARE = 0.6;

const GREETING =
  /^(hi|hello|hey|good (morning|afternoon|evening)|thanks?( you)?|thank you|nice to meet you|hola|buenos dias|buenas( tardes| noches)?|gracias|encantad[oa]|mucho gusto|saludos|ola|oi|bom dia|boa tarde|obrigad[oa]|здравствуйте|привет|спасибо|こんにちは|ありがとう|你好|谢谢|नमस्ते|धन्यवाद|مرحبا|شكرا|নমস্কার|ধন্যবাদ|ਸਤ ਸ੍ਰੀ ਅਕਾਲ|ਧੰਨਵਾਦ)/;

/** How an answer stands against its question and key points. */
export interface Substance {
  /** No sentences (a list of terms, the same words repeated) or nothing but greetings. */
  flaw?: 'keywords' | 'greeting';
  /** Most of its content words are the question's or key points' own: a restatement or a copy. */
  echo: boolean;
  /** Its content words are all the question's (a copy of the question, nothing from the key points). */
  questionCopy: boolean;
  /** Distinct content stems of the answer not in the question or key points. */
  ownWords: number;
  /** `ownWords` as a share of the answer's distinct content stems (0-1). */
  ownShare: number;
  /**
   * Content stems of the question the answer uses, and its content words the answer speaks of in other
   * words of their concepts (`./lang/concepts.json`: "performance" for "slow"), a measured result aside.
   */
  questionWords: number;
}

/** True when `stem` (or a stem it begins) is in `set`. */
const inSet = (set: Set<string>, stem: string) => set.has(stem) || hasStem(set, stem);

/** Measures `answer` against the rubric (question and key points) in the interview's language. */
export function substanceOf(
  answer: string,
  question: string,
  keyPoints: string[],
  language?: Language,
): Substance {
  const ws = words(answer, language);
  const questionStems = contentStems(question, language);
  const rubric = new Set([...questionStems, ...contentStems(keyPoints.join(' '), language)]);
  const content = contentWords(answer, language);
  const own = new Set(
    content
      .filter((w) => /\d/.test(w.word) || !w.stems.some((s) => inSet(rubric, s)))
      .map((w) => w.stems[0]!),
  );
  const answerStems = new Set(content.flatMap((w) => w.stems));
  const sameWords = [...questionStems].filter((q) => inSet(answerStems, q)).length;
  const distinct = new Set(content.map((w) => w.stems[0])).size;
  const questionCopy =
    questionStems.size > 0 && sameWords / questionStems.size >= COPY_SHARE && own.size / distinct <= 0.5;
  const echo = questionCopy || (distinct >= ECHO_MIN_WORDS && own.size / distinct < ECHO_NOVELTY);
  return {
    flaw: flawOf(answer, ws, language),
    echo,
    questionCopy,
    ownWords: own.size,
    ownShare: distinct ? own.size / distinct : 0,
    questionWords: sameWords + inOtherWords(question, answer, answerStems, language),
  };
}

/**
 * Distinct content words of `question` that `answer` does not use but speaks of with another word of
 * one of their concepts (`./lang/concepts.json`); a measured result (`#`) does not count.
 */
function inOtherWords(
  question: string,
  answer: string,
  answerStems: Set<string>,
  language?: Language,
): number {
  const said = sentenceOf(answer, language);
  const unused = contentWords(question, language).filter((w) => !w.stems.some((s) => inSet(answerStems, s)));
  return new Set(
    unused
      .filter((w) => termsOf(w.word, language).some((t, i) => i > 0 && t !== '#' && termIn(t, said)))
      .map((w) => w.word),
  ).size;
}

/** A list of terms without sentences, the same words repeated, or only greetings. */
function flawOf(answer: string, ws: string[], language?: Language): Substance['flaw'] {
  if (ws.length === 0) return 'greeting';
  const segments = answer.split(/[,;\n|/·•、，；]+/).filter((s) => words(s, language).length > 0);
  // Terms separated by commas, none of them a clause: at most three words and no function word.
  const terms = segments.filter((s) => {
    const sw = words(s, language);
    return sw.length <= 3 && !sw.some((w) => isStopWord(w, language));
  });
  if (segments.length >= 3 && terms.length / segments.length >= 0.8) return 'keywords';
  if (ws.length >= 12 && new Set(ws).size / ws.length < 0.45) return 'keywords';
  const rest = (answer.match(/[^.!?\n。！？]+/g) ?? [])
    .filter((s) => !GREETING.test(words(s, language).join(' ')))
    .flatMap((s) => words(s, language).filter((w) => !isStopWord(w, language)));
  return rest.length < 3 ? 'greeting' : undefined;
}

/**
 * Hypothetical or prescriptive wording ("I would…", "you need to…", the conditional of Spanish and
 * Portuguese, Russian "бы", "should" in the other interview languages): with no concrete detail, it says
 * what could be done rather than what the applicant did or does.
 */
const HYPOTHETICAL =
  /\b(i would|i'd|we would|you need to|you have to|you should|one should|i will try to)\b|\b(yo|lo|la|le|les|me|te|se|no|y|luego|despues|tambien)\s+\S{3,}(aria|eria|iria)\b|\b\S{3,}(aria|eria|iria)\s+(que|a|al|el|la|los|las|si|de|por|con|todo|toda)\b|\b(habria que|hay que|tendria que|deberia)\b|\b(eu|me|te|se|nao|e)\s+\S{3,}(aria|eria|iria)\b|\b(seria preciso|e preciso|tem que|deve-se|deveria)\b|(^|[^а-яё])(бы|нужно|надо|следует)([^а-яё]|$)|(应该|应当)|चाहिए|উচিত|ਚਾਹੀਦਾ|(ينبغي|يجب)/;

/** True when `text` speaks hypothetically or prescriptively (see {@link HYPOTHETICAL}). */
export function isHypothetical(text: string): boolean {
  return HYPOTHETICAL.test(normalize(text));
}

/** "For example" phrases of every interview language (`./lang/cues.json`), normalized. */
const EXAMPLE_CUES: string[] = Object.entries(CUES)
  .filter(([language]) => !language.startsWith('$'))
  .flatMap(([, cues]) => (cues as string[]).map(normalize));

/**
 * Concrete detail in a text: a number (digits of any script: "১০", "१०"), an acronym or product name, a
 * capitalised name inside a sentence, or "for example" in one of the interview languages
 * (`./lang/cues.json`).
 */
export function hasSpecifics(text: string): boolean {
  if (/\p{Nd}/u.test(text)) return true;
  if (/\b[A-Z][A-Za-z]*[A-Z0-9]+[A-Za-z0-9]*\b/.test(text) || /[^.!?\s]\s+[A-Z][a-z]{2,}/.test(text))
    return true;
  const plain = normalize(text);
  return EXAMPLE_CUES.some((cue) => plain.includes(cue));
}
