import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../ui/definePage';
import { APP_PAGES } from './pages';
import { pageFor, preloadPageFor } from './preload';

const fakePage = (path: string, aliases: string[] = []) => {
  const load = vi.fn(async () => ({ default: () => null }));
  return { page: lazyPage(load, path, { aliases }), load };
};

describe('preloadPageFor', () => {
  const home = fakePage('/', ['/dashboard']);
  const inbox = fakePage('/whatsapp', ['/chat']);
  const crm = fakePage('/autocerto');
  const crmSystem = fakePage('/autocerto/sistema');
  const pages = [home.page, inbox.page, crm.page, crmSystem.page];

  it("starts loading the code of the address's page, and no other", () => {
    expect(preloadPageFor('/chat', pages)).toBe(inbox.page);
    expect(inbox.load).toHaveBeenCalledOnce();
    expect(preloadPageFor('/', pages)).toBe(home.page);
    expect(preloadPageFor('/autocerto/sistema', pages)).toBe(crmSystem.page);
    expect(crm.load).not.toHaveBeenCalled();
    expect(preloadPageFor('/login', pages)).toBeUndefined();
    expect(home.load).toHaveBeenCalledOnce();
    expect(crmSystem.load).toHaveBeenCalledOnce();
  });

  it("finds the app's pages by their paths and aliases; the lazy ones can start early", () => {
    expect(pageFor('/', APP_PAGES)?.preload).toBeTypeOf('function');
    expect(pageFor('/whatsapp', APP_PAGES)?.preload).toBeTypeOf('function');
    expect(pageFor('/', APP_PAGES)?.path).toBe('/');
    expect(pageFor('/dashboard', APP_PAGES)?.path).toBe('/');
    expect(pageFor('/kanban', APP_PAGES)?.path).toBe('/kanban');
    expect(pageFor('/autocerto/sistema', APP_PAGES)?.path).toBe('/autocerto');
    expect(pageFor('/login', APP_PAGES)).toBeUndefined();
  });
});
