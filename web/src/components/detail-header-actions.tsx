import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useFollow } from './router-link';

/** Props of {@link DetailHeaderActions}. */
export interface DetailHeaderActionsProps {
  /** The list page "Go Back" returns to. */
  backHref: string;
  /** The page (or mode) that edits the item. */
  editHref: string;
  /** Opens the page's confirmation dialog; deleting is never one click. */
  onDelete: () => void;
  /** `applicant` or `job-position`: the buttons are `<prefix>-go-back`, `<prefix>-delete`, `<prefix>-edit`. */
  testIdPrefix: string;
}

/**
 * Go Back, Delete and Edit in the header of an item's page (applicant profile, job position), in the same
 * order and emphasis on each, with the links followed by the client-side router.
 */
export function DetailHeaderActions({
  backHref,
  editHref,
  onDelete,
  testIdPrefix,
}: DetailHeaderActionsProps) {
  const follow = useFollow();
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button href={backHref} onFollow={follow} data-testid={`${testIdPrefix}-go-back`}>
        Go Back
      </Button>
      <Button onClick={onDelete} data-testid={`${testIdPrefix}-delete`}>
        Delete
      </Button>
      <Button variant="primary" href={editHref} onFollow={follow} data-testid={`${testIdPrefix}-edit`}>
        Edit
      </Button>
    </SpaceBetween>
  );
}
