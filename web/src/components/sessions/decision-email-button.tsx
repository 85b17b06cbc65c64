import Button from '@cloudscape-design/components/button';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { useNotify } from '../notifications';

/**
 * "E-mail the decision": sends the applicant the recorded advance or reject decision in the interview's
 * language (docs/product.md#decision-emails). Nothing is e-mailed unless a person presses it.
 */
export function DecisionEmailButton({ sessionId }: { sessionId: string }) {
  const notify = useNotify();
  const send = useMutation({
    mutationFn: () => apiCall('sendDecisionEmail', { params: { id: sessionId } }),
    onSuccess: () =>
      notify.success('Decision e-mailed', 'The applicant was told in the interview’s language.'),
    onError: (error) => notify.apiError(error),
  });
  return (
    <Button onClick={() => send.mutate()} loading={send.isPending} data-testid="decision-email">
      E-mail the decision
    </Button>
  );
}
