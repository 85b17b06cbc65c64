import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { adverseImpactCsv } from '../../../../shared/adverse-impact';
import {
  type AdverseImpactCategory,
  type CategoryGroup,
  DEFAULT_MIN_SAMPLE,
} from '../../../../shared/schemas/adverse-impact';
import { useAdverseImpactReport } from '../../api/accountability';
import { ApiError } from '../../api/api-error';
import { jobPositionKeys } from '../../api/job-positions';
import { downloadFile } from '../../components/download';
import { useErrorToast } from '../../components/use-error-toast';
import { useNarrowScreen } from '../../components/use-narrow-screen';
import { useServerSelect } from '../../components/use-server-select';
import { categoryLabel, percent, ratio } from './adverse-impact-labels';

const GROUP_TITLE: Record<CategoryGroup, string> = {
  sex: 'Sex',
  raceEthnicity: 'Race/ethnicity',
  intersection: 'Intersectional categories',
};

/** The id of the Measure field; its label's id is this with `-label` (Cloudscape FormField). */
const MEASURE_ID = 'adverse-impact-measure';

/**
 * The columns of one group's table: category, applicants, rate and impact ratio. On a phone-sized screen the
 * applicants stand under the category, so the three columns left fit without sideways scrolling.
 */
function reportColumns(
  measure: 'selection' | 'scoring',
  narrow: boolean,
): TableProps.ColumnDefinition<AdverseImpactCategory>[] {
  const applicants = (c: AdverseImpactCategory) => (c.suppressed ? 'withheld' : c.applicants);
  return [
    narrow
      ? {
          id: 'category',
          header: 'Category and applicants',
          cell: (c) => (
            <>
              {categoryLabel(c)}
              <Box variant="small" display="block">
                {applicants(c)} applicants
              </Box>
            </>
          ),
        }
      : { id: 'category', header: 'Category', cell: (c) => categoryLabel(c) },
    ...(narrow ? [] : [{ id: 'applicants', header: 'Applicants', cell: applicants }]),
    {
      id: 'rate',
      header: measure === 'selection' ? 'Selection rate' : 'Scoring rate',
      cell: (c) => percent(c.rate),
    },
    {
      id: 'ratio',
      header: 'Impact ratio',
      cell: (c) => (c.excluded && !c.suppressed ? 'excluded (under 2 %)' : ratio(c.impactRatio)),
    },
  ];
}

/**
 * The last eight calendar quarters that have ended, newest first, as `YYYY-Qn` (UTC): the periods a
 * report may cover (docs/compliance.md#disclosure-control).
 */
export function endedQuarters(now = Date.now(), count = 8): string[] {
  const at = new Date(now);
  let year = at.getUTCFullYear();
  let quarter = Math.floor(at.getUTCMonth() / 3); // the current one, 1-based, minus one: the last ended
  const out: string[] = [];
  while (out.length < count) {
    if (quarter === 0) {
      year -= 1;
      quarter = 4;
    }
    out.push(`${year}-Q${quarter}`);
    quarter -= 1;
  }
  return out;
}

/**
 * /reports/adverse-impact: the adverse-impact report of one job position (owner and auditors;
 * docs/product.md#adverse-impact-report): rates and impact ratios by sex, race/ethnicity and their
 * intersection, for people's decisions or the AI's scores, with a CSV download of the same figures.
 */
