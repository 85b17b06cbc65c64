import Badge, { type BadgeProps } from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { splitSkills } from '../../../../shared/schemas/applicant';

/**
 * Comma-separated skills as coloured tags (docs/product.md#screen-applicant-profile), split by the shared
 * `splitSkills` so the tags match what the API and the AI prompts see.
 */
export function SkillBadges({
  skills,
  color,
  testId,
}: {
  skills: string | null | undefined;
  color: BadgeProps['color'];
  testId: string;
}) {
  const tags = splitSkills(skills);
  if (tags.length === 0) return <Box color="text-status-inactive">-</Box>;
  return (
    <div data-testid={testId}>
      <SpaceBetween direction="horizontal" size="xs">
        {tags.map((tag, index) => (
          <Badge key={`${index}-${tag}`} color={color}>
            {tag}
          </Badge>
        ))}
      </SpaceBetween>
    </div>
  );
}

/**
 * The Skills container of the applicant profile and the job position, technical skills in blue and soft
 * skills in green on both, so a manager can compare a candidate with a position at a glance.
 * @param testIdPrefix - `applicant` or `job-position`: the container is `<prefix>-skills`, the tag lists
 *   `<prefix>-technical-skills` and `<prefix>-soft-skills`.
 */
export function SkillsContainer({
  technicalSkills,
  softSkills,
  testIdPrefix,
}: {
  technicalSkills: string | null | undefined;
  softSkills: string | null | undefined;
  testIdPrefix: string;
}) {
  return (
    <Container header={<Header variant="h2">Skills</Header>} data-testid={`${testIdPrefix}-skills`}>
      <KeyValuePairs
        columns={2}
        items={[
          {
            label: 'Technical skills',
            value: (
              <SkillBadges
                skills={technicalSkills}
                color="blue"
                testId={`${testIdPrefix}-technical-skills`}
              />
            ),
          },
          {
            label: 'Soft skills',
            value: <SkillBadges skills={softSkills} color="green" testId={`${testIdPrefix}-soft-skills`} />,
          },
        ]}
      />
    </Container>
  );
}
