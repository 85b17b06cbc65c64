import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import type { Candidate, JobPositionDetails } from '../../../../shared/schemas/job-position';
import type { SessionWithCode } from '../../../../shared/schemas/session';
import { fetchRankingCsv, useCandidatePages } from '../../api/candidates';
import { useLinkCandidate, useUnlinkCandidate } from '../../api/job-positions';
import { useNotify } from '../../components/notifications';
import { useNarrowScreen } from '../../components/use-narrow-screen';
import { CreateSessionModal } from '../../components/sessions/create-session-modal';
import { useSessionCommands } from '../../components/sessions/session-commands';
import { CandidatePreferences, useCandidateColumns } from './candidate-preferences';
import { CandidateScoresChart } from './candidate-scores-chart';
import { candidateScore } from '../../../../shared/ranking';
import { candidateColumns, candidateName } from './candidates-columns';
import { downloadRankingCsv } from './candidates-csv';
import { CompareCandidatesModal, MAX_COMPARED } from './compare-candidates-modal';
import { LinkApplicantModal } from './link-applicant-modal';

/** Columns a phone shows, so nothing needs sideways scrolling; the name links to the profile. */
const PHONE_COLUMNS = ['name', 'score', 'actions'];

/**
 * The Candidates tab: the position's candidates ranked by their latest session score, one page at a time
 * (Load more asks the server for the next page, in the same order), a bar chart of the loaded scores, Link
 * applicant, per-candidate Create session and Unlink, Compare (2-3 scored candidates side by side) and
 * Export CSV (the whole ranking as the server writes it, page after page on the click; the server logs it).
 */
export function JobPositionCandidates({ position }: { position: JobPositionDetails }) {
  const notify = useNotify();
  const candidates = useCandidatePages(position.id);
  const [exporting, setExporting] = useState(false);
  const link = useLinkCandidate(position.id);
  const unlink = useUnlinkCandidate(position.id);
  const [linking, setLinking] = useState(false);
  const [sessionFor, setSessionFor] = useState<Candidate>();
  const commands = useSessionCommands();
  const [selected, setSelected] = useState<Candidate[]>([]);
  const [comparing, setComparing] = useState(false);

  const narrow = useNarrowScreen();
  const [columnDisplay, setColumnDisplay] = useCandidateColumns();
  const items = candidates.data?.pages.flatMap((p) => p.items) ?? [];
  const isSelected = (c: Candidate) => selected.some((s) => s.applicant.id === c.applicant.id);

  const columns = candidateColumns({
    unlinking: unlink.isPending ? unlink.variables : undefined,
    onCreateSession: setSessionFor,
    onUnlink: (c) =>
      unlink.mutate(c.applicant.id, {
        onSuccess: () => {
          setSelected((current) => current.filter((s) => s.applicant.id !== c.applicant.id));
          notify.success('Applicant unlinked', `${candidateName(c)} is no longer a candidate here.`);
        },
        onError: (error) => notify.apiError(error),
      }),
  });

  return (
    <SpaceBetween size="l">
      <Table
        data-testid="candidates-table"
        variant="embedded"
        items={items}
        trackBy={(c) => c.applicant.id}
        columnDefinitions={columns}
        columnDisplay={narrow ? PHONE_COLUMNS.map((id) => ({ id, visible: true })) : [...columnDisplay]}
        preferences={
          narrow ? undefined : <CandidatePreferences columns={columnDisplay} onChange={setColumnDisplay} />
        }
        loading={candidates.isPending}
        loadingText="Loading candidates"
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems.slice(0, MAX_COMPARED))}
        isItemDisabled={(c) =>
          candidateScore(c) === null || (selected.length >= MAX_COMPARED && !isSelected(c))
        }
        ariaLabels={{
          selectionGroupLabel: 'Candidates to compare',
          itemSelectionLabel: (_state, c) => `Compare ${candidateName(c)}`,
          allItemsSelectionLabel: () => 'Compare all',
        }}
        header={
          <Header
            counter={candidates.data ? `(${position.candidateCount})` : undefined}
            description={`Ranked by their latest interview score. Select up to ${MAX_COMPARED} scored candidates to compare them.`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  disabled={selected.length < 2}
                  onClick={() => setComparing(true)}
                  data-testid="compare-candidates"
                >
                  Compare
                </Button>
                <Button
                  iconName="download"
                  disabled={items.length === 0}
                  loading={exporting}
                  onClick={() => {
                    setExporting(true);
                    fetchRankingCsv(position.id)
                      .then((csv) => downloadRankingCsv(position.title, csv))
                      .catch((error: unknown) => notify.apiError(error))
                      .finally(() => setExporting(false));
                  }}
                  data-testid="export-candidates-csv"
                >
                  Export CSV
                </Button>
                <Button variant="primary" onClick={() => setLinking(true)} data-testid="link-applicant">
                  Link applicant
                </Button>
              </SpaceBetween>
            }
          >
            Candidates
          </Header>
        }
        footer={
          candidates.hasNextPage ? (
            <Box textAlign="center">
              <Button
                onClick={() => void candidates.fetchNextPage()}
                loading={candidates.isFetchingNextPage}
                data-testid="candidates-load-more"
              >
                Load more
              </Button>
            </Box>
          ) : undefined
        }
        empty={
          <Box textAlign="center" color="inherit" data-testid="candidates-empty">
            <b>No candidates yet</b>
            <Box variant="p" color="inherit">
              Link applicants to this job position to rank them by their interview scores.
            </Box>
          </Box>
        }
      />
      <Container header={<Header variant="h2">Scores</Header>}>
        <CandidateScoresChart candidates={items} />
      </Container>

      {linking && (
        <LinkApplicantModal
          jobPositionId={position.id}
          linking={link.isPending}
          onCancel={() => setLinking(false)}
          onLink={(applicantId) =>
            link.mutate(applicantId, {
              onSuccess: () => {
                setLinking(false);
                notify.success('Applicant linked', 'The applicant is now a candidate for this job position.');
              },
              onError: (error) => notify.apiError(error),
            })
          }
        />
      )}
      {sessionFor && (
        <CreateSessionModal
          visible
          applicantId={sessionFor.applicant.id}
          applicantName={candidateName(sessionFor)}
          templates={position.customInterviews}
          onDismiss={() => setSessionFor(undefined)}
          onCreated={(session: SessionWithCode) => {
            commands.reveal(session, sessionFor.applicant.email);
            setSessionFor(undefined);
          }}
        />
      )}
      {commands.codeModal}
      {commands.dialogs}
      {comparing && <CompareCandidatesModal candidates={selected} onDismiss={() => setComparing(false)} />}
    </SpaceBetween>
  );
}
