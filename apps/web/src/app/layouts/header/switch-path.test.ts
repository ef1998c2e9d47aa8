import { describe, expect, it } from 'vitest';
import { switchedProjectPath } from './switch-path';

describe('switchedProjectPath', () => {
  it('keeps a page every project has', () => {
    expect(switchedProjectPath('/client/1/management', 2)).toBe('/client/2/management');
    expect(switchedProjectPath('/client/1/reports/', 2)).toBe('/client/2/reports');
    expect(switchedProjectPath('/client/1/setting', 12)).toBe('/client/12/setting');
  });
  it('goes to the dashboard from the dashboard and from pages of one project’s things', () => {
    expect(switchedProjectPath('/client/1', 2)).toBe('/client/2');
    expect(switchedProjectPath('/client/1/', 2)).toBe('/client/2');
    expect(switchedProjectPath('/client/1/reports/5', 2)).toBe('/client/2');
    expect(switchedProjectPath('/client/1/reports/sale/3', 2)).toBe('/client/2');
    expect(switchedProjectPath('/client/1/measures/8/reports/edit', 2)).toBe('/client/2');
    expect(switchedProjectPath('/client/1/newRegularReport', 2)).toBe('/client/2');
  });
});
