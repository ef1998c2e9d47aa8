import { commonMessages, monthlyReportImageResponseSchema } from '@kaizen/domain';
import { apiUpload } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';

/**
 * POST monthly_reports/upload_image (multipart: project_id, file): the markdown to insert and a
 * signed URL for the preview. Non-images (415) and big files (413) are refused with a Japanese
 * message, shown in the failure toast.
 */
export function useUploadImage(projectId: number) {
  return useApiMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('project_id', String(projectId));
      form.set('file', file, file.name);
      return apiUpload('/api/v1/monthly_reports/upload_image', form, monthlyReportImageResponseSchema);
    },
    failure: commonMessages.addFailed,
  });
}
