import { commonMessages, measureReportResponseSchema, type ReportImageKind } from '@kaizen/domain';
import { apiUpload } from '../../../lib/api-client';
import { useReportMutation, useReportWrite } from './report';

/** Where images sit in a report: a pattern's screenshots, the references, the consideration, the basis. */
export interface ImagePlace {
  kind: ReportImageKind;
  /** The pattern number, for screenshots; null elsewhere. */
  pattern: number | null;
}

export interface UploadInput {
  place: ImagePlace;
  file: File;
  title?: string;
}

/**
 * POST measure_report_images/upload (multipart, one file). The server reads the type from the bytes
 * and refuses non-images (415) and big files (413) with a Japanese message, shown in the failure toast.
 */
export function useUploadImage(measureId: number) {
  return useReportMutation<UploadInput>(
    measureId,
    ({ place, file, title }) => {
      const form = new FormData();
      form.set('measure_id', String(measureId));
      form.set('kind', place.kind);
      form.set('pattern', place.pattern === null ? '' : String(place.pattern));
      form.set('title', title ?? '');
      form.set('file', file, file.name);
      return apiUpload('/api/v1/measure_report_images/upload', form, measureReportResponseSchema);
    },
    { failure: commonMessages.addFailed },
  );
}

/** POST measure_report_images/update: the caption. */
export const useUpdateImageCaption = (measureId: number) =>
  useReportWrite<{ id: number; title: string }>(measureId, 'measure_report_images/update', {
    failure: commonMessages.editFailed,
  });

/** POST measure_report_images/reorder: every id of one place, in the new order. */
export const useReorderImages = (measureId: number) =>
  useReportWrite<{ measure_id: number; kind: ReportImageKind; pattern: number | null; ids: number[] }>(
    measureId,
    'measure_report_images/reorder',
    { failure: commonMessages.editFailed },
  );

export const useDeleteImage = (measureId: number) =>
  useReportWrite<{ id: number }>(measureId, 'measure_report_images/delete', { failure: commonMessages.deleteFailed });
