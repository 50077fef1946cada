import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { Brand } from '../layout/Brand';

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

/** A signed-out page's form in that card, under the brand and the page's title. */
export const SignedOutForm = ({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) => (
  <CenteredCard>
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Box sx={{ color: 'primary.main' }}>
        <Brand />
      </Box>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  </CenteredCard>
);
