import ChatIcon from '@mui/icons-material/Chat';
import {
  Button,
  Card,
  CardContent,
  ListItem,
  ListItemText,
  List as MuiList,
  Stack,
  Typography,
} from '@mui/material';
import { DateField, FunctionField, Labeled, Show, TextField, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { LeadDetail, LeadHistoryEntry } from '../../../contract/lead-register';
import { formatPhoneBR } from '../../format/phone';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ConsentControl } from '../../ui/ConsentControl';
import { NoTemplateChip, NotOnWhatsappChip } from '../../ui/FirstContactChips';
import { LeadSourceChip } from '../../ui/LeadSourceChip';
import { LeadAppointments } from '../appointments/LeadAppointments';
import { TradeInCard } from '../trade-ins/TradeInCard';
import { ContactRights } from './ContactRights';
import { LeadFinancing } from './LeadFinancing';

const useHistoryLine = () => {
  const t = useAppTranslate();
  const none = t('app.bonusLeads.register.none');
  const statusName = (value: string | null) =>
    value ? t(`app.kanban.columns.${value as LeadDetail['status']}`) : none;
  return (entry: LeadHistoryEntry): string => {
    if (entry.kind === 'status') {
      return t('app.bonusLeads.register.status', {
        actor: entry.actorName,
        from: statusName(entry.fromValue),
        to: statusName(entry.toValue),
      });
    }
    if (entry.kind === 'qualification') {
      return t('app.bonusLeads.register.qualification', {
        actor: entry.actorName,
        from: entry.fromValue ?? none,
        to: entry.toValue ?? none,
      });
    }
    return t('app.bonusLeads.register.assignment', {
      actor: entry.actorName,
      from: entry.fromUserName ?? none,
      to: entry.toUserName ?? none,
    });
  };
};

const LeadHistory = () => {
  const t = useAppTranslate();
  const record = useRecordContext<LeadDetail>();
  const line = useHistoryLine();
  if (!record) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">{t('app.bonusLeads.register.history')}</Typography>
        {record.history.length === 0 ? (
          <Typography color="text.secondary">{t('app.bonusLeads.register.historyEmpty')}</Typography>
        ) : (
          <MuiList dense>
            {record.history.map((entry) => (
              <ListItem key={entry.id} disableGutters>
                <ListItemText
                  primary={line(entry)}
                  secondary={[
                    new Date(entry.createdAt).toLocaleString('pt-BR'),
                    entry.reason ? t('app.bonusLeads.register.reason', { reason: entry.reason }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </MuiList>
        )}
      </CardContent>
    </Card>
  );
};

const ConversationLink = () => {
  const t = useAppTranslate();
  const record = useRecordContext<LeadDetail>();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`/chat?conversation=${encodeURIComponent(record.conversationId)}`}
      startIcon={<ChatIcon />}
    >
      {t('app.bonusLeads.register.openConversation')}
    </Button>
  );
};

const LeadContactRights = () => {
  const record = useRecordContext<LeadDetail>();
  return record ? <ContactRights leadId={record.id} contactNumber={record.contactNumber} /> : null;
};

/** What the sale's next step looks like: the visits booked, the car offered in trade, the financing asked for. */
const LeadNextStep = () => {
  const record = useRecordContext<LeadDetail>();
  if (!record) return null;
  return (
    <>
      <LeadAppointments leadId={record.id} />
      <TradeInCard leadId={record.id} />
      <LeadFinancing lead={record} />
    </>
  );
};

/**
 * One lead: its details, the link to its chat, its appointments, trade-in and financing, and its
 * history of moves, qualification and hand-overs.
 */
export const LeadShow = () => (
  <Show>
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Labeled source="contactName">
          <TextField source="contactName" emptyText="—" />
        </Labeled>
        <Labeled source="contactNumber">
          <FunctionField<LeadDetail>
            source="contactNumber"
            render={(lead) => (
              <Stack spacing={0.5}>
                <span>{formatPhoneBR(lead.contactNumber)}</span>
                <NotOnWhatsappChip at={lead.notOnWhatsappAt} />
                <NoTemplateChip at={lead.noFirstContactTemplateAt} />
              </Stack>
            )}
          />
        </Labeled>
        <Labeled source="instanceName">
          <TextField source="instanceName" />
        </Labeled>
        <Labeled source="sellerName">
          <TextField source="sellerName" emptyText="—" />
        </Labeled>
        <Labeled source="status">
          <FunctionField<LeadDetail>
            source="status"
            render={(record) => <StatusName status={record.status} />}
          />
        </Labeled>
        <Labeled source="qualificationLevel">
          <TextField source="qualificationLevel" emptyText="—" />
        </Labeled>
        <Labeled source="createdAt">
          <DateField source="createdAt" showTime locales="pt-BR" />
        </Labeled>
        <Labeled source="soldChannel">
          <TextField source="soldChannel" emptyText="—" />
        </Labeled>
        <Labeled source="lostReason">
          <TextField source="lostReason" emptyText="—" />
        </Labeled>
        <Labeled source="source">
          <FunctionField<LeadDetail>
            source="source"
            render={(lead) => (lead.source ? <LeadSourceChip source={lead.source} /> : '—')}
          />
        </Labeled>
        <Labeled source="consentStatus">
          <FunctionField<LeadDetail>
            source="consentStatus"
            render={(lead) => <ConsentControl leadId={lead.id} status={lead.consentStatus ?? 'unknown'} />}
          />
        </Labeled>
        <Labeled source="financingInterestAt">
          <DateField source="financingInterestAt" showTime locales="pt-BR" emptyText="—" />
        </Labeled>
      </Stack>
      <ConversationLink />
      <LeadContactRights />
      <LeadNextStep />
      <LeadHistory />
    </Stack>
  </Show>
);

const StatusName = ({ status }: { status: LeadDetail['status'] }) => {
  const t = useAppTranslate();
  return <>{t(`app.kanban.columns.${status}`)}</>;
};
