import { createContext, useContext } from 'react';
import { type RuntimeConfig, RuntimeConfigSchema } from '../../../shared/runtime-config';

export type { RuntimeConfig } from '../../../shared/runtime-config';

let loaded: RuntimeConfig | undefined;

/**
 * Fetches and validates `/runtime-config.json`, so one build runs in the cloud and on `npm start`
 * (docs/architecture.md#config). Kept in module scope too, for code outside React (the API client).
 * @throws Error when the file is missing or does not match {@link RuntimeConfigSchema}.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/runtime-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Cannot load /runtime-config.json (HTTP ${response.status})`);
  loaded = RuntimeConfigSchema.parse(await response.json());
  return loaded;
}

/** The configuration loaded by {@link loadRuntimeConfig}, or undefined before it ran (and in tests). */
export function getRuntimeConfig(): RuntimeConfig | undefined {
  return loaded;
}

/** Carries the runtime configuration to components; provided once in `main.tsx`. */
export const RuntimeConfigContext = createContext<RuntimeConfig | undefined>(undefined);

/**
 * The runtime configuration (API base, Cognito ids, whether Google sign-in is on, support e-mail).
 * @throws Error when used outside `RuntimeConfigContext.Provider`, a wiring bug worth failing loudly on.
 */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside RuntimeConfigContext.Provider');
  return config;
}

/** Whether the built-in offline AI writes the questions; false when no configuration is provided (tests). */
export function useOfflineAi(): boolean {
  return useContext(RuntimeConfigContext)?.offlineAi ?? false;
}
