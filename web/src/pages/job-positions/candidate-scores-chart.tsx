import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import type { Candidate } from '../../../../shared/schemas/job-position';
import { candidateScore, candidateScoreSource } from '../../../../shared/ranking';
import { candidateName } from './candidates-columns';

/**
 * The scored candidates' session scores as bars (x: candidate, y: 0-100), in rank order; reviewed
 * scores are their own series. Two candidates
 * with one name are told apart by e-mail, because a categorical axis needs distinct values.
 */
export function CandidateScoresChart({ candidates }: { candidates: readonly Candidate[] }) {
  const seen = new Set<string>();
  const data = candidates.flatMap((c) => {
    const score = candidateScore(c);
    if (score === null) return [];
    let x = candidateName(c);
    if (seen.has(x)) x = `${x} (${c.applicant.email})`;
    seen.add(x);
    return [{ x, y: Math.round(score), source: candidateScoreSource(c) }];
  });
  // One series per source, so the legend says which bars carry a person's scores.
  const series = (['ai', 'reviewed'] as const)
    .map((source) => ({
      title: source === 'ai' ? 'AI score' : 'Reviewed by a person',
      type: 'bar' as const,
      data: data.filter((d) => d.source === source).map(({ x, y }) => ({ x, y })),
    }))
    .filter((s) => s.data.length > 0);
  return (
    <div data-testid="candidate-scores-chart">
      <BarChart
        series={series}
        xDomain={data.map((d) => d.x)}
        yDomain={[0, 100]}
        xScaleType="categorical"
        xTitle="Candidate"
        yTitle="Score (0-100)"
        ariaLabel="Scores of the scored candidates"
        height={220}
        hideFilter
        empty={
          <Box textAlign="center" color="inherit">
            <b>No scores yet</b>
            <Box variant="p" color="inherit">
              Scores appear here once candidates finish their interviews.
            </Box>
          </Box>
        }
      />
    </div>
  );
}
