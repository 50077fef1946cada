import { describe, expect, it } from 'vitest';
import { canAccess } from './canAccess';

const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'];

describe('canAccess', () => {
  it.each(['admin', 'super_admin'] as const)('lets %s do everything in its organization', (role) => {
    for (const resource of ['users', 'instances', 'master', 'logslogs', 'leads', 'settings']) {
      for (const action of ACTIONS) expect(canAccess(role, { resource, action })).toBe(true);
    }
  });

  it('hides the master panel and the logs page from a vendedor', () => {
    expect(canAccess('vendedor', { resource: 'master', action: 'list' })).toBe(false);
    expect(canAccess('vendedor', { resource: 'logslogs', action: 'list' })).toBe(false);
  });

  it('does not let a vendedor manage users', () => {
    for (const action of ACTIONS) expect(canAccess('vendedor', { resource: 'users', action })).toBe(false);
  });

  it('lets a vendedor see instances but not create, edit or delete them', () => {
    expect(canAccess('vendedor', { resource: 'instances', action: 'list' })).toBe(true);
    expect(canAccess('vendedor', { resource: 'instances', action: 'show' })).toBe(true);
    for (const action of ['create', 'edit', 'delete']) {
      expect(canAccess('vendedor', { resource: 'instances', action })).toBe(false);
    }
  });

  it('lets a vendedor work with the rest of the app', () => {
    expect(canAccess('vendedor', { resource: 'leads', action: 'edit' })).toBe(true);
    expect(canAccess('vendedor', { resource: 'bonus', action: 'list' })).toBe(true);
  });

  it('lets a vendedor use the agenda and book visits, but only read the shop hours', () => {
    expect(canAccess('vendedor', { resource: 'agenda', action: 'list' })).toBe(true);
    for (const action of ['list', 'create', 'edit']) {
      expect(canAccess('vendedor', { resource: 'appointments', action })).toBe(true);
    }
    expect(canAccess('vendedor', { resource: 'agenda-settings', action: 'show' })).toBe(true);
    expect(canAccess('vendedor', { resource: 'agenda-settings', action: 'edit' })).toBe(false);
  });

  it('denies everything without a known role', () => {
    expect(canAccess(undefined, { resource: 'leads', action: 'list' })).toBe(false);
    expect(canAccess(null, { resource: 'master', action: 'list' })).toBe(false);
  });
});
