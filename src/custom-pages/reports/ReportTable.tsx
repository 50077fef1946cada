import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridRowParams, type GridValidRowModel } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { downloadCsv, toCsv } from './csv';

const localeText = ptBR.components.MuiDataGrid.defaultProps.localeText;

export interface ReportColumn<Row> {
  field: string;
  header: string;
  /** The raw value: what the grid sorts on. */
  value: (row: Row) => string | number | null;
  /** The text shown and exported; the raw value when absent. */
  format?: (value: string | number | null, row: Row) => string;
  numeric?: boolean;
  minWidth?: number;
}

export interface ReportTableProps<Row extends GridValidRowModel> {
  rows: readonly Row[];
  columns: ReadonlyArray<ReportColumn<Row>>;
  getRowId: (row: Row) => string;
  /** File name of the export, without the extension. */
  csvName: string;
  onRowClick?: (row: Row) => void;
  /** Shows the pager past this many rows. */
  pageSize?: number;
}

/**
 * A small fixed result set of a report on the data grid (client-side sort), with its CSV export.
 * The export writes the same texts the grid shows, under the same pt-BR headers.
 */
export function ReportTable<Row extends GridValidRowModel>({
  rows,
  columns,
  getRowId,
  csvName,
  onRowClick,
  pageSize = 10,
}: ReportTableProps<Row>) {
  const t = useAppTranslate();
  const gridColumns = useMemo<GridColDef<Row>[]>(
    () =>
      columns.map((column) => ({
        field: column.field,
        headerName: column.header,
        flex: 1,
        minWidth: column.minWidth ?? 110,
        type: column.numeric ? 'number' : 'string',
        valueGetter: (_value: unknown, row: Row) => column.value(row),
        valueFormatter: (value: string | number | null, row: Row) =>
          column.format ? column.format(value, row) : String(value ?? ''),
      })),
    [columns],
  );
  const exportCsv = () => {
    const text = toCsv(
      columns.map((column) => column.header),
      rows.map((row) =>
        columns.map((column) => {
          const value = column.value(row);
          return column.format ? column.format(value, row) : value;
        }),
      ),
    );
    downloadCsv(`${csvName}.csv`, text);
  };
  const paged = rows.length > pageSize;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 0.5 }}>
        <Button size="small" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={rows.length === 0}>
          {t('app.reports.csv')}
        </Button>
      </Box>
      <DataGrid<Row>
        rows={rows}
        columns={gridColumns}
        getRowId={getRowId}
        localeText={localeText}
        density="compact"
        autoHeight
        disableRowSelectionOnClick
        disableColumnMenu
        hideFooter={!paged}
        initialState={paged ? { pagination: { paginationModel: { pageSize, page: 0 } } } : undefined}
        pageSizeOptions={[pageSize]}
        // A page holds at most a few dozen cells: every one is rendered, so none waits for a scroll.
        disableVirtualization
        onRowClick={onRowClick ? (params: GridRowParams<Row>) => onRowClick(params.row) : undefined}
        sx={{ cursor: onRowClick ? 'pointer' : undefined }}
      />
    </Box>
  );
}
