import {
  addImprovementRequestSchema,
  addMasterRequestSchema,
  createGroupRequestSchema,
  deleteMasterRequestSchema,
  groupListSchema,
  groupResponseSchema,
  groupUserRequestSchema,
  idRequestSchema,
  masterItemResponseSchema,
  masterItemListSchema,
  masterListsSchema,
  notificationSettingsQuerySchema,
  notificationSettingsSchema,
  okResponseSchema,
  orderMasterRequestSchema,
  updateGroupRequestSchema,
  updateMasterRequestSchema,
  updateNotificationSettingRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { addGroupUser, createGroup, groupList, removeGroup, removeGroupUser, updateGroup } from './groups.service.js';
import { addImprovement, addMaster, orderMaster, removeMaster, renameMaster, settingIndex } from './masters.service.js';
import { notificationSettings, updateNotificationSetting } from './notification-settings.service.js';

const tags = ['settings'];
const ok = { ok: true as const };

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/setting/pb_index', { schema: { tags, response: { 200: masterListsSchema } } }, async (request) =>
    settingIndex(app.db, requireActor(request)),
  );

  app.post(
    '/setting/add_improvement',
    { schema: { tags, body: addImprovementRequestSchema, response: { 200: masterItemResponseSchema } } },
    async (request) => ({ item: await addImprovement(app.db, requireActor(request), request.body.name) }),
  );

  app.post(
    '/setting/add_master',
    { schema: { tags, body: addMasterRequestSchema, response: { 200: masterItemResponseSchema } } },
    async (request) => ({ item: await addMaster(app.db, requireActor(request), request.body.kind, request.body.name) }),
  );

  app.post(
    '/setting/update_master',
    { schema: { tags, body: updateMasterRequestSchema, response: { 200: masterItemResponseSchema } } },
    async (request) => ({
      item: await renameMaster(app.db, requireActor(request), request.body.kind, request.body.id, request.body.name),
    }),
  );

  app.post(
    '/setting/order_master',
    { schema: { tags, body: orderMasterRequestSchema, response: { 200: masterItemListSchema } } },
    async (request) => ({
      items: await orderMaster(app.db, requireActor(request), request.body.kind, request.body.ids),
    }),
  );

  app.post(
    '/setting/delete_master',
    { schema: { tags, body: deleteMasterRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await removeMaster(app.db, requireActor(request), request.body.kind, request.body.id);
      return ok;
    },
  );

  app.get('/setting/groups', { schema: { tags, response: { 200: groupListSchema } } }, async (request) => ({
    groups: await groupList(app.db, requireActor(request)),
  }));

  app.post(
    '/setting/create_group',
    { schema: { tags, body: createGroupRequestSchema, response: { 200: groupResponseSchema } } },
    async (request) => ({ group: await createGroup(app.db, requireActor(request), request.body.name) }),
  );

  app.post(
    '/setting/update_group',
    { schema: { tags, body: updateGroupRequestSchema, response: { 200: groupResponseSchema } } },
    async (request) => ({
      group: await updateGroup(app.db, requireActor(request), request.body.id, request.body.name),
    }),
  );

  app.post(
    '/setting/delete_group',
    { schema: { tags, body: idRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await removeGroup(app.db, requireActor(request), request.body.id);
      return ok;
    },
  );

  app.post(
    '/setting/add_group_user',
    { schema: { tags, body: groupUserRequestSchema, response: { 200: groupResponseSchema } } },
    async (request) => ({
      group: await addGroupUser(app.db, requireActor(request), request.body.group_id, request.body.user_id),
    }),
  );

  app.post(
    '/setting/remove_group_user',
    { schema: { tags, body: groupUserRequestSchema, response: { 200: groupResponseSchema } } },
    async (request) => ({
      group: await removeGroupUser(app.db, requireActor(request), request.body.group_id, request.body.user_id),
    }),
  );

  app.get(
    '/setting/notification_settings',
    { schema: { tags, querystring: notificationSettingsQuerySchema, response: { 200: notificationSettingsSchema } } },
    async (request) => notificationSettings(app.db, requireActor(request), request.query.project_id ?? null),
  );

  app.post(
    '/setting/update_notification_setting',
    { schema: { tags, body: updateNotificationSettingRequestSchema, response: { 200: notificationSettingsSchema } } },
    async (request) => updateNotificationSetting(app.db, requireActor(request), request.body),
  );
};
