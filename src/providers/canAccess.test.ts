import { describe, expect, it } from 'vitest';
import { canAccess } from './canAccess';

const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'];

describe('canAccess', () => {
  it.each(['admin', 'super_admin'] as const)('lets %s do everything in its organization', (role) => {
    for (const resource of ['users', 'instances', 'logslogs', 'tools', 'leads', 'settings', 'estoque']) {
      for (const action of ACTIONS) expect(canAccess(role, { resource, action })).toBe(true);
    }
  });

  it("offers the master panel to the platform's owner alone, as the server answers it", () => {
    expect(canAccess('super_admin', { resource: 'master', action: 'list' })).toBe(true);
    expect(canAccess('admin', { resource: 'master', action: 'list' })).toBe(false);
    expect(canAccess('vendedor', { resource: 'master', action: 'list' })).toBe(false);
  });

  it('shows the audit log to admins and the platform owner, never to a vendedor', () => {
    expect(canAccess('vendedor', { resource: 'audit-log', action: 'list' })).toBe(false);
    expect(canAccess('vendedor', { resource: 'audit-log', action: 'show' })).toBe(false);
    expect(canAccess('admin', { resource: 'audit-log', action: 'list' })).toBe(true);
    expect(canAccess('super_admin', { resource: 'audit-log', action: 'show' })).toBe(true);
  });

  it("opens the master page to the shop's admins, who are then told it is the owner's, and sends sellers home", () => {
    expect(canAccess('super_admin', { resource: 'master-panel', action: 'list' })).toBe(true);
    expect(canAccess('admin', { resource: 'master-panel', action: 'list' })).toBe(true);
    expect(canAccess('vendedor', { resource: 'master-panel', action: 'list' })).toBe(false);
  });

  it("shows the plan's banners to the shop's admin alone", () => {
    expect(canAccess('admin', { resource: 'plan-status', action: 'show' })).toBe(true);
    expect(canAccess('super_admin', { resource: 'plan-status', action: 'show' })).toBe(false);
    expect(canAccess('vendedor', { resource: 'plan-status', action: 'show' })).toBe(false);
  });

  it('keeps the advanced tools from a vendedor, whom the page would refuse', () => {
    expect(canAccess('vendedor', { resource: 'tools', action: 'list' })).toBe(false);
  });

  it('lets a vendedor browse the stock and the CRM link but not change them', () => {
    for (const resource of ['estoque', 'crm-config']) {
      expect(canAccess('vendedor', { resource, action: 'list' })).toBe(true);
      for (const action of ['create', 'edit', 'delete']) {
        expect(canAccess('vendedor', { resource, action })).toBe(false);
      }
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
