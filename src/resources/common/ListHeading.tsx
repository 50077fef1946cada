import Typography from '@mui/material/Typography';
import { useGetResourceLabel, useResourceContext } from 'react-admin';

/**
 * The page's heading: the resource's plural name. react-admin puts a list's title in the app bar,
 * which our layout does not have, so without this a list page has no heading at all.
 */
export const ListHeading = () => {
  const resource = useResourceContext();
  const getResourceLabel = useGetResourceLabel();
  if (!resource) return null;
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
      {getResourceLabel(resource, 2)}
    </Typography>
  );
};
