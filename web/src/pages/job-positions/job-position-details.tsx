import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import type { JobPosition } from '../../../../shared/schemas/job-position';
import { SkillBadges } from '../applicants/skill-badges';
import { formatDate } from './job-positions-columns';

/** Long free text keeps the manager's line breaks; empty shows a dash. */
function longText(value: string | undefined): ReactNode {
  return value ? (
    <Box variant="p" margin="n">
      <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>
    </Box>
  ) : (
    '-'
  );
}

/**
 * Every field of a job position (spec section 3) for the View mode: the requirements as text, the skills
 * as coloured tags (technical blue, soft green, as on the applicant profile) and the created date.
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
            { label: 'Description', value: longText(p.description) },
            { label: 'Created', value: formatDate(p.createdAt) },
          ]}
        />
      </Container>
      <Container header={<Header variant="h2">Requirements</Header>} data-testid="job-position-requirements">
        <KeyValuePairs
          columns={1}
          items={[
            { label: 'Education', value: longText(p.education) },
            { label: 'Work experience', value: longText(p.workExperience) },
            { label: 'Certifications', value: longText(p.certifications) },
          ]}
        />
      </Container>
      <Container header={<Header variant="h2">Skills</Header>} data-testid="job-position-skills">
        <KeyValuePairs
          columns={2}
          items={[
            {
              label: 'Technical skills',
              value: (
                <SkillBadges skills={p.technicalSkills} color="blue" testId="job-position-technical-skills" />
              ),
            },
            {
              label: 'Soft skills',
              value: <SkillBadges skills={p.softSkills} color="green" testId="job-position-soft-skills" />,
            },
          ]}
        />
      </Container>
    </SpaceBetween>
  );
}
