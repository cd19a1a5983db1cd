import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { isWorked } from '@bytecraft/contracts/records';
import type { KindCounts } from '@bytecraft/contracts/records/lists';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { StatusChip, statusLabel } from '../../../components/ui/status-chip';
import type { StaffRecord } from '../api/records-api';
import { formatDate } from '../../../lib/format-date';
import { shownStatus, type RecordScreen } from '../record-screen';
import type { WorkedRecord } from '../worked-records';
import { SelectBox } from './record-card';
import { WorkChips } from './work-chips';

interface Props {
  screen: RecordScreen;
  records: StaffRecord[];
  /** The kind's totals by status (of what the search finds), which head the columns. */
  counts?: KindCounts;
  onOpen: (record: StaffRecord) => void;
  onMove: (record: StaffRecord, status: string) => void;
  /** The records chosen for a bulk change, and how one is chosen (none: no checkboxes). */
  selected?: ReadonlySet<string>;
  onSelect?: (record: StaffRecord, selected: boolean) => void;
}

/** The arrow keys move a picked-up card one column left or right, not a few pixels. */
const toNextColumn: KeyboardCoordinateGetter = (event, { context }) => {
  const step = { ArrowRight: 1, ArrowLeft: -1 }[event.code];
  const { active, over, collisionRect, droppableRects, droppableContainers } = context;
  if (!step || !active || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .map((container) => ({ id: container.id, rect: droppableRects.get(container.id) }))
    .filter((column) => column.rect)
    .sort((a, b) => a.rect!.left - b.rect!.left);
  const current = over?.id ?? (active.data.current as { status: string }).status;
  const target = columns[columns.findIndex((column) => column.id === current) + step];
  if (!target) return undefined;
  return {
    x: target.rect!.left + (target.rect!.width - collisionRect.width) / 2,
    y: target.rect!.top + 16,
  };
};

// A pointer drops where it is; a keyboard-moved card (no pointer) where its box overlaps most.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

/**
 * A column per status; drag a card (or pick it up with Space, move it with the arrow keys and
 * drop it with Space) into another column to change its status.
 */
export default function RecordsBoard({
  screen,
  records,
  counts,
  onOpen,
  onMove,
  selected,
  onSelect,
}: Props) {
  const [dragged, setDragged] = useState<StaffRecord | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: toNextColumn }),
  );
  const byId = new Map(records.map((record) => [record.id, record]));
  const nameOf = (id: string | number) => {
    const record = byId.get(String(id));
    return record ? screen.heading(record) : 'The card';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}. Use the left and right arrow keys to choose a status, then space to drop, or escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over ${statusLabel(String(over.id))}.`
        : `${nameOf(active.id)} is not over a status.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped in ${statusLabel(String(over.id))}.`
        : `${nameOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const record = byId.get(String(active.id));
    if (!record || !over) return;
    const to = String(over.id);
    if (to !== shownStatus(screen, record)) onMove(record, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this card to another status, press space or enter, use the left and right arrow keys to choose the status, then press space or enter to drop it, or escape to cancel.',
        },
      }}
      onDragStart={({ active }) => setDragged(byId.get(String(active.id)) ?? null)}
      onDragCancel={() => setDragged(null)}
      onDragEnd={onDragEnd}
    >
      <Box
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '78vw', sm: 'minmax(240px, 1fr)' },
          gap: 2,
          overflowX: 'auto',
          pb: 1,
        }}
      >
        {screen.statuses.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            records={records.filter((record) => shownStatus(screen, record) === status)}
            total={counts && (counts.byStatus[status] ?? 0)}
            screen={screen}
            onOpen={onOpen}
            draggedId={dragged?.id}
            selected={selected}
            onSelect={onSelect}
          />
        ))}
      </Box>
      <DragOverlay>
        {dragged && <BoardCardBody screen={screen} record={dragged} raised />}
      </DragOverlay>
    </DndContext>
  );
}

