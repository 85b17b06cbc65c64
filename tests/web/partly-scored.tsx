import createWrapper from '@cloudscape-design/components/test-utils/dom';
import type { SessionDetails } from '../../shared/schemas/session-details';
import { SessionDetailsView } from '../../web/src/components/sessions/session-details-view';
import { rankedCandidates, sessionDetails } from './job-position-fixtures';
import { renderRoutes } from './render';

/**
 * The first ranked candidate's session, scored but for its second answer, which the AI could not score
 * for `reason` (`refused`: the model refused; `busy`: the model stayed busy); one answer not scored in its
 * result.
 */
export function partlyScored(reason: 'refused' | 'busy'): SessionDetails {
  const base = sessionDetails(
    rankedCandidates()[0]!.session!,
    ['Indexes and caching.', 'I would add a read replica.'],
    [7, 0],
  );
  return {
    ...base,
    status: 'scored',
    result: { ...base.result!, unscoredAnswers: 1 },
    questions: base.questions.map((q, i) =>
      i === 1
        ? { ...q, scoreStatus: 'not_scored', notScoredReason: reason, needsReview: true, repairs: [] }
        : { ...q, scoreStatus: 'scored', needsReview: false, repairs: [] },
    ),
  };
}

/** The session details view of `details` alone, with Cloudscape's test wrapper as `page`. */
export function renderDetailsView(details: SessionDetails) {
  const view = renderRoutes([{ path: '/', element: <SessionDetailsView details={details} /> }], '/');
  return { ...view, page: createWrapper(view.container) };
}
