import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteRequest } from '../../../shared/routes';
import { apiCall } from './client';

const KEYS = ['api-keys'] as const;
const HOOKS = ['webhooks'] as const;

/** The organization's API keys, without the keys (owners; 403 for members). */
export function useApiKeys() {
  return useQuery({ queryKey: KEYS, queryFn: ({ signal }) => apiCall('listApiKeys', undefined, { signal }) });
}

/** Creates a key; the answer carries the key, the only time it is shown. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteRequest<'createApiKey'>['body']) => apiCall('createApiKey', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS }),
  });
}

/** Revokes a key: every call with it is refused from then on. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('revokeApiKey', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS }),
  });
}

/** The organization's webhook endpoints, without secrets (owners). */
export function useWebhooks() {
  return useQuery({
    queryKey: HOOKS,
    queryFn: ({ signal }) => apiCall('listWebhooks', undefined, { signal }),
  });
}

/** Registers an endpoint; the answer carries its signing secret, this once. */
export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteRequest<'createWebhook'>['body']) => apiCall('createWebhook', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: HOOKS }),
  });
}

/** Removes an endpoint. */
export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('deleteWebhook', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: HOOKS }),
  });
}

/** Replaces an endpoint's signing secret; the answer carries the new one, this once. */
export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: (id: string) => apiCall('rotateWebhookSecret', { params: { id } }) });
}

/** An endpoint's deliveries, newest first, 50 a page; refreshed every 5 s while pending ones wait. */
export function useWebhookDeliveries(webhookId: string) {
  return useInfiniteQuery({
    queryKey: [...HOOKS, webhookId, 'deliveries'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        'listWebhookDeliveries',
        { params: { id: webhookId }, query: { limit: 50, cursor: pageParam } },
        { signal },
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.items.some((d) => d.state === 'pending')) ? 5_000 : false,
  });
}

/** Sends a delivery again now; the list is read again with its outcome. */
export function useResendDelivery(webhookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiCall('resendWebhookDelivery', { params: { id: webhookId, deliveryId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...HOOKS, webhookId, 'deliveries'] }),
  });
}
