import { describe, expect, it } from 'vitest';
import { focusAnchor, notificationPath } from './notification-link.js';

const base = { project_id: 7, target_kind: null, target_id: null };

describe('notificationPath', () => {
  it('opens the tree scrolled to the KPI or measure whose status changed', () => {
    expect(notificationPath({ ...base, kind: 'kpi_status', target_kind: 'kpi', target_id: 12 })).toBe(
      '/client/7/management#kpi-12',
    );
    expect(notificationPath({ ...base, kind: 'measure_status', target_kind: 'measure', target_id: 3 })).toBe(
      '/client/7/management#measure-3',
    );
  });

  it('opens the published report itself, and the need on the dashboard', () => {
    expect(notificationPath({ ...base, kind: 'report_published', target_kind: 'monthly_report', target_id: 40 })).toBe(
      '/client/7/reports/40',
    );
    expect(notificationPath({ ...base, kind: 'client_need', target_kind: 'need', target_id: 5 })).toBe(
      '/client/7#need-5',
    );
    expect(notificationPath({ ...base, kind: 'need_answered', target_kind: 'need', target_id: 5 })).toBe(
      '/client/7#need-5',
    );
  });

  it('opens the KGI at the top of the tree, and a sales goal on its sales customer', () => {
    expect(notificationPath({ ...base, kind: 'kgi' })).toBe('/client/7/management#kgi');
    expect(notificationPath({ ...base, kind: 'sales_goal', target_kind: 'sale', target_id: 9 })).toBe('/sale/9');
  });

  it("falls back to the project's dashboard for what it cannot place", () => {
    expect(notificationPath({ ...base, kind: 'kpi_status' })).toBe('/client/7');
    expect(notificationPath({ ...base, kind: 'something_new', target_kind: 'work', target_id: 1 })).toBe('/client/7');
  });

  it('names the anchor the page gives the item, the same way the link does', () => {
    expect(focusAnchor('need', 5)).toBe('need-5');
    expect(notificationPath({ ...base, kind: 'client_need', target_kind: 'need', target_id: 5 })).toContain(
      `#${focusAnchor('need', 5)}`,
    );
  });
});
