import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { parse } from 'csv-parse/browser/esm/sync';
import { useState } from 'react';
import { MAX_IMPORT_ROWS } from '../../../../shared/schemas/applicant-import';
import { useImport, useStartImport } from '../../api/applicant-import';
import { useNotify } from '../../components/notifications';

/** Rows the preview shows. */
const PREVIEW_ROWS = 10;

/** The file's first rows as the server will read them (csv-parse, the same parser), or why it cannot be read. */
function preview(csv: string): { header: string[]; rows: string[][]; total: number } | { error: string } {
  try {
    const [header = [], ...rows] = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as string[][];
    return { header, rows: rows.slice(0, PREVIEW_ROWS), total: rows.length };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/**
 * /applicants/import: a CSV file of applicants (first name, last name, e-mail, job title, optionally job
 * position) is previewed, imported, and followed with a progress bar to its report: created, duplicates
 * by e-mail (not created), and each refused row with its line and column (docs/product.md#applicant-import).
 */
export default function ImportApplicantsPage() {
  const notify = useNotify();
  const [files, setFiles] = useState<File[]>([]);
  const [csv, setCsv] = useState('');
  const start = useStartImport();
  const report = useImport(start.data?.id).data ?? start.data;
  const shown = csv ? preview(csv) : undefined;

  const choose = async (chosen: File[]) => {
    setFiles(chosen);
    setCsv(chosen[0] ? await chosen[0].text() : '');
    start.reset();
  };
  const run = () =>
    start.mutate(csv, { onError: (error) => notify.apiError(error, 'The file was not imported.') });

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description="Add many applicants at once from a spreadsheet saved as CSV.">
        Import applicants
      </Header>
      <Container>
        <SpaceBetween size="m">
          <FormField
            label="CSV file"
            description={`The first line names the columns: first name, last name, e-mail, job title, and optionally job position (its id). At most ${MAX_IMPORT_ROWS.toLocaleString()} rows.`}
          >
            <FileUpload
              value={files}
              onChange={({ detail }) => void choose(detail.value)}
              accept=".csv,text/csv"
              i18nStrings={{
                uploadButtonText: () => 'Choose file',
                dropzoneText: () => 'Drop a CSV file here',
                removeFileAriaLabel: () => 'Remove file',
                limitShowFewer: 'Show fewer',
                limitShowMore: 'Show more',
                errorIconAriaLabel: 'Error',
                warningIconAriaLabel: 'Warning',
              }}
            />
          </FormField>
          {shown && 'error' in shown && <Alert type="error">This file cannot be read: {shown.error}</Alert>}
          {shown && 'header' in shown && (
            <Table
              header={<Header counter={`(${shown.total})`}>Preview</Header>}
              items={shown.rows.map((cells, i) => ({ i, cells }))}
              columnDefinitions={shown.header.map((name, c) => ({
                id: String(c),
                header: name,
                cell: (row: { cells: string[] }) => row.cells[c] ?? '',
              }))}
              empty={<Box>No rows under the header.</Box>}
              variant="embedded"
            />
          )}
          <Button
            data-testid="start-import"
            variant="primary"
            disabled={!shown || 'error' in shown || start.isPending || report?.status === 'running'}
            loading={start.isPending}
            onClick={run}
          >
            Import
          </Button>
        </SpaceBetween>
      </Container>
      {(start.isPending || report) && (
        <Container header={<Header variant="h2">Import</Header>}>
          <SpaceBetween size="m">
            <ProgressBar
              label="Rows"
              value={report ? Math.round((100 * report.processed) / Math.max(report.total, 1)) : 0}
              additionalInfo={report ? `${report.processed} of ${report.total} rows` : 'Sending the file…'}
              status={
                report?.status === 'failed' ? 'error' : report?.status === 'done' ? 'success' : 'in-progress'
              }
              resultText={report?.status === 'failed' ? 'The import stopped.' : 'Import finished.'}
            />
            {report && (
              <ColumnLayout columns={3} variant="text-grid">
                <Box>
                  <Box variant="awsui-key-label">Created</Box>
                  {report.created}
                </Box>
                <Box>
                  <Box variant="awsui-key-label">Duplicates (not created)</Box>
                  {report.duplicates}
                </Box>
                <Box>
                  <Box variant="awsui-key-label">Refused rows</Box>
                  {new Set(report.errors.map((e) => e.row)).size}
                </Box>
              </ColumnLayout>
            )}
            {report && report.errors.length > 0 && (
              <Table
                header={<Header variant="h3">Refused rows</Header>}
                items={report.errors}
                columnDefinitions={[
                  { id: 'row', header: 'Line', cell: (e) => e.row },
                  { id: 'field', header: 'Column', cell: (e) => e.field },
                  { id: 'message', header: 'Why', cell: (e) => e.message },
                ]}
                variant="embedded"
              />
            )}
          </SpaceBetween>
        </Container>
      )}
    </SpaceBetween>
  );
}
