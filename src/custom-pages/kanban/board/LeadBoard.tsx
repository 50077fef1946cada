import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Box } from '@mui/material';
import { useState } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '../../../../contract/constants';
import type { Lead, LeadTotals } from '../../../../contract/leads';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { useIsMobile } from '../../../layout/useIsMobile';
import { useNow } from '../../inbox/list/useNow';
import type { LeadsByStatus } from '../rules/board';
import { BOARD_AUTO_SCROLL, BOARD_TIMING } from '../rules/constants';
import { BoardColumn } from './BoardColumn';
import { boardCollision, columnKeyboardCoordinates } from './boardDnd';
import type { RenameContact } from './ContactName';
import { LeadCardView } from './LeadCard';
import { useAnnouncements } from './useAnnouncements';

interface LeadBoardProps {
  columns: LeadsByStatus;
  unshipped: LeadTotals;
  /** A card left in another column than its own. */
  onDrop: (lead: Lead, status: LeadStatus) => void;
  onRename: RenameContact;
}

const isStatus = (id: unknown): id is LeadStatus => (LEAD_STATUSES as readonly unknown[]).includes(id);
const leadOf = (data: Record<string, unknown> | undefined): Lead | undefined =>
  data?.lead as Lead | undefined;

/**
 * The five columns (spec 2 §2.5). On a phone the columns keep a readable width and the board scrolls
 * sideways inside itself; the page never does.
 */
export const LeadBoard = ({ columns, unshipped, onDrop, onRename }: LeadBoardProps) => {
  const t = useAppTranslate();
  const isMobile = useIsMobile();
  const now = useNow();
  const announcements = useAnnouncements();
  const [active, setActive] = useState<Lead | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: BOARD_TIMING.mouseDistancePx } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: BOARD_TIMING.touchDelayMs, tolerance: BOARD_TIMING.touchTolerancePx },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const start = (event: DragStartEvent) => setActive(leadOf(event.active.data.current) ?? null);
  // Same column or outside every column: nothing happens (spec 2 §4).
  const end = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const lead = leadOf(dragged.data.current);
    if (!lead || !over || !isStatus(over.id) || over.id === lead.status) return;
    onDrop(lead, over.id);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollision}
      autoScroll={BOARD_AUTO_SCROLL}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('app.kanban.dnd.instructions') },
      }}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setActive(null)}
    >
      <Box
        sx={{ overflowX: 'auto', minWidth: 0, pb: 1, scrollSnapType: isMobile ? 'x proximity' : undefined }}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: isMobile
              ? `repeat(${LEAD_STATUSES.length}, min(82vw, 320px))`
              : `repeat(${LEAD_STATUSES.length}, minmax(200px, 1fr))`,
            gap: 1.5,
            '& > section': { scrollSnapAlign: 'start' },
          }}
        >
          {LEAD_STATUSES.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              leads={columns[status]}
              unshipped={unshipped[status]}
              now={now}
              onRename={onRename}
              listHeight={isMobile ? 'calc(100dvh - 300px)' : 'calc(100dvh - 260px)'}
            />
          ))}
        </Box>
      </Box>
      <DragOverlay dropAnimation={{ duration: BOARD_TIMING.dropAnimationMs }}>
        {active ? <LeadCardView lead={active} now={now} overlay /> : null}
      </DragOverlay>
    </DndContext>
  );
};
