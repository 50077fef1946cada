import { screen, waitFor } from '@testing-library/react';
import { type ComponentType, createElement, isValidElement, type ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract';
import { createInMemoryDataProvider } from '../../tests/web/inMemoryDataProvider';
import { meFetch, signInAs } from '../../tests/web/session';
import { renderWithAdmin } from '../../tests/web/TestApp';
import { createAuthProvider } from '../providers/authProvider';
import { clearSession } from '../providers/session';
import { auditLog } from '../resources/audit-log';
import { campaigns } from '../resources/campaigns';
import { leadSources } from '../resources/lead-sources';
import { sourceCosts } from '../resources/source-costs';

afterEach(() => clearSession());

const openAs = (role: Role, resource: string, view: ComponentType | ReactElement | undefined) => {
  if (!view) throw new Error(`${resource} has no such view`);
  const user = signInAs(role);
  const dataProvider = createInMemoryDataProvider();
  const getList = vi.spyOn(dataProvider, 'getList');
  renderWithAdmin(
    <ResourceContextProvider value={resource}>
      {isValidElement(view) ? view : createElement(view)}
    </ResourceContextProvider>,
    {
      dataProvider,
      authProvider: createAuthProvider({ fetch: meFetch(user) }),
      path: `/${resource}`,
    },
  );
  return { getList };
};

describe('an admin page opened by a vendedor', () => {
  it.each([
    ['campanhas', campaigns.list],
    ['lead-sources', leadSources.list],
    ['source-costs', sourceCosts.list],
    ['audit-log', auditLog.list],
  ])('says "Acesso negado" at /%s without asking the server for the list', async (resource, view) => {
    const { getList } = openAs('vendedor', resource, view);
    // Long enough for the list's code to load and ask, were it mounted.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(getList).not.toHaveBeenCalled();
    expect(await screen.findByText('Acesso negado')).toBeVisible();
  });

  it("does not ask for the shop's sellers from the new campaign's form either", async () => {
    const { getList } = openAs('vendedor', 'campanhas', campaigns.create);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(getList).not.toHaveBeenCalled();
    expect(await screen.findByText('Acesso negado')).toBeVisible();
  });

  it('still lists the campaigns for the admin', async () => {
    const { getList } = openAs('admin', 'campanhas', campaigns.list);
    await waitFor(() => expect(getList).toHaveBeenCalledWith('campanhas', expect.anything()), {
      timeout: 10_000,
    });
    expect(screen.queryByText('Acesso negado')).not.toBeInTheDocument();
  });
});
