import {
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AuditRecord } from '../../../contract/audit';
import { ChangesTable } from './ChangesTable';
import { formatAuditTime } from './format';
import { useActionLabel } from './useActionLabel';

const R = 'resources.audit-log';

const Changes = () => {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Labeled label={translate(`${R}.fields.changes`)} fullWidth>
      <ChangesTable changes={record.changes} />
    </Labeled>
  );
};

/** One record: who, when, from where, what, and the changed fields before and after. No edit, no delete. */
export const AuditLogShow = () => {
  const translate = useTranslate();
  const actionLabel = useActionLabel();
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <FunctionField<AuditRecord>
          source="at"
          label={`${R}.fields.at`}
          render={(r) => formatAuditTime(r.at)}
        />
        <FunctionField<AuditRecord>
          source="action"
          label={`${R}.fields.action`}
          render={(r) => actionLabel(r.action)}
        />
        <FunctionField<AuditRecord>
          source="actorLabel"
          label={`${R}.fields.actorLabel`}
          render={(r) => r.actorLabel ?? translate(`${R}.system`)}
        />
        <TextField source="actorRole" label={`${R}.fields.actorRole`} emptyText="—" />
        <FunctionField<AuditRecord>
          source="targetLabel"
          label={`${R}.fields.target`}
          render={(r) => {
            const kind = r.targetType ? translate(`${R}.targets.${r.targetType}`, { _: r.targetType }) : '';
            const name = r.targetLabel ?? r.targetId ?? '';
            return [kind, name].filter(Boolean).join(': ') || '—';
          }}
        />
        <TextField source="organizationName" label={`${R}.fields.organizationName`} emptyText="—" />
        <TextField source="ip" label={`${R}.fields.ip`} emptyText="—" />
        <TextField
          source="userAgent"
          label={`${R}.fields.userAgent`}
          emptyText="—"
          sx={{ wordBreak: 'break-word' }}
        />
        <Changes />
      </SimpleShowLayout>
    </Show>
  );
};
