import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-admin';

/** The simulated instance in the URL (`/simulator?instance=…`), so the QR dialog can link to it. */
export const useSelectedInstance = (ids: readonly string[]) => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const wanted = new URLSearchParams(search).get('instance');
  const selected = wanted && ids.includes(wanted) ? wanted : ids[0];
  const select = useCallback(
    (id: string) =>
      navigate({ search: `?${new URLSearchParams({ instance: id }).toString()}` }, { replace: true }),
    [navigate],
  );
  return { selected, select };
};
