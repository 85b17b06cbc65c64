import Button from '@cloudscape-design/components/button';
import { useExportApplicant } from '../../api/applicant-export';
import { downloadFile, safeFileName } from '../../components/download';
import { PROCESS_ERROR_DETAIL, useNotify } from '../../components/notifications';

/** Props of {@link ExportApplicantButton}. */
export interface ExportApplicantButtonProps {
  applicantId: string;
  /** The applicant's full name, for the file name and the toast. */
  name: string;
}

/**
 * "Export data" on the applicant's profile: downloads everything stored about the applicant as
 * `<name>-data.json` (a subject access request, docs/product.md#retention) and says so in a toast.
 */
export function ExportApplicantButton({ applicantId, name }: ExportApplicantButtonProps) {
  const notify = useNotify();
  const exporting = useExportApplicant();
  const run = () =>
    exporting.mutate(applicantId, {
      onSuccess: (data) => {
        downloadFile(
          `${safeFileName(name, 'applicant')}-data.json`,
          JSON.stringify(data, null, 2),
          'application/json;charset=utf-8',
        );
        notify.success(
          'Data exported',
          `Everything stored about ${name} was downloaded as JSON. The export is in the audit log.`,
        );
      },
      onError: (error) => notify.apiError(error, PROCESS_ERROR_DETAIL),
    });
  return (
    <Button iconName="download" onClick={run} loading={exporting.isPending} data-testid="applicant-export">
      Export data
    </Button>
  );
}
