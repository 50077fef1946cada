import type { Lead } from '../../../../contract/leads';
import type { Outcome } from '../data/useBoardRoute';
import type { LeadMove } from '../rules/board';
import { leadTitle } from '../rules/card';
import { LostDialog } from './LostDialog';
import { SoldDialog } from './SoldDialog';

interface OutcomeDialogProps {
  outcome: Outcome;
  lead: Lead;
  dealerName: string;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (move: LeadMove) => void;
}

/** The dialog a drop into Perdidos or Vendidos opens; the move is sent only from its confirm button. */
export const OutcomeDialog = ({
  outcome,
  lead,
  dealerName,
  saving,
  onCancel,
  onConfirm,
}: OutcomeDialogProps) =>
  outcome === 'lost' ? (
    <LostDialog
      contact={leadTitle(lead)}
      dealerName={dealerName}
      saving={saving}
      onCancel={onCancel}
      onConfirm={(lostReason) => onConfirm({ status: 'closed_lost', lostReason })}
    />
  ) : (
    <SoldDialog
      contact={leadTitle(lead)}
      defaultChannel={lead.source?.name}
      saving={saving}
      onCancel={onCancel}
      onConfirm={(soldChannel, extras) => onConfirm({ status: 'closed_won', soldChannel, ...extras })}
    />
  );
