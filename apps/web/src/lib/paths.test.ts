import { describe, expect, it } from 'vitest';
import { featurePaths, paths, returnPath } from './paths.ts';

describe('featurePaths', () => {
  it('builds list, create, detail and edit paths in the spec scheme', () => {
    const users = featurePaths('/users');
    expect(users.list).toBe('/users');
    expect(users.create).toBe('/users/detail/new');
    expect(users.detail('u1')).toBe('/users/detail/u1');
    expect(users.edit('u1')).toBe('/users/detail/u1/edit');
  });

  it('escapes ids so a path segment stays one segment', () => {
    expect(featurePaths('/kiosks').detail('a/b c')).toBe('/kiosks/detail/a%2Fb%20c');
  });
});

describe('returnPath', () => {
  it('keeps a path of the console, with its query', () => {
    expect(returnPath('/alerts?type=highTemperature&page=2')).toBe('/alerts?type=highTemperature&page=2');
    expect(returnPath('/alerts')).toBe('/alerts');
  });

  it('refuses what could leave the console', () => {
    for (const value of ['https://evil.test/', '//evil.test/alerts', '/\\evil.test', 'alerts', '', null, '/\nx']) {
      expect(returnPath(value)).toBeNull();
    }
  });

  it('builds the notification settings link that returns to the alerts', () => {
    expect(paths.notificationSettings('/alerts?kiosk=k1')).toBe('/settings/notifications?back=%2Falerts%3Fkiosk%3Dk1');
    expect(paths.notificationSettings()).toBe('/settings/notifications');
  });
});
