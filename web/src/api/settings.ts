import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/interview-options';
import type { OrganizationSettingsUpdate } from '../../../shared/schemas/settings';
import { apiCall } from './client';

/** Cache key of the organization's settings. */
export const SETTINGS_QUERY_KEY = ['organizationSettings'] as const;

/**
 * The organization's settings (`GET /api/organization/settings`): default interview language, reporting
 * language of scores, default deadline of new sessions. They rarely change, so kept 5 min.
 */
export function useOrganizationSettings() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => apiCall('getOrganizationSettings', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Saves some of the organization's settings (the others keep their value); the answer replaces the cached ones. */
export function useUpdateOrganizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationSettingsUpdate) => apiCall('updateOrganizationSettings', { body }),
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_QUERY_KEY, settings),
  });
}

/**
 * Calls `apply` once with the organization's default interview language when it arrives and differs
 * from the product's default, so a form that started in Spanish moves to the organization's choice.
 */
export function useApplyDefaultLanguage(apply: (language: Language) => void): void {
  const settings = useOrganizationSettings();
  const applied = useRef(false);
  const language = settings.data?.defaultLanguage;
  useEffect(() => {
    if (!language || applied.current) return;
    applied.current = true;
    if (language !== DEFAULT_LANGUAGE) apply(language);
  }, [language, apply]);
}
