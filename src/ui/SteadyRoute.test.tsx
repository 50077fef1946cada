import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SteadyRoute } from './SteadyRoute';

let renders = 0;
let rerenderRoutes: () => void = () => undefined;

/** A page that links and navigates, as the app's do. */
const Page = () => {
  renders += 1;
  useNavigate();
  const { id } = useParams();
  return <p>conversa {id}</p>;
};

/** The routes, rendered again with the same match the way react-admin's do as it settles. */
const App = ({ steady, path }: { steady: boolean; path: string }) => {
  const [, setTick] = useState(0);
  rerenderRoutes = () => setTick((tick) => tick + 1);
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/whatsapp/:id"
          element={
            steady ? (
              <SteadyRoute>
                <PageOnce />
              </SteadyRoute>
            ) : (
              <PageOnce />
            )
          }
        />
      </Routes>
    </MemoryRouter>
  );
};

/** A button that moves to the next conversation. */
const Navigator = () => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/whatsapp/c-2')}>
      próxima
    </button>
  );
};

// One element, as a route's element is: what renders it again is the route's context alone.
const PAGE = <Page />;
const PageOnce = () => PAGE;

describe('SteadyRoute', () => {
  it('keeps the page from rendering again when the routes above render again with the same match', () => {
    renders = 0;
    render(<App steady path="/whatsapp/c-1" />);
    expect(screen.getByText('conversa c-1')).toBeVisible();
    const before = renders;
    act(() => rerenderRoutes());
    act(() => rerenderRoutes());
    expect(renders).toBe(before);
  });

  it('without it, each render of the routes renders the page again', () => {
    renders = 0;
    render(<App steady={false} path="/whatsapp/c-1" />);
    const before = renders;
    act(() => rerenderRoutes());
    expect(renders).toBeGreaterThan(before);
  });

  it('passes a new match through: the page reads the new params', () => {
    render(
      <MemoryRouter initialEntries={['/whatsapp/c-1']}>
        <Navigator />
        <Routes>
          <Route
            path="/whatsapp/:id"
            element={
              <SteadyRoute>
                <Page />
              </SteadyRoute>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('conversa c-1')).toBeVisible();
    act(() => screen.getByRole('button', { name: 'próxima' }).click());
    expect(screen.getByText('conversa c-2')).toBeVisible();
  });
});
