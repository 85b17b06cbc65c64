import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicantKeys } from './applicants';
import { apiCall } from './client';

/** Polls an import every second while it runs: each read also carries the import on (decision record 0157). */
const POLL_MS = 1000;

/** Starts an import of a CSV file (`POST /api/applicants/import`, 202 with the import's report). */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => apiCall('importApplicants', { body: { csv } }),
    onSuccess: (report) => {
      queryClient.setQueryData(['applicantImport', report.id], report);
      void queryClient.invalidateQueries({ queryKey: applicantKeys.all });
    },
  });
}

/** One import's report (`GET /api/applicants/import/{id}`), read again every second while it runs. */
export function useImport(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['applicantImport', id ?? ''],
    queryFn: async ({ signal }) => {
      const report = await apiCall('getApplicantImport', { params: { id: id ?? '' } }, { signal });
      if (report.status !== 'running') void queryClient.invalidateQueries({ queryKey: applicantKeys.all });
      return report;
    },
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
}
