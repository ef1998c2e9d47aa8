import {
  commonMessages,
  statusesResponseSchema,
  updateBoardStatusResponseSchema,
  updateScheduleResponseSchema,
  type BoardKind,
  type UpdateBoardStatusRequest,
  type UpdateScheduleRequest,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { managementKeys } from '../../management/public';

export const statusKeys = {
  all: (projectId: number) => ['status', projectId] as const,
};
