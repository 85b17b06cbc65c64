/**
 * The fault mix of the model emulator: what real models and their servers do wrong, each kind with a share
 * of the requests, drawn from a seeded generator so a run can be repeated exactly.
 */

/** Failures of the server itself: no model answer at all. */
export const TRANSPORT_FAULTS = ['throttle', 'unavailable', 'timeout'] as const;

/** Answers that come back, but not as asked. */
export const REPLY_FAULTS = [
  'cut',
  'refusal',
  'malformed-json',
  'wrong-tool',
  'numbers-as-strings',
  'verdict-case',
  'missing-entry',
  'extra-entry',
  'duplicate-entry',
  'long-text',
  'quote-not-in-answer',
  'trivial-quote',
] as const;

export type TransportFault = (typeof TRANSPORT_FAULTS)[number];
export type ReplyFault = (typeof REPLY_FAULTS)[number];
export type FaultKind = TransportFault | ReplyFault;

/** Share (0-1) of requests that meet each fault; kinds not named never happen. */
export type FaultMix = Partial<Record<FaultKind, number>>;

/**
 * A mix of `badReplies` (share of answers that are wrong in one of the {@link REPLY_FAULTS} ways, spread
 * evenly) and `busy` (share of requests refused as throttled or unavailable, half each).
 * `faultMix(0.2, 0.05)`: 20 % bad replies, 5 % 429/503.
 */
export function faultMix(badReplies: number, busy = 0): FaultMix {
  const mix: FaultMix = {};
  for (const kind of REPLY_FAULTS) mix[kind] = badReplies / REPLY_FAULTS.length;
  mix.throttle = busy / 2;
  mix.unavailable = busy / 2;
  return mix;
}

/**
 * Parses a mix from text (`MODEL_EMULATOR_FAULTS`): `bad=0.2,busy=0.05` for {@link faultMix}, plus any
 * `kind=share` pairs (`cut=0.1,timeout=0.01`), which override.
 * @throws Error naming the pair that is not a known kind with a share in 0-1.
 */
export function parseFaultMix(text: string | undefined): FaultMix {
  const pairs = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [name, value] = p.split('=');
      const share = Number(value);
      if (!name || !(share >= 0 && share <= 1)) throw new Error(`Fault "${p}": expected kind=share (0-1)`);
      return [name, share] as const;
    });
  const get = (name: string) => pairs.find(([n]) => n === name)?.[1] ?? 0;
  const mix = faultMix(get('bad'), get('busy'));
  const known = new Set<string>([...TRANSPORT_FAULTS, ...REPLY_FAULTS, 'bad', 'busy']);
  for (const [name, share] of pairs) {
    if (!known.has(name)) throw new Error(`Fault "${name}": not one of ${[...known].join(', ')}`);
    if (name !== 'bad' && name !== 'busy') mix[name as FaultKind] = share;
  }
  return mix;
}

/** mulberry32: a small, well-known seeded generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws one fault (or none) per request from `mix`, in request order, from `random`. */
export function faultDrawer(mix: FaultMix, random: () => number): () => FaultKind | undefined {
  const entries = Object.entries(mix).filter(([, share]) => share > 0) as [FaultKind, number][];
  return () => {
    let roll = random();
    for (const [kind, share] of entries) {
      if (roll < share) return kind;
      roll -= share;
    }
    return undefined;
  };
}
