import { Box, Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';

/** The signed-out pages' frame (login, forgotten password, new password): one card in the middle. */
export const CenteredCard = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: 2,
      bgcolor: 'background.default',
    }}
  >
    <Card sx={{ width: '100%', maxWidth: 420 }} elevation={4}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>{children}</CardContent>
    </Card>
  </Box>
);
