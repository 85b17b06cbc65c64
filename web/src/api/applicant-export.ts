import { useMutation } from '@tanstack/react-query';
import { apiCall } from './client';

/**
 * Everything stored about one applicant (`GET /api/applicants/{id}/export`), for a subject access request:
 * their fields and each session with its answers, scores, reviews, decision and history. The server
 * records the export in the audit log.
 */
export function useExportApplicant() {
  return useMutation({
    mutationFn: (id: string) => apiCall('exportApplicant', { params: { id } }),
  });
}
