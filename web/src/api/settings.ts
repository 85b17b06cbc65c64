import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/interview-options';
import type { OrganizationSettingsUpdate } from '../../../shared/schemas/settings';
import { apiCall } from './client';
import { readRememberedDefaultLanguage, rememberDefaultLanguage } from './default-language-memory';

/** Cache key of the organization's settings. */
export const SETTINGS_QUERY_KEY = ['organizationSettings'] as const;

/**
 * The organization's settings (`GET /api/organization/settings`): default interview language, reporting
 * language of scores, default deadline of new sessions. They rarely change, so kept 5 min.
 */
export function useOrganizationSettings() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const settings = await apiCall('getOrganizationSettings', undefined, { signal });
      rememberDefaultLanguage(settings.defaultLanguage);
      return settings;
    },
    staleTime: 5 * 60_000,
  });
}

/** Saves some of the organization's settings (the others keep their value); the answer replaces the cached ones. */
export function useUpdateOrganizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationSettingsUpdate) => apiCall('updateOrganizationSettings', { body }),
    onSuccess: (settings) => {
      rememberDefaultLanguage(settings.defaultLanguage);
      queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
    },
  });
}

/**
 * Moves a form to the organization's default interview language: calls `apply(language, previous)` when
 * the default is known and each time it changes, `previous` being the default the form had until then
 * (Spanish, the product's default, at first). The form keeps a language the manager picked: it replaces
 * its language only while it still equals `previous`. A reload starts with the default last seen in this
 * tab (saved or fetched), so a changed default shows at once rather than after the sign-in is restored
 * and the settings arrive; the server's answer then wins.
 */
export function useApplyDefaultLanguage(apply: (language: Language, previous: Language) => void): void {
  const settings = useOrganizationSettings();
  const [remembered] = useState(readRememberedDefaultLanguage);
  const current = useRef<Language>(DEFAULT_LANGUAGE);
  const language = settings.data?.defaultLanguage ?? remembered;
  useEffect(() => {
    if (!language || language === current.current) return;
    const previous = current.current;
    current.current = language;
    apply(language, previous);
  }, [language, apply]);
}
