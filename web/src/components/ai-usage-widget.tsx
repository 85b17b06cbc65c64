import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import { useAiUsage } from '../api/interview-templates';

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(
    value,
  );

/**
 * "AI budget this month": the organization's AI spending so far (USD at the model's list price) against
 * its monthly budget, and what happens when it is spent (docs/product.md#rule-ai-budget).
 */
export function AiUsageWidget() {
  const usage = useAiUsage();
  if (!usage.data) return null;
  const { usedUsd, limitUsd, usedPercent, exceeded, month } = usage.data;
  return (
    <Container
      data-testid="ai-usage"
      header={
        <Header variant="h3" description="Template generation and scoring, at the model's list price.">
          AI budget this month
        </Header>
      }
    >
      <ProgressBar
        value={Math.min(100, usedPercent)}
        label={`${usd(usedUsd)} of ${usd(limitUsd)} used in ${month}`}
        description={`${usedPercent} %`}
        status={exceeded ? 'error' : 'in-progress'}
        additionalInfo={
          exceeded ? (
            <Box color="text-status-error" data-testid="ai-usage-exceeded">
              The budget is spent: generating templates is refused and submitted sessions wait for scoring
              until next month or until the budget is raised.
            </Box>
          ) : usedPercent >= 80 ? (
            'Most of this month’s AI budget is used.'
          ) : undefined
        }
        resultText={exceeded ? 'Budget spent' : undefined}
      />
    </Container>
  );
}
