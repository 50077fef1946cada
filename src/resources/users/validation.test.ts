import { describe, expect, it } from 'vitest';
import { nextId } from '../../../tests/web/builders';
import { dialogSearch, parseDialogRoute } from './useDialogRoute';
import {
  type InstanceFormValues,
  validateInstanceUpdate,
  validateNewInstance,
  validateNewUser,
  validateUserUpdate,
} from './validation';

const instanceValues = (overrides: Partial<InstanceFormValues> = {}): InstanceFormValues => ({
  userId: nextId(),
  name: 'Loja Centro',
  phone: '5511987654321',
  notificationPhone: '',
  notificationName: '',
  ...overrides,
});

describe('user form rules (spec 3 §5)', () => {
  it('names each invalid field with the spec text', () => {
    expect(validateNewUser({ name: 'A', email: 'nope', password: '123', role: 'vendedor' })).toEqual({
      ok: false,
      errors: {
        name: 'Nome deve ter pelo menos 2 caracteres',
        email: 'Email inválido',
        password: 'Senha deve ter pelo menos 6 caracteres',
      },
    });
  });

  it('trims and lowercases a valid user', () => {
    expect(
      validateNewUser({ name: ' Ana Souza ', email: ' Ana@Loja.COM.br', password: 'segredo', role: 'admin' }),
    ).toEqual({
      ok: true,
      data: { name: 'Ana Souza', email: 'ana@loja.com.br', password: 'segredo', role: 'admin' },
    });
  });

  it('keeps the current password when left blank on edit', () => {
    const result = validateUserUpdate({
      name: 'Ana',
      email: 'ana@loja.com.br',
      password: '',
      role: 'vendedor',
    });
    expect(result).toEqual({ ok: true, data: { name: 'Ana', email: 'ana@loja.com.br', role: 'vendedor' } });
    expect(
      validateUserUpdate({ name: 'Ana', email: 'ana@loja.com.br', password: '12', role: 'vendedor' }),
    ).toMatchObject({
      ok: false,
      errors: { password: 'Senha deve ter pelo menos 6 caracteres' },
    });
  });
});

describe('instance form rules (spec 3 §5)', () => {
  it('asks for a user first', () => {
    expect(validateNewInstance(instanceValues({ userId: '', name: '', phone: '' }))).toMatchObject({
      ok: false,
      formError: 'Selecione um usuário para criar a instância',
    });
  });

  it('asks for name and phone together, after trimming', () => {
    expect(validateNewInstance(instanceValues({ name: '   ' }))).toMatchObject({
      formError: 'Nome da instância e telefone são obrigatórios',
    });
  });

  it("applies each field's own rule", () => {
    expect(validateNewInstance(instanceValues({ name: 'L', phone: '11 9876' }))).toEqual({
      ok: false,
      errors: { name: 'Nome da instância é obrigatório', phone: 'Telefone deve ter pelo menos 10 dígitos' },
    });
  });

  it('sends trimmed values, the phone as digits and blank optional fields as null', () => {
    const userId = nextId();
    expect(
      validateNewInstance(instanceValues({ userId, name: ' Loja Sul ', phone: '+55 (11) 98765-4321' })),
    ).toEqual({
      ok: true,
      data: {
        userId,
        createInstance: true,
        instanceName: 'Loja Sul',
        instancePhone: '5511987654321',
        notificationPhone: null,
        notificationName: null,
        bikerHubEnabled: false,
      },
    });
  });

  it('validates an edit with the same rules', () => {
    expect(validateInstanceUpdate(instanceValues({ notificationPhone: '123' }))).toMatchObject({
      ok: false,
      errors: { notificationPhone: 'Telefone de notificação deve ter pelo menos 10 dígitos' },
    });
    expect(validateInstanceUpdate(instanceValues({ notificationName: 'Carlos' }))).toMatchObject({
      ok: true,
      data: {
        name: 'Loja Centro',
        phone: '5511987654321',
        notificationPhone: null,
        notificationName: 'Carlos',
      },
    });
  });
});

describe('dialog URLs', () => {
  it('round-trip through the query string', () => {
    const routes = [
      { kind: 'new-user' },
      { kind: 'new-instance', userId: 'u1' },
      { kind: 'edit-instance', id: 'i1' },
      { kind: 'delete-user', id: 'u2' },
    ] as const;
    for (const route of routes) expect(parseDialogRoute(dialogSearch(route))).toEqual(route);
    expect(parseDialogRoute('?dialog=edit-user')).toBeNull();
    expect(parseDialogRoute('?dialog=unknown&id=1')).toBeNull();
  });
});
