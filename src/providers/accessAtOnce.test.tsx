import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useCanAccess } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../tests/web/session';
import { answerAccessAtOnce } from './accessAtOnce';
import { createAuthProvider } from './authProvider';
import { clearSession } from './session';

/** A button only some roles see, guarded as the app's pages guard theirs. */
const DeleteButton = () => {
  const { canAccess } = useCanAccess({ resource: 'instances', action: 'delete' });
  return canAccess ? <button type="button">Excluir</button> : <p>sem acesso</p>;
};

const renderGuarded = (client: QueryClient) =>
  render(
    <AdminContext
      queryClient={client}
      authProvider={createAuthProvider({ fetch: async () => new Response(null, { status: 500 }) })}
      store={memoryStore()}
    >
      <DeleteButton />
    </AdminContext>,
  );

afterEach(() => {
  clearSession();
});

describe('answerAccessAtOnce', () => {
  it('draws what the stored role may do on the first render, not a render later', () => {
    signInAs('admin');
    const client = new QueryClient();
    answerAccessAtOnce(client);
    renderGuarded(client);
    // Read at once, with no wait: the first commit already has the button.
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
  });

  it('draws a seller without the button from the start, and the check still runs', async () => {
    signInAs('vendedor');
    const client = new QueryClient();
    answerAccessAtOnce(client);
    renderGuarded(client);
    expect(screen.getByText('sem acesso')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    const [query] = client.getQueryCache().findAll({ queryKey: ['auth', 'canAccess'] });
    await expect.poll(() => query?.state.dataUpdatedAt).toBeGreaterThan(0);
    expect(query?.state.data).toBe(false);
  });

  it('without it, the first render has no answer yet', () => {
    signInAs('admin');
    renderGuarded(new QueryClient());
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });
});
