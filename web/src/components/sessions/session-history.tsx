import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import type { HistoryEntry } from '../../../../shared/schemas/decision';
import type { SessionDetails } from '../../../../shared/schemas/session-details';
import { useSessionHistory } from '../../api/decisions';
import { DECISION_LABEL } from './decision-badge';
import { formatDateTime } from './session-format';

/** Why the AI asked no follow-up, in plain words (functions/ai/follow-up.ts). */
const FOLLOW_UP_SKIPPED: Record<string, string> = {
  timeout: 'the AI took too long',
  failed: 'the AI failed',
  budget: "the organization's AI budget was spent",
  busy: 'too many AI requests at once',
};

function what(e: HistoryEntry, questionOrder: Map<string, number>): string {
  const question = e.questionId ? `question ${questionOrder.get(e.questionId) ?? '?'}` : '';
  if (e.kind === 'ai-score')
    return `AI score ${e.score}/100 · ${e.provider} · model ${e.modelId} · prompt ${e.promptVersion} · samples ${(
      e.answers ?? []
    )
      .map((a) => `[${a.samples.join(', ')}]`)
      .join(' ')}`;
  if (e.kind === 'follow-up')
    return `Follow-up asked on ${question} · model ${e.modelId} · prompt ${e.promptVersion}`;
  if (e.kind === 'follow-up-skipped')
    return `No follow-up on ${question}: ${FOLLOW_UP_SKIPPED[e.reason ?? ''] ?? e.reason ?? ''}; the interview moved on`;
  if (e.kind === 'accommodation') return `Accommodation: ${e.detail ?? ''}`;
  if (e.kind === 'feedback') return `Feedback report ${e.detail ?? ''}`;
  if (e.kind === 'review')
    return `Scored ${question} ${e.score}/10${e.aiScore !== undefined ? ` (AI ${e.aiScore}/10)` : ''}`;
  const seen = e.flaggedSeen?.length ? ` · flagged answers seen: ${e.flaggedSeen.length}` : '';
  return `Decision: ${e.decision ? DECISION_LABEL[e.decision] : ''}${seen}`;
}

/**
 * The session's history, oldest first: every AI score, follow-up, review, accommodation and decision with
 * who, when and why.
 */
export function SessionHistory({ details }: { details: SessionDetails }) {
  const history = useSessionHistory(details.id);
  const order = new Map(details.questions.map((q) => [q.id, q.order]));
  if (!history.data) return <Spinner />;
  return (
    <Table
      data-testid="session-history"
      variant="embedded"
      items={history.data.items}
      wrapLines
      columnDefinitions={[
        { id: 'at', header: 'When', cell: (e) => formatDateTime(e.at), width: 170 },
        {
          id: 'who',
          header: 'Who',
          cell: (e) => e.by?.name ?? (e.kind.startsWith('follow-up') ? 'AI interviewer' : 'AI scorer'),
        },
        { id: 'what', header: 'What', cell: (e) => <span data-testid="history-what">{what(e, order)}</span> },
        { id: 'why', header: 'Why', cell: (e) => (e.kind === 'follow-up-skipped' ? '-' : (e.reason ?? '-')) },
      ]}
      empty={<Box textAlign="center">Nothing recorded yet.</Box>}
    />
  );
}
