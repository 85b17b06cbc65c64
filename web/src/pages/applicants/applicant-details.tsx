import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import type { Applicant } from '../../../../shared/schemas/applicant';
import { LongTextPairs } from '../../components/long-text-pairs';
import { SkillsContainer } from './skill-badges';

/** An empty optional field shows a dash, Cloudscape's convention for "not given". */
function orDash(value: ReactNode): ReactNode {
  return value === undefined || value === null || value === '' ? '-' : value;
}

const salaryFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * Every field of an applicant (docs/product.md#screen-applicant-profile) in three containers: contact and
 * role, background, skills (technical in blue, soft in green).
 */
export function ApplicantDetails({ applicant }: { applicant: Applicant }) {
  const a = applicant;
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Contact and role</Header>} data-testid="applicant-contact">
        <KeyValuePairs
          columns={3}
          items={[
            { label: 'First name', value: a.firstName },
            { label: 'Last name', value: a.lastName },
            { label: 'Job title', value: a.jobTitle },
            { label: 'E-mail', value: <Link href={`mailto:${a.email}`}>{a.email}</Link> },
            { label: 'Phone', value: orDash(a.phone) },
            {
              label: 'Salary expectation',
              value: a.salaryExpectation == null ? '-' : salaryFormat.format(a.salaryExpectation),
            },
            {
              label: 'Resume',
              value: a.resumeUrl ? (
                <Link href={a.resumeUrl} external>
                  {a.resumeUrl}
                </Link>
              ) : (
                '-'
              ),
            },
            { label: 'Languages', value: orDash(a.languages) },
          ]}
        />
      </Container>
      <Container header={<Header variant="h2">Background</Header>} data-testid="applicant-background">
        <LongTextPairs
          items={[
            { label: 'Bio', value: a.bio },
            { label: 'Education', value: a.education },
            { label: 'Work experience', value: a.workExperience },
            { label: 'Certifications', value: a.certifications },
          ]}
        />
      </Container>
      <SkillsContainer
        technicalSkills={a.technicalSkills}
        softSkills={a.softSkills}
        testIdPrefix="applicant"
      />
    </SpaceBetween>
  );
}
