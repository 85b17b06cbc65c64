import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicantSessionKeys } from '../../api/applicant-session';

/**
 * The questions whose save the server refused past a time limit (409 `TimeLimitExceeded`,
 * docs/product.md#rule-time-limits), kept while the page is open; a later save of the question that is
 * taken (extra time granted meanwhile) clears it. A refusal reloads the session's timing: the next
 * question's time runs from it (`timing.questionClockAt`).
 */
export function useTimeRefusals(sessionId: string) {
  const [refused, setRefused] = useState<ReadonlySet<string>>(() => new Set());
  const queryClient = useQueryClient();
  const refuse = useCallback(
    (questionId: string) => {
      setRefused((c) => (c.has(questionId) ? c : new Set(c).add(questionId)));
      void queryClient.invalidateQueries({ queryKey: applicantSessionKeys.session(sessionId) });
    },
    [queryClient, sessionId],
  );
  const clear = useCallback(
    (questionId: string) =>
      setRefused((c) => {
        if (!c.has(questionId)) return c;
        const next = new Set(c);
        next.delete(questionId);
        return next;
      }),
    [],
  );
  return { refused, refuse, clear };
}

/**
 * The refusal of a late save, shown on the question it belongs to (decision record 0126): which question,
 * that the answer saved before stays, and that Next moves on. The live region is always there, so screen
 * readers hear the alert when it appears.
 * @param number - the question's number (1-based), or undefined when its save was not refused.
 */
export function TimeOverAlert({ number, last }: { number: number | undefined; last: boolean }) {
  const { t } = useTranslation();
  return (
    <div aria-live="assertive" aria-atomic="true" data-testid="session-time-over-region">
      {number !== undefined && (
        <Alert type="error" header={t('page.timeOverHeader', { number })} data-testid="session-time-over">
          <SpaceBetween size="xxs">
            <Box variant="p" margin="n" data-testid="session-time-over-message">
              {t('errors.TimeLimitExceeded')}
            </Box>
            {!last && (
              <Box variant="p" margin="n">
                {t('page.timeOverNext')}
              </Box>
            )}
          </SpaceBetween>
        </Alert>
      )}
    </div>
  );
}
