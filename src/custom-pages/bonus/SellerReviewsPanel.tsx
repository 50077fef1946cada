import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Card, CardContent, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { ListContextProvider, useDataProvider, useGetList, useList } from 'react-admin';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { SellerReviewRow } from '../../providers/data/bonus';
import { serverMessageOf } from '../../providers/httpError';
import { ListDataGrid } from '../../resources/common/ListDataGrid';
import { useToast } from '../../ui/useToast';
import { USER_BONUSES_KEY } from './bonusQueries';

/** A day of the chosen month: today when it is the current month, else its first day. */
const defaultDay = (month: number, year: number): string => {
  const now = new Date();
  const day = now.getMonth() + 1 === month && now.getFullYear() === year ? now.getDate() : 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

const dayLabel = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Google five-star reviews per seller (spec 3 §3, category google_reviews): an admin records each
 * one the shop receives, and they count toward the sellers' "Avaliação 5 Estrelas" bonuses.
 */
export const SellerReviewsPanel = ({ month, year }: { month: number; year: number }) => {
  const t = useAppTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { data: users = [] } = useGetList('users', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  // The month's reviews (a shop records a handful a month): one page holds them all.
  const reviews = useGetList<SellerReviewRow>('seller-reviews', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'reviewedOn', order: 'DESC' },
    filter: { month, year },
  });
  const [userId, setUserId] = useState('');
  const [reviewedOn, setReviewedOn] = useState(() => defaultDay(month, year));
  const [customerName, setCustomerName] = useState('');
  const [sellerError, setSellerError] = useState(false);
  // A review changes the list and the sellers' bonuses it counts toward.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['seller-reviews'] }),
      queryClient.invalidateQueries({ queryKey: [USER_BONUSES_KEY] }),
    ]);

  const record = useMutation({
    // Plain simple-rest on `seller-reviews` (/api/admin/seller-reviews): create, then delete.
    mutationFn: () =>
      dataProvider.create<SellerReviewRow>('seller-reviews', { data: { userId, reviewedOn, customerName } }),
    onSuccess: async () => {
      toast({ title: 'app.bonusLeads.reviews.recorded', type: 'success' });
      setCustomerName('');
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'app.bonusLeads.reviews.failed', detail: serverMessageOf(error), type: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => dataProvider.delete('seller-reviews', { id }),
    onSuccess: async () => {
      toast({ title: 'app.bonusLeads.reviews.removed', type: 'success' });
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'app.bonusLeads.reviews.removeFailed', detail: serverMessageOf(error), type: 'error' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) {
      setSellerError(true);
      return;
    }
    record.mutate();
  };

  const rows = reviews.data ?? [];
  const list = useList({ data: rows, isPending: reviews.isPending, perPage: 10 });
  const columns = useMemo<GridColDef<SellerReviewRow>[]>(
    () => [
      {
        field: 'reviewedOn',
        headerName: t('app.bonusLeads.reviews.date'),
        minWidth: 110,
        valueFormatter: (value: string) => dayLabel(value),
      },
      { field: 'sellerName', headerName: t('app.bonusLeads.reviews.seller'), flex: 1, minWidth: 140 },
      { field: 'customerName', headerName: t('app.bonusLeads.reviews.customer'), flex: 1, minWidth: 140 },
      {
        field: 'actions',
        headerName: '',
        sortable: false,
        width: 64,
        renderCell: ({ row }) => (
          <IconButton
            size="small"
            aria-label={`${t('app.bonusLeads.reviews.remove')}: ${row.sellerName} ${dayLabel(row.reviewedOn)}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(row.id)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        ),
      },
    ],
    [t, remove],
  );

  return (
    <Card variant="outlined" component="section" aria-labelledby="seller-reviews-title">
      <CardContent sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Box>
          <Typography id="seller-reviews-title" variant="h6" component="h2">
            {t('app.bonusLeads.reviews.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.bonusLeads.reviews.subtitle')}
          </Typography>
        </Box>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            select
            size="small"
            label={t('app.bonusLeads.reviews.seller')}
            value={userId}
            error={sellerError}
            helperText={sellerError ? t('app.bonusLeads.reviews.sellerRequired') : undefined}
            onChange={(event) => {
              setUserId(event.target.value);
              setSellerError(false);
            }}
            sx={{ minWidth: 200, flex: '1 1 200px' }}
          >
            {users.map((user) => (
              <MenuItem key={user.id} value={user.id}>
                {`${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label={t('app.bonusLeads.reviews.date')}
            value={reviewedOn}
            onChange={(event) => setReviewedOn(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: '0 1 170px' }}
          />
          <TextField
            size="small"
            label={t('app.bonusLeads.reviews.customer')}
            value={customerName}
            onChange={(event) => setCustomerName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
            sx={{ flex: '1 1 200px' }}
          />
          <Button type="submit" variant="contained" disabled={record.isPending}>
            {t('app.bonusLeads.reviews.add')}
          </Button>
        </Box>
        <ListContextProvider value={list}>
          <Box sx={{ minWidth: 0 }}>
            {!reviews.isPending && rows.length === 0 ? (
              <Typography color="text.secondary">{t('app.bonusLeads.reviews.empty')}</Typography>
            ) : (
              <ListDataGrid<SellerReviewRow> columns={columns} autoHeight disableVirtualization />
            )}
          </Box>
        </ListContextProvider>
      </CardContent>
    </Card>
  );
};
