/**
 * Text helpers shared by the offline provider and the injection check: accent- and case-insensitive
 * matching in English and Spanish, plus a seeded PRNG so the offline provider is deterministic.
 */

/** Lower case, accents removed (`Canción` → `cancion`), so Spanish text matches with or without accents. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Words of {@link normalize}d text in any script (letters, their marks and digits); keeps `+` and `#` so
 * `C++` and `C#` survive.
 */
export function words(text: string): string[] {
  return normalize(text).match(/[\p{L}\p{M}\p{N}+#]+/gu) ?? [];
}

// Function words of English and Spanish: they carry no meaning for key-point coverage or topic matching.
const STOP_WORDS = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here ' +
    'hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or ' +
    'other our ours out over own same she should so some such than that the their theirs them then there these ' +
    'they this those through to too under until up very was we were what when where which while who whom why ' +
    'will with would you your yours yourself us use used using one two way well get got make made really thing ' +
    'things lot like e g etc ' +
    'al algo algun alguna algunas alguno algunos ante antes asi aun como con contra cual cuales cuando de del ' +
    'desde donde dos durante e el ella ellas ellos en entre era eran es esa esas ese eso esos esta estaba estan ' +
    'estar este esto estos fue fueron ha habia han hasta hay la las le les lo los mas me mi mis mucho muy nada ni ' +
    'no nos nosotros o otra otras otro otros para pero poco por porque que se sea ser si sin sobre solo son su ' +
    'sus tambien tan tanto te tiene tienen todo todos tu tus un una uno unos unas usar uso y ya yo cada hace hacer'
  ).split(' '),
);

/** True for English and Spanish function words. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word) || word.length < 2;
}

// Longest first, so `ciones` is stripped before `es`.
const SUFFIXES = [
  'aciones',
  'iciones',
  'ciones',
  'amente',
  'imiento',
  'mente',
  'ation',
  'ment',
  'cion',
  'sion',
  'ando',
  'iendo',
  'ness',
  'ing',
  'ies',
  'ed',
  'es',
  'ly',
  'ar',
  'er',
  'ir',
  'os',
  'as',
  'al',
  's',
  'a',
  'o',
  'e',
  'y',
];

/** A rough stem (suffix stripping, never below 4 letters): `testing`/`tests` → `test`, `pruebas` → `prueb`. */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

/** Distinct stems of the content words of `text` (stop words removed). */
export function contentStems(text: string): Set<string> {
  return new Set(
    words(text)
      .filter((w) => !isStopWord(w))
      .map(stem),
  );
}

/** True when two stems name the same word: equal, or one a prefix (≥ 4 letters) of the other. */
export function stemsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}

/** True when any stem of `stems` matches `target` (see {@link stemsMatch}). */
export function hasStem(stems: Iterable<string>, target: string): boolean {
  for (const s of stems) if (stemsMatch(s, target)) return true;
  return false;
}

/** 32-bit FNV-1a hash of a string: the seed of {@link seededRandom}. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32 PRNG: numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rough token count of text (≈ 4 characters per token, the usual rule of thumb for English). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
