import { CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { AccessRestricted } from './AccessRestricted';

/** The page for admins; a seller reads why it is not theirs (the server refuses them too). */
export const AdminOnly = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const { canAccess, isPending } = useCanAccess({ resource, action: 'list' });
  if (isPending) return <CircularProgress sx={{ display: 'block', mx: 'auto', mt: 6 }} />;
  if (canAccess) return children;
  return <AccessRestricted detail="app.monitor.adminOnly" />;
};
