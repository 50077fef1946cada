import { useCanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { definePage } from '../definePage';
import { UnderConstruction } from '../UnderConstruction';

/** Spec 3 §6: anyone but an admin or the platform owner is sent back to the home page. */
const MasterScreen = () => {
  const { canAccess, isPending } = useCanAccess({ resource: 'master', action: 'list' });
  if (isPending) return null;
  if (!canAccess) return <Navigate to="/" replace />;
  return <UnderConstruction titleKey="app.pages.master" />;
};

/** The platform owner's master panel (spec 3 §2.9). */
export const MasterPage = definePage(MasterScreen, '/master');
