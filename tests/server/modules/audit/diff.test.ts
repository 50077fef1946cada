import { describe, expect, it } from 'vitest';
import { diffForAudit, maskSecrets } from '../../../../server/modules/audit/diff';

const MASK = '••••';

describe('diffForAudit', () => {
  it('lists only the fields that changed, before and after', () => {
    const changes = diffForAudit(
      { name: 'Ana', role: 'vendedor', email: 'ana@example.com' },
      { name: 'Ana', role: 'admin', email: 'ana@example.com' },
    );
    expect(changes).toEqual({ role: { before: 'vendedor', after: 'admin' } });
  });

  it('reads a creation and a deletion as a change from and to nothing', () => {
    expect(diffForAudit(null, { name: 'Loja' })).toEqual({ name: { before: null, after: 'Loja' } });
    expect(diffForAudit({ name: 'Loja' }, null)).toEqual({ name: { before: 'Loja', after: null } });
  });

  it('masks API keys, tokens, passwords, TOTP and app secrets, telling only that they changed', () => {
    const changes = diffForAudit(
      { apiKey: 'sk-old-123', password: null, webhookSecret: 'a', totpSecret: 'JBSW', token: '' },
      { apiKey: 'sk-new-456', password: 'senha-nova', webhookSecret: 'b', totpSecret: 'KRUG', token: 'tok' },
    );
    expect(changes).toEqual({
      apiKey: { before: MASK, after: MASK },
      password: { before: null, after: MASK },
      webhookSecret: { before: MASK, after: MASK },
      totpSecret: { before: MASK, after: MASK },
      token: { before: '', after: MASK },
    });
    expect(JSON.stringify(changes)).not.toMatch(/sk-|senha|JBSW|KRUG|"tok"/);
  });

  it('masks secrets nested in a changed object', () => {
    const changes = diffForAudit(
      { smtp: { host: 'a', password: 'x1' } },
      { smtp: { host: 'b', password: 'x2' } },
    );
    expect(changes).toEqual({
      smtp: { before: { host: 'a', password: MASK }, after: { host: 'b', password: MASK } },
    });
  });

  it('ignores the bookkeeping timestamps and compares dates by value', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(
      diffForAudit({ updatedAt: at, trialEndsAt: at }, { updatedAt: new Date(), trialEndsAt: new Date(at) }),
    ).toEqual({});
  });

  it('compares only the fields an update sent', () => {
    expect(diffForAudit({ name: 'A', phone: '1' }, { name: 'B' })).toEqual({
      name: { before: 'A', after: 'B' },
    });
  });
});

describe('maskSecrets', () => {
  it('keeps ordinary values and masks secret-named ones at any depth', () => {
    expect(maskSecrets({ a: 1, list: [{ apiKey: 'k' }], openaiApiKey: 'sk' })).toEqual({
      a: 1,
      list: [{ apiKey: MASK }],
      openaiApiKey: MASK,
    });
  });
});
