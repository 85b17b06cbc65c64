import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TimeLimits } from '../../../../shared/time-limits';

/** The time limits as typed: minutes, empty for none. */
export interface TimeLimitMinutes {
  perQuestion: string;
  session: string;
}

/** Stored limits (seconds) → the minutes the fields show. */
export const minutesOf = (limits: TimeLimits | undefined): TimeLimitMinutes => ({
  perQuestion: limits?.perQuestionSeconds ? String(limits.perQuestionSeconds / 60) : '',
  session: limits?.sessionSeconds ? String(limits.sessionSeconds / 60) : '',
});

/**
 * Typed minutes → the request's `timeLimits` in seconds (the shared schema checks the range), or nothing
 * when both are empty. A value that is not a number is passed on as NaN so the schema refuses it.
 */
export function timeLimitsOf(minutes: TimeLimitMinutes): TimeLimits | undefined {
  const seconds = (value: string) => (value.trim() ? Math.round(Number(value) * 60) : undefined);
  const perQuestionSeconds = seconds(minutes.perQuestion);
  const sessionSeconds = seconds(minutes.session);
  if (perQuestionSeconds === undefined && sessionSeconds === undefined) return undefined;
  return {
    ...(perQuestionSeconds !== undefined ? { perQuestionSeconds } : {}),
    ...(sessionSeconds !== undefined ? { sessionSeconds } : {}),
  };
}

/** Per-question and session time limits of a template, in minutes (docs/product.md#rule-time-limits). */
export function TimeLimitFields({
  value,
  onChange,
  errorText,
}: {
  value: TimeLimitMinutes;
  onChange: (value: TimeLimitMinutes) => void;
  errorText?: string;
}) {
  return (
    <SpaceBetween size="m" direction="horizontal">
      <FormField
        label="Time per question (minutes, optional)"
        description="Counted from the question shown; the server refuses a later save."
        errorText={errorText}
      >
        <Input
          type="number"
          inputMode="decimal"
          value={value.perQuestion}
          onChange={({ detail }) => onChange({ ...value, perQuestion: detail.value })}
          data-testid="time-per-question"
        />
      </FormField>
      <FormField
        label="Time for the whole interview (minutes, optional)"
        description="Counted from the first question."
      >
        <Input
          type="number"
          inputMode="decimal"
          value={value.session}
          onChange={({ detail }) => onChange({ ...value, session: detail.value })}
          data-testid="time-per-session"
        />
      </FormField>
    </SpaceBetween>
  );
}
