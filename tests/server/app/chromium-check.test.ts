import { describe, expect, it, vi } from 'vitest';
import { E2E_FILES, e2eInclude } from '../../e2e/chromium';

describe('browser tests without a browser', () => {
  it('are skipped on a developer machine with one loud line naming the fix', () => {
    const warn = vi.fn();
    expect(e2eInclude({}, () => false, warn)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toContain('apt-get install chromium');
    expect(line).toContain('CHROMIUM_PATH');
    expect(line).toContain('/usr/bin/chromium');
  });

  it('stay in under CI=true, so the missing browser fails the run', () => {
    const warn = vi.fn();
    expect(e2eInclude({ CI: 'true' }, () => false, warn)).toEqual([E2E_FILES]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('run when CHROMIUM_PATH names a browser that exists', () => {
    const seen: string[] = [];
    const exists = (path: string) => {
      seen.push(path);
      return true;
    };
    expect(e2eInclude({ CHROMIUM_PATH: '/opt/chrome' }, exists, vi.fn())).toEqual([E2E_FILES]);
    expect(seen).toEqual(['/opt/chrome']);
  });
});
