import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteRequest } from '../../../shared/routes';
import { apiCall } from './client';

const ASHBY = ['ats', 'ashby'] as const;
const PROBLEMS = ['ats', 'problems'] as const;

/** Whether an Ashby API key is stored, with its last 4 characters (owners). */
export function useAshbyConnection() {
  return useQuery({
    queryKey: ASHBY,
    queryFn: ({ signal }) => apiCall('getAshbyConnection', undefined, { signal }),
  });
}

/** Stores the organization's Ashby API key (owners). */
export function useSetAshbyConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteRequest<'setAshbyConnection'>['body']) => apiCall('setAshbyConnection', { body }),
    onSuccess: (answer) => client.setQueryData(ASHBY, answer),
  });
}

/** Removes the organization's Ashby API key at once (owners): its secret is deleted. */
export function useRemoveAshbyConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('removeAshbyConnection'),
    onSuccess: (answer) => client.setQueryData(ASHBY, answer),
  });
}

/** What Greenhouse reported, and the tracking systems' callbacks that failed, newest first (owners). */
export function useAtsProblems() {
  return useQuery({
    queryKey: PROBLEMS,
    queryFn: ({ signal }) => apiCall('listAtsProblems', undefined, { signal }),
  });
}
