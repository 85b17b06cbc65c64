import Badge, { type BadgeProps } from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { splitSkills } from '../../../../shared/schemas/applicant';

/**
 * Comma-separated skills as coloured tags (spec section 2, "Applicant profile"), split by the shared
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
