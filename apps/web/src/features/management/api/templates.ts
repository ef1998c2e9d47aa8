import { importTreeResponseSchema, templatesResponseSchema, type ApplyTemplateRequest } from '@kaizen/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { managementKeys } from './keys';

/** GET templates: the team's templates, whole, for the preview (staff). */
export const useTemplates = (enabled: boolean) =>
  useQuery({
    queryKey: managementKeys.templates,
    queryFn: async () => (await apiGet('/api/v1/templates', templatesResponseSchema)).templates,
    staleTime: Infinity,
    enabled,
  });

/** POST managements/apply_template: the template's tree into the project; what it added is toasted. */
export function useApplyTemplate(projectId: number) {
  return useApiMutation({
    mutationFn: (template: ApplyTemplateRequest['template']) =>
      apiPost('/api/v1/managements/apply_template', { project_id: projectId, template }, importTreeResponseSchema),
    invalidate: [managementKeys.all(projectId)],
    success: (result) => ({ title: result.message }),
    failure: 'テンプレートを追加できませんでした',
  });
}
