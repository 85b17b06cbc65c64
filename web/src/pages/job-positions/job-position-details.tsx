import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { JobPosition } from '../../../../shared/schemas/job-position';
import { LongText, LongTextPairs } from '../../components/long-text-pairs';
import { SkillsContainer } from '../applicants/skill-badges';
import { FEEDBACK_REPORT_OPTIONS } from './job-position-form';
import { formatDate } from './job-positions-columns';

/**
 * Every field of a job position (docs/product.md#entity-job-position) for the View mode: the requirements as
 * text, the skills as coloured tags (technical blue, soft green, as on the applicant profile), its feedback
 * reports mode and the created date.
 */
export function JobPositionDetails({ position }: { position: JobPosition }) {
  const p = position;
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Position</Header>} data-testid="job-position-summary">
        <KeyValuePairs
          columns={1}
          items={[
            { label: 'Title', value: p.title },
            { label: 'Description', value: <LongText value={p.description} /> },
            {
              label: 'Feedback reports to applicants',
              value: FEEDBACK_REPORT_OPTIONS.find((o) => o.value === (p.feedbackReports ?? 'inherit'))!.label,
            },
            { label: 'Created', value: formatDate(p.createdAt) },
          ]}
        />
      </Container>
      <Container header={<Header variant="h2">Requirements</Header>} data-testid="job-position-requirements">
        <LongTextPairs
          items={[
            { label: 'Education', value: p.education },
            { label: 'Work experience', value: p.workExperience },
            { label: 'Certifications', value: p.certifications },
          ]}
        />
      </Container>
      <SkillsContainer
        technicalSkills={p.technicalSkills}
        softSkills={p.softSkills}
        testIdPrefix="job-position"
      />
    </SpaceBetween>
  );
}
