import Box from '@mui/material/Box';
import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { useCallback, useMemo } from 'react';
import { type RaRecord, useCreatePath, useListContext, useResourceContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** Page sizes offered under every grid; the list's own `perPage` is added when it is another. */
const PAGE_SIZES = [10, 25, 50, 100];

const localeText = ptBR.components.MuiDataGrid.defaultProps.localeText;

export interface ListDataGridProps<Row extends RaRecord & GridValidRowModel>
  extends Omit<
    DataGridProps<Row>,
    | 'rows'
    | 'columns'
    | 'rowCount'
    | 'paginationMode'
    | 'sortingMode'
    | 'filterMode'
    | 'paginationModel'
    | 'onPaginationModelChange'
    | 'sortModel'
    | 'onSortModelChange'
    | 'loading'
  > {
  columns: GridColDef<Row>[];
  /** Where a click on a row goes: react-admin's `show` or `edit` page of the record, or nowhere. */
  rowClick?: 'show' | 'edit' | false;
}

/**
 * The one bridge between react-admin's list context and `@mui/x-data-grid`: rows, total, page,
 * page size and sort come from the list context, so paging and sorting happen on the server in the
 * simple-rest dialect (`range`, `sort`), and filters set through the list context reach it too.
 * Use it inside `<List>` / `<ListBase>` or any `ListContextProvider`.
 */
export function ListDataGrid<Row extends RaRecord & GridValidRowModel>({
  columns,
  rowClick = false,
  ...rest
}: ListDataGridProps<Row>) {
  const { data, total, isPending, page, perPage, setPage, setPerPage, sort, setSort } = useListContext<Row>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();

  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: page - 1, pageSize: perPage }),
    [page, perPage],
  );
  const sortModel = useMemo<GridSortModel>(
    () => (sort?.field ? [{ field: sort.field, sort: sort.order === 'DESC' ? 'desc' : 'asc' }] : []),
    [sort],
  );
  const pageSizeOptions = useMemo(
    () => (PAGE_SIZES.includes(perPage) ? PAGE_SIZES : [...PAGE_SIZES, perPage].sort((a, b) => a - b)),
    [perPage],
  );

  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => {
      if (model.pageSize !== perPage) setPerPage(model.pageSize);
      else if (model.page + 1 !== page) setPage(model.page + 1);
    },
    [page, perPage, setPage, setPerPage],
  );
  const onSortModelChange = useCallback(
    (model: GridSortModel) => {
      const [first] = model;
      if (!first) return;
      setSort({ field: first.field, order: first.sort === 'desc' ? 'DESC' : 'ASC' });
    },
    [setSort],
  );
  const onRowClick = useCallback(
    (params: GridRowParams<Row>) => {
      if (!rowClick || !resource) return;
      navigate(createPath({ resource, id: params.id, type: rowClick }));
    },
    [createPath, navigate, resource, rowClick],
  );

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid<Row>
        rows={data ?? []}
        columns={columns}
        rowCount={total ?? 0}
        loading={isPending}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={pageSizeOptions}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        disableColumnFilter
        disableRowSelectionOnClick
        onRowClick={rowClick ? onRowClick : undefined}
        localeText={localeText}
        sx={rowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : undefined}
        {...rest}
      />
    </Box>
  );
}
