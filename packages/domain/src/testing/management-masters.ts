import type { MasterItem } from '../admin/masters.js';
import type { ManagementsResponse } from '../management/responses.js';

/** A master list's item as GET managements gives it. */
export const masterItem = (id: number, name: string): MasterItem => ({
  id,
  name,
  class: null,
  index_num: id,
  locked: false,
});

/** GET managements' masters for tests of the tree's sheet and import: a few of each, with Japanese names. */
export const managementsFixture: ManagementsResponse = {
  status: [masterItem(1, '未着手'), masterItem(2, '着手中')],
  hypothesis_status: [],
  measure_status: [masterItem(5, '検証中')],
  master_importance: [masterItem(0, '高'), masterItem(2, '低')],
  master_priority: [masterItem(0, '高')],
  master_urgency: [masterItem(0, '高'), masterItem(2, '低')],
  master_verification: [masterItem(1, 'A/Bテスト')],
  category: [masterItem(3, 'UI改善')],
  kgi: { kgi_id: null, purpose: '', kgi: '', start_line: null, dead_line: null, updated_at: null },
  permissions: { can_edit: true, client_can_edit: false, can_change_visibility: true, report_links: null },
};
