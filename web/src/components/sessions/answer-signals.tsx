import Box from '@cloudscape-design/components/box';
import type { IntegritySignals } from '../../../../shared/schemas/integrity-signals';

/**
 * A duration in plain words: "20 s", "2 min 5 s", "1 h 3 min" (rounded to whole seconds, then to the two
 * largest units).
 * @param ms - milliseconds, 0 or more.
 */
export function plainDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

const times = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * How an answer was written, in plain sentences for the manager (docs/product.md#integrity-signals):
 * pasted against typed characters, the first paste and the first keystroke after the question appeared,
 * active writing time, how often and how long the page was hidden or out of focus, and edits after the
 * first save. Only what the applicant's page measured is said; nothing is a verdict.
 * @param signals - as stored with the answer version.
 * @param answerLength - characters of the saved answer.
 * @param version - the answer's version (1 for an answer saved once).
 */
export function describeSignals(signals: IntegritySignals, answerLength: number, version: number): string[] {
  const lines: string[] = [];
  const pastes = signals.pasteEvents ?? [];
  const pasted = signals.pastedChars ?? pastes.reduce((sum, p) => sum + p.chars, 0);
  if (pasted > 0) {
    const share =
      pasted <= answerLength
        ? `${pasted} of ${answerLength} characters pasted`
        : `${pasted} characters pasted (the answer has ${answerLength})`;
    const first = pastes[0];
    const when = first
      ? `, ${pastes.length > 1 ? 'the first ' : ''}${plainDuration(first.atMs)} after the question appeared`
      : '';
    const count =
      pastes.length === 1 ? 'in one paste' : pastes.length > 1 ? `in ${pastes.length} pastes` : '';
    lines.push(`${share}${count ? ` ${count}` : ''}${when}`);
  } else if (signals.typedChars !== undefined || signals.pasteEvents !== undefined) {
    lines.push(`No paste: ${times(signals.typedChars ?? answerLength, 'character', 'characters')} typed`);
  }
  if (signals.firstKeyMs !== undefined)
    lines.push(`First keystroke ${plainDuration(signals.firstKeyMs)} after the question appeared`);
  if (signals.activeMs !== undefined) lines.push(`Active writing for ${plainDuration(signals.activeMs)}`);
  if (signals.blurCount !== undefined || signals.hiddenMs !== undefined) {
    const blurs = signals.blurCount ?? 0;
    lines.push(
      blurs === 0 && !signals.hiddenMs
        ? 'The page stayed in view and in focus'
        : `The page was hidden or out of focus ${times(blurs, 'time', 'times')}, ${plainDuration(signals.hiddenMs ?? 0)} in all`,
    );
  }
  if (version > 1) lines.push(`Edited after saving: this is version ${version}`);
  return lines;
}

/**
 * The integrity signals of one answer as a short list of sentences, introduced as observations and not a
 * verdict: the score does not read them, the manager decides (docs/product.md#integrity-signals).
 */
export function AnswerSignals({
  signals,
  answerLength,
  version,
}: {
  signals: IntegritySignals;
  answerLength: number;
  version: number;
}) {
  const lines = describeSignals(signals, answerLength, version);
  if (!lines.length) return null;
  return (
    <div data-testid="details-signals">
      <Box variant="awsui-key-label">How the answer was written (recorded, not scored)</Box>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
