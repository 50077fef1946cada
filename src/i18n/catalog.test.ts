import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ptBR } from './pt-BR';

const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );

describe('message catalogs', () => {
  it("translate every one of react-admin's keys into pt-BR", () => {
    const ours = new Set(keysOf(ptBR.ra, 'ra.'));
    const missing = keysOf(englishMessages.ra, 'ra.').filter((key) => !ours.has(key));
    expect(missing).toEqual([]);
  });

  it('have the same keys in English and in pt-BR', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(ptBR).sort());
  });

  it('keep the spec texts character for character', () => {
    expect(ptBR.app.validation).toMatchObject({
      nameMin: 'Nome deve ter pelo menos 2 caracteres',
      emailInvalid: 'Email inválido',
      passwordMin: 'Senha deve ter pelo menos 6 caracteres',
      instanceNameRequired: 'Nome da instância é obrigatório',
      phoneMin: 'Telefone deve ter pelo menos 10 dígitos',
      selectUser: 'Selecione um usuário para criar a instância',
      instanceNameAndPhoneRequired: 'Nome da instância e telefone são obrigatórios',
      loginRequired: 'Por favor, preencha email e senha.',
    });
    expect(ptBR.app.layout.logoutConfirm).toBe('Tem certeza que deseja sair do sistema?');
    expect(ptBR.resources.instances.notifications.creationInProgress).toBe(
      'Criação já em andamento, aguarde...',
    );
  });
});
