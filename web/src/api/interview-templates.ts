import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GenerateInterviewTemplateRequest,
  InterviewTemplate,
  UpdateInterviewTemplateRequest,
  WriteInterviewTemplateRequest,
} from '../../../shared/schemas/interview-template';
import { apiCall } from './client';
import { type ListQuery, useListPage } from './server-list';

/** Cache keys of interview templates: every page and search of the list, and one template by id. */
export const interviewTemplateKeys = {
  all: ['interviews'] as const,
  list: () => [...interviewTemplateKeys.all, 'list'] as const,
  detail: (id: string) => [...interviewTemplateKeys.all, 'detail', id] as const,
  aiUsage: () => [...interviewTemplateKeys.all, 'ai-usage'] as const,
};

/** The organization's AI spending this month against its budget (`GET /api/ai-usage`). */
export function useAiUsage() {
  return useQuery({
    queryKey: interviewTemplateKeys.aiUsage(),
    queryFn: ({ signal }) => apiCall('aiUsage', undefined, { signal }),
  });
}

/**
 * One page of the organization's interview templates (`GET /api/interviews`), searched and sorted on the
 * server; the previous page stays on screen while the next one loads, and the page is read again while a
 * template on it is being generated, so its state changes by itself.
 */
export function useInterviewTemplatePage(query: ListQuery<'listInterviewTemplates'>) {
  return useListPage('listInterviewTemplates', interviewTemplateKeys.list(), query, {
    live: (page) => page.items.some((t) => t.status === 'generating'),
  });
}

/** Polling interval (ms) of a template whose questions are being written. */
export const GENERATING_POLL_MS = 1_000;

/**
 * One interview template with its questions (`GET /api/interviews/{id}`); 404 when not in the org. While
 * it is `generating` it is read again every {@link GENERATING_POLL_MS}, so its questions appear as the
 * generation worker writes them; once it is ready or failed the template list reloads too.
 */
export function useInterviewTemplate(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: interviewTemplateKeys.detail(id ?? ''),
    queryFn: async ({ signal, client }) => {
      const before = client.getQueryData<InterviewTemplate>(interviewTemplateKeys.detail(id ?? ''));
      const template = await apiCall('getInterviewTemplate', { params: { id: id ?? '' } }, { signal });
      if (before?.status === 'generating' && template.status !== 'generating') {
        void queryClient.invalidateQueries({ queryKey: interviewTemplateKeys.list() });
      }
      return template;
    },
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? GENERATING_POLL_MS : false),
  });
}

/**
 * Starts a template the AI writes in the background (`POST /api/interviews/generate`, 202 with its id);
 * the list reloads. The template page then shows its questions as they are written.
 */
export function useGenerateInterviewTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateInterviewTemplateRequest) => apiCall('generateInterviewTemplate', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewTemplateKeys.list() }),
  });
}

/** Generates a failed template again (`POST /api/interviews/{id}/retry`, 202); its page polls again. */
export function useRetryGeneration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('retryGeneration', { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewTemplateKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: interviewTemplateKeys.list() }),
      ]),
  });
}

/** Stores a template a manager wrote (`POST /api/interviews`); cached under its id, the list reloads. */
export function useWriteInterviewTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WriteInterviewTemplateRequest) => apiCall('writeInterviewTemplate', { body }),
    onSuccess: async (created) => {
      queryClient.setQueryData(interviewTemplateKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: interviewTemplateKeys.list() });
    },
  });
}

/** Saves an edited template as its next version (`PUT /api/interviews/{id}`); 409 when it changed meanwhile. */
export function useUpdateInterviewTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInterviewTemplateRequest) =>
      apiCall('updateInterviewTemplate', { params: { id }, body }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(interviewTemplateKeys.detail(id), updated);
      await queryClient.invalidateQueries({ queryKey: interviewTemplateKeys.list() });
    },
  });
}

/** Deletes a template (`DELETE /api/interviews/{id}`); sessions keep their questions. */
export function useDeleteInterviewTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('deleteInterviewTemplate', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewTemplateKeys.list() }),
  });
}

/** One new question on the template's topic from the AI provider, unlike the texts in `avoid`. */
export function useSuggestQuestion(id: string) {
  return useMutation({
    mutationFn: (avoid: string[]) => apiCall('suggestQuestion', { params: { id }, body: { avoid } }),
  });
}