function BoardColumn({
  status,
  records,
  total,
  screen,
  onOpen,
  draggedId,
  selected,
  onSelect,
}: Pick<Props, 'selected' | 'onSelect'> & {
  status: string;
  records: StaffRecord[];
  /** Unknown until the totals arrive (or if they fail): the heading then shows no number. */
  total?: number;
  screen: RecordScreen;
  onOpen: (record: StaffRecord) => void;
  draggedId?: string;
}) {
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-status={status}
      sx={{
        p: 1.5,
        minHeight: 240,
        bgcolor: isOver ? 'action.hover' : 'background.default',
        borderColor: isOver ? 'primary.main' : 'divider',
      }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {statusLabel(status)}
        {total !== undefined && ` (${total})`}
      </Typography>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {records.map((record) => (
          <li key={record.id}>
            <BoardCard
              screen={screen}
              record={record}
              status={status}
              onOpen={onOpen}
              hidden={record.id === draggedId}
              selected={selected?.has(record.id)}
              onSelect={onSelect}
            />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

function BoardCard({
  screen,
  record,
  status,
  onOpen,
  hidden,
  selected,
  onSelect,
}: {
  screen: RecordScreen;
  record: StaffRecord;
  status: string;
  onOpen: (record: StaffRecord) => void;
  hidden: boolean;
  selected?: boolean;
  onSelect?: (record: StaffRecord, selected: boolean) => void;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes } = useDraggable({
    id: record.id,
    data: { status },
  });
  // A pointer drags the whole card; the keyboard picks it up by its handle only, so Space on
  // 'View' opens the record instead of lifting the card.
  const { onPointerDown, onKeyDown } = (listeners ?? {}) as Record<string, (e: unknown) => void>;
  return (
    <Box
      ref={setNodeRef}
      onPointerDown={onPointerDown}
      data-record-id={record.id}
      sx={{ opacity: hidden ? 0.4 : 1, touchAction: 'none' }}
    >
      <BoardCardBody
        screen={screen}
        record={record}
        handle={
          <IconButton
            size="small"
            ref={setActivatorNodeRef}
            {...attributes}
            onKeyDown={onKeyDown}
            aria-label={`Move ${screen.heading(record)}`}
            sx={{ cursor: 'grab' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        }
        onOpen={() => onOpen(record)}
        select={
          onSelect && (
            <SelectBox
              heading={screen.heading(record)}
              record={record}
              selected={selected}
              onSelect={onSelect}
            />
          )
        }
      />
    </Box>
  );
}

function BoardCardBody({
  screen,
  record,
  handle,
  onOpen,
  raised,
  select,
}: {
  screen: RecordScreen;
  record: StaffRecord;
  handle?: ReactNode;
  onOpen?: () => void;
  raised?: boolean;
  select?: ReactNode;
}) {
  const status = shownStatus(screen, record);
  return (
    <Paper
      variant={raised ? 'elevation' : 'outlined'}
      elevation={raised ? 6 : 0}
      data-drag-overlay={raised || undefined}
      sx={{ p: 1.25, cursor: 'grab', bgcolor: 'background.paper' }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {handle}
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            component="h3"
            variant="body1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {screen.heading(record)}
          </Typography>
          {screen.subheading(record) && (
            <Typography variant="body2" color="text.secondary">
              {screen.subheading(record)}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {formatDate(screen.date(record))}
          </Typography>
          {isWorked(screen.kind) && (
            <WorkChips kind={screen.kind} record={record as WorkedRecord} />
          )}
        </Box>
        {raised && status && <StatusChip status={status} />}
        {select}
      </Stack>
      {onOpen && (
        <Button
          size="small"
          onClick={onOpen}
          aria-label={`View details of ${screen.heading(record)}`}
          sx={{ mt: 0.5 }}
        >
          View
        </Button>
      )}
    </Paper>
  );
}
