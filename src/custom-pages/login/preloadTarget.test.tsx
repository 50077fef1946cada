import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../../tests/web/TestApp';
import { createAuthProvider } from '../../providers/authProvider';
import { HomePage } from '../home';
import { KanbanPage } from '../kanban';
import { LoginForm } from './LoginForm';

const renderForm = () =>
  renderWithAdmin(<LoginForm />, {
    authProvider: createAuthProvider({ fetch: async () => new Response(null, { status: 401 }) }),
  });

describe('the sign-in form', () => {
  it("starts loading Home's code while the user types, before the sign-in answers", async () => {
    const homeCode = vi.spyOn(HomePage, 'preload');
    renderForm();
    expect(await screen.findByLabelText('E-mail')).toBeVisible();
    await waitFor(() => expect(homeCode).toHaveBeenCalledTimes(1));
  });

  it('loads no other page than the one the sign-in opens', async () => {
    const kanbanCode = vi.spyOn(KanbanPage, 'preload');
    renderForm();
    await screen.findByLabelText('E-mail');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(kanbanCode).not.toHaveBeenCalled();
  });
});
