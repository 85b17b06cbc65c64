import {
  type IntegritySignals,
  MAX_BLUR_COUNT,
  MAX_PASTE_EVENTS,
  MAX_SIGNAL_CHARS,
  MAX_SIGNAL_MS,
} from '../../../../shared/schemas/integrity-signals';
import { MAX_ANSWER_LENGTH } from '../../../../shared/schemas/session';

/**
 * Longest pause between two changes that still counts as writing, ms: a longer pause is thinking or being
 * away, not active writing (docs/product.md#integrity-signals).
 */
export const ACTIVE_GAP_MS = 5_000;

const ms = (value: number) => Math.min(MAX_SIGNAL_MS, Math.max(0, Math.round(value)));

/**
 * Measures how one answer version is written, from the moment its question is shown in the answer box
 * (docs/product.md#integrity-signals): characters typed and pasted, each paste, the first keystroke,
 * active writing time (changes less than {@link ACTIVE_GAP_MS} apart), and how often and how long the page
 * was hidden or lost focus. Times are `performance.now()` milliseconds given by the caller. What it
 * reports is bounded like the SaveAnswer schema, so a long session never makes a save fail.
 */
export class SignalsRecorder {
  private typed = 0;
  private pasted = 0;
  private readonly pastes: { atMs: number; chars: number }[] = [];
  private firstKeyAt: number | undefined;
  private active = 0;
  private lastInputAt: number | undefined;
  private awaySince: number | undefined;
  private away = 0;
  private leaves = 0;
  private pasteInFlight = false;

  /** @param shownAt - when the question was shown, ms. */
  constructor(private readonly shownAt: number) {}

  /** A key pressed in the answer box; keys held with Ctrl, Cmd or Alt (shortcuts) are not writing. */
  keyDown(at: number, key: { ctrlKey: boolean; metaKey: boolean; altKey: boolean }): void {
    if (this.firstKeyAt === undefined && !key.ctrlKey && !key.metaKey && !key.altKey) this.firstKeyAt = at;
  }

  /** Text pasted into the answer box; the change it causes is not counted as typed. */
  paste(at: number, chars: number): void {
    const size = Math.min(MAX_ANSWER_LENGTH, chars);
    if (this.pastes.length < MAX_PASTE_EVENTS) this.pastes.push({ atMs: ms(at - this.shownAt), chars: size });
    else
      this.pastes[this.pastes.length - 1]!.chars = Math.min(
        MAX_ANSWER_LENGTH,
        this.pastes.at(-1)!.chars + size,
      );
    this.pasted += size;
    this.pasteInFlight = true;
  }

  /** The answer changed from `before` to `after` characters (typing, deleting, or the paste just reported). */
  change(at: number, before: number, after: number): void {
    if (this.pasteInFlight) this.pasteInFlight = false;
    else if (after > before) this.typed += after - before;
    if (this.lastInputAt !== undefined && at - this.lastInputAt <= ACTIVE_GAP_MS)
      this.active += at - this.lastInputAt;
    this.lastInputAt = at;
  }

  /** The page was hidden or lost focus; a second report before {@link back} is the same absence. */
  leave(at: number): void {
    if (this.awaySince !== undefined) return;
    this.awaySince = at;
    this.leaves += 1;
  }

  /** The page is visible and focused again. */
  back(at: number): void {
    if (this.awaySince === undefined) return;
    this.away += at - this.awaySince;
    this.awaySince = undefined;
  }

  /** The signals so far, as SaveAnswer takes them (an absence still going on counts until `at`). */
  snapshot(at: number): IntegritySignals {
    return {
      typedChars: Math.min(MAX_SIGNAL_CHARS, this.typed),
      pastedChars: Math.min(MAX_SIGNAL_CHARS, this.pasted),
      pasteEvents: this.pastes.map((p) => ({ ...p })),
      ...(this.firstKeyAt !== undefined ? { firstKeyMs: ms(this.firstKeyAt - this.shownAt) } : {}),
      activeMs: ms(this.active),
      hiddenMs: ms(this.away + (this.awaySince !== undefined ? at - this.awaySince : 0)),
      blurCount: Math.min(MAX_BLUR_COUNT, this.leaves),
    };
  }
}
