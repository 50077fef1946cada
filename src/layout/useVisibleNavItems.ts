import { useMemo } from 'react';
import { useCanAccessResources } from 'react-admin';
import { NAV_ITEMS, type NavItem } from './navigation';

const RESTRICTED = [...new Set(NAV_ITEMS.flatMap((item) => (item.access ? [item.access] : [])))];

/** The navigation items the signed-in role may see; restricted ones stay hidden until known. */
export const useVisibleNavItems = (): readonly NavItem[] => {
  const { canAccess } = useCanAccessResources({ action: 'list', resources: RESTRICTED });
  return useMemo(
    () => NAV_ITEMS.filter((item) => !item.access || canAccess?.[item.access] === true),
    [canAccess],
  );
};
