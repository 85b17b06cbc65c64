import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { Candidate } from '../../../../shared/schemas/job-position';
import type { SessionDetails } from '../../../../shared/schemas/session-details';
import { useSessionDetailsList } from '../../api/job-positions';
import { candidateScore, candidateScoreSource } from '../../../../shared/ranking';
import { candidateName } from './candidates-columns';

/** Most candidates compared at once: more columns would not fit side by side. */
export const MAX_COMPARED = 3;

type Question = SessionDetails['questions'][number];

/** One row: a question order and each compared session's question at that order. */
interface Row {
  order: number;
  text: string;
  cells: (Question | undefined)[];
}

/** Questions are matched by order, because candidates may have answered different templates. */
function toRows(sessions: (SessionDetails | undefined)[]): Row[] {
  const orders = [...new Set(sessions.flatMap((s) => s?.questions.map((q) => q.order) ?? []))].sort(
    (a, b) => a - b,
  );
  return orders.map((order) => {
    const cells = sessions.map((s) => s?.questions.find((q) => q.order === order));
    return { order, text: cells.find(Boolean)?.text ?? '', cells };
  });
}

function AnswerCell({ question }: { question: Question | undefined }) {
  return (
    <SpaceBetween size="xxs">
      <span style={{ whiteSpace: 'pre-wrap' }} data-testid="compare-answer">
        {question?.answer?.text || 'N/a'}
      </span>
      <Box variant="small" data-testid="compare-score">
        {question?.review
          ? `Score: ${question.review.score}/10 (reviewed; AI ${question.score ?? 0}/10)`
          : `Score: ${question?.score ?? 0}/10`}
      </Box>
      <Box variant="small" color="text-body-secondary">
        {question?.feedback || 'N/a'}
      </Box>
    </SpaceBetween>
  );
}

/**
 * Side-by-side view of up to three scored candidates: per question (by order) each one's answer ("N/a" if
 * none), score out of 10 and feedback, from each latest scored session's details.
 */
export function CompareCandidatesModal({
  candidates,
  onDismiss,
}: {
  candidates: readonly Candidate[];
  onDismiss: () => void;
}) {
  const compared = candidates.filter((c) => c.session).slice(0, MAX_COMPARED);
  const details = useSessionDetailsList(compared.map((c) => c.session!.id));
  const loading = details.some((d) => d.isPending);
  const failed = details.some((d) => d.isError);
  const rows = toRows(details.map((d) => d.data));

  const columns: TableProps.ColumnDefinition<Row>[] = [
    {
      id: 'question',
      header: 'Question',
      cell: (r) => `${r.order}. ${r.text}`,
      width: 260,
      isRowHeader: true,
    },
    ...compared.map((c, i) => ({
      id: c.applicant.id,
      header: `${candidateName(c)} (${Math.round(candidateScore(c) ?? 0)}/100${candidateScoreSource(c) === 'reviewed' ? ', reviewed' : ''})`,
      cell: (r: Row) => <AnswerCell question={r.cells[i]} />,
    })),
  ];

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      size="max"
      onDismiss={onDismiss}
      header="Compare candidates"
      data-testid="compare-candidates-modal"
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onDismiss} data-testid="compare-close">
            Close
          </Button>
        </Box>
      }
    >
      <Table
        variant="embedded"
        wrapLines
        items={rows}
        trackBy={(r) => String(r.order)}
        columnDefinitions={columns}
        loading={loading}
        loadingText="Loading answers"
        data-testid="compare-table"
        empty={
          <Box textAlign="center" color="inherit">
            {failed ? 'The answers could not be loaded. Please try again.' : 'No questions to compare.'}
          </Box>
        }
      />
    </Modal>
  );
}
