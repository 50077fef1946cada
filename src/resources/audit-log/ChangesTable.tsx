import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AuditChanges } from '../../../contract/audit';
import { formatAuditValue } from './format';

const R = 'resources.audit-log.changes';

/** The fields a record changed, one row each with the value before and after (secrets come masked). */
export const ChangesTable = ({ changes }: { changes: AuditChanges | null }) => {
  const translate = useTranslate();
  const rows = Object.entries(changes ?? {});
  if (rows.length === 0) return <Typography color="text.secondary">{translate(`${R}.none`)}</Typography>;
  const empty = translate(`${R}.empty`);
  return (
    <Table size="small" sx={{ tableLayout: 'fixed', width: '100%' }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${R}.field`)}</TableCell>
          <TableCell>{translate(`${R}.before`)}</TableCell>
          <TableCell>{translate(`${R}.after`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([field, change]) => (
          <TableRow key={field}>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>{field}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{formatAuditValue(change.before, empty)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{formatAuditValue(change.after, empty)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