export default function AdverseImpactPage() {
  const positions = useServerSelect('listJobPositions', jobPositionKeys.list());
  const [position, setPosition] = useState<{ value: string; label: string } | undefined>();
  const [measure, setMeasure] = useState<'selection' | 'scoring'>('selection');
  const quarters = endedQuarters();
  const [period, setPeriod] = useState(quarters[0]!);
  const [minSample, setMinSample] = useState(String(DEFAULT_MIN_SAMPLE));
  const report = useAdverseImpactReport(
    position
      ? {
          jobPositionId: position.value,
          measure,
          minSample: Math.max(1, Number(minSample) || DEFAULT_MIN_SAMPLE),
          period,
        }
      : undefined,
  );
  useErrorToast(report.error, 'The report could not be made.');
  // Why the server refused (too few applicants, a quarter still open): the field's reason, or the message.
  const refusal =
    report.error instanceof ApiError
      ? (Object.values(report.error.details ?? {}).flat()[0] ?? report.error.message)
      : undefined;
  const data = report.data;
  const narrow = useNarrowScreen();

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description="Selection rates (people's decisions) and scoring rates (AI scores above the median) by sex, race/ethnicity and their intersection, from applicants' voluntary self-identification, one ended calendar quarter at a time. A count under 5 is withheld, with another beside it so no subtraction gives it back; a rate is shown only when at least 5 were selected and 5 were not; categories under 2 % of applicants get no impact ratio."
        actions={
          <Button
            disabled={!data}
            onClick={() =>
              data &&
              downloadFile(`adverse-impact-${measure}.csv`, adverseImpactCsv(data), 'text/csv;charset=utf-8')
            }
          >
            Download CSV
          </Button>
        }
      >
        Adverse-impact report
      </Header>
      <Container>
        <ColumnLayout columns={4}>
          <FormField label="Job position">
            <Select
              selectedOption={position ?? null}
              options={positions.items.map((p) => ({ value: p.id, label: p.title }))}
              onChange={({ detail }) =>
                setPosition({ value: detail.selectedOption.value!, label: detail.selectedOption.label! })
              }
              {...positions.selectProps}
              placeholder="Choose a job position"
              filteringPlaceholder="Find a job position by title"
              loadingText="Loading job positions"
              errorText="The job positions could not be loaded."
              empty="No job position matches."
            />
          </FormField>
          <FormField label="Measure" controlId={MEASURE_ID}>
            {/* Named by the field's label: a `label` of its own shows twice once it becomes a drop-down. */}
            <SegmentedControl
              selectedId={measure}
              onChange={({ detail }) => setMeasure(detail.selectedId as 'selection' | 'scoring')}
              ariaLabelledby={`${MEASURE_ID}-label`}
              options={[
                { id: 'selection', text: 'Decisions' },
                { id: 'scoring', text: 'AI scores' },
              ]}
            />
          </FormField>
          <FormField label="Quarter" description="Submitted in this calendar quarter (UTC)">
            <Select
              selectedOption={{ value: period, label: period }}
              options={quarters.map((q) => ({ value: q, label: q }))}
              onChange={({ detail }) => setPeriod(detail.selectedOption.value!)}
            />
          </FormField>
          <FormField label="Smallest sample" constraintText="Below it the report warns.">
            <Input type="number" value={minSample} onChange={({ detail }) => setMinSample(detail.value)} />
          </FormField>
        </ColumnLayout>
      </Container>
      {refusal && position && <Alert type="info">{refusal}</Alert>}
      {data?.warning && <Alert type="warning">{data.warning}</Alert>}
      {data && (
        <Box>
          {data.total} applicants{data.median !== undefined ? `, median AI score ${data.median}` : ''};
          declined to say: sex {data.unknown.sex ?? 'withheld'}, race/ethnicity{' '}
          {data.unknown.raceEthnicity ?? 'withheld'}.
        </Box>
      )}
      {data &&
        (['sex', 'raceEthnicity', 'intersection'] as const).map((group) => (
          <Table
            key={group}
            data-testid={`adverse-impact-${group}`}
            header={<Header variant="h2">{GROUP_TITLE[group]}</Header>}
            items={data.categories.filter((c) => c.group === group)}
            wrapLines={narrow}
            contentDensity={narrow ? 'compact' : 'comfortable'}
            columnDefinitions={reportColumns(measure, narrow)}
          />
        ))}
      {!position && <Box color="text-status-inactive">Choose a job position to see its report.</Box>}
    </SpaceBetween>
  );
}
