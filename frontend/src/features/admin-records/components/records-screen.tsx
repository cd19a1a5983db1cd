import { isWorked, type RecordKind } from '@bytecraft/contracts/records';
import { MAX_PAGE_LIMIT } from '@bytecraft/contracts/records/lists';
import { skipToken } from '@reduxjs/toolkit/query/react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { TextInput } from '../../../components/ui/text-input';
import { adminPaths } from '../../../config/admin-paths';
import { FilterSelect } from '../../../components/ui/filter-select';
import {
  exportUrl,
  useListRecordsQuery,
  useRecordCountsQuery,
  type StaffRecord,
} from '../api/records-api';
import { useListState } from '../hooks/use-list-state';
import { useLoadFailureToast } from '../hooks/use-load-failure-toast';
import { useRememberedView } from '../hooks/use-remembered-view';
import { useStatusChange } from '../hooks/use-status-change';
import { RECORD_SCREENS } from '../kinds';
import { EmptyState } from './empty-state';
import { ExportCsvButton } from './export-csv-button';
import { RecordCard } from './record-card';
import { ViewToggle } from './view-toggle';
import { WorkFilters } from './work-filters';
import { handleAsync } from '../../../lib/handle-async';
import { lazyWithPreload, preloadOnIntent } from '../../../lib/lazy-with-preload';

// dnd-kit loads only with the board.
const RecordsBoard = lazy(() => import('./records-board'));
// A record's detail and the bulk change load when staff are about to use them: a card hovered,
// focused or touched, or a record's address opened.
const RecordDetailDialog = lazyWithPreload(() => import('./record-detail-dialog'));
const BulkBar = lazyWithPreload(() => import('./bulk-bar'));
// A list of one page has no use for page links.
const Pagination = lazy(() => import('@mui/material/Pagination'));

interface Props {
  kind: RecordKind;
  /** Shown above the list (the newsletter's figures). */
  children?: ReactNode;
  /** Added to the detail dialog (the answer form of a question). */
  detailExtra?: (record: StaffRecord) => ReactNode;
}

/**
 * One management screen: server-side search and status filter, pages, cards or a board, the
 * detail dialog and the status actions, the CSV export of what the filters find. Every kind uses
 * it with its own file in `kinds/`; a kind staff work adds the owner, due, overdue and waiting
 * filters, the soonest-due order and a bulk change of the cards chosen. The open record is the address's
 * (`/admin/<section>/<id>`, as a staff alert links it): opening a card goes there and closing
 * goes back to the section, the list's query kept.
 */
export function RecordsScreen({ kind, children, detailExtra }: Props) {
  const screen = RECORD_SCREENS[kind];
  const list = useListState();
  const [view, setView] = useRememberedView(kind, screen.board);
  const board = screen.board && view === 'board';
  const { id: openId } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const open = (record: StaffRecord) => void navigate(adminPaths.record(kind, record.id) + search);
  const close = () => void navigate(adminPaths.section(kind) + search);
  const move = handleAsync(useStatusChange(screen));
  const worked = isWorked(kind);
  // What the list shows is narrowed by these, whether cards, board, its totals or its export.
  const { sort, ...narrowing } = worked ? list.work : {};
  const found = { q: list.q || undefined, ...list.filters, ...narrowing };
  const status = board ? undefined : list.status || undefined;

  // The board shows every status side by side, so it asks for all of them, a large page.
  const query = useListRecordsQuery(
    board
      ? { kind, page: list.page, limit: MAX_PAGE_LIMIT, sort, ...found }
      : { kind, page: list.page, limit: screen.pageSize, status, sort, ...found },
  );
  // The board's columns are headed by the kind's totals (of what the search and the filters
  // find), not by what the page holds.
  const counts = useRecordCountsQuery(board ? { kind, ...found } : skipToken);
  useLoadFailureToast(query.error, screen.loadFailed);
  // On a failed load the list shows its empty state, not the last page it had.
  const records = query.isError ? [] : (query.data?.data ?? []);
  const pagination = query.isError ? undefined : query.data?.pagination;

  // Chosen cards for a bulk change: those of the list on screen, so another query starts afresh.
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => setSelected([]), [search, board]);
  const select = worked
    ? (record: StaffRecord, chosen: boolean) =>
        setSelected((current) =>
          chosen ? [...current, record.id] : current.filter((id) => id !== record.id),
        )
    : undefined;
  const allChosen = records.length > 0 && records.every(({ id }) => selected.includes(id));
  // The bulk bar stays once a card has been chosen: it shows the outcome of the last change.
  const [bulkUsed, setBulkUsed] = useState(false);
  if (selected.length > 0 && !bulkUsed) setBulkUsed(true);
  const intent = preloadOnIntent(RecordDetailDialog, ...(worked ? [BulkBar] : []));

  return (
    <Stack spacing={3}>
      {children}
      {/* A worked kind's filters outgrow one row of a laptop's screen: they wrap, never scroll. */}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <TextInput
          label={`Search ${screen.plural}`}
          placeholder={screen.searchPlaceholder}
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          size="small"
          sx={{ flexGrow: 1 }}
          startAdornment={<SearchIcon aria-hidden sx={{ mr: 1, color: 'action.active' }} />}
        />
        {screen.statuses.length > 0 && !board && (
          <FilterSelect
            label="Status"
            allLabel="All Statuses"
            value={list.status}
            options={screen.statuses}
            onChange={list.setStatus}
          />
        )}
        {screen.filters?.map((filter) => (
          <FilterSelect
            key={filter.param}
            label={filter.label}
            allLabel={filter.allLabel}
            value={list.filters[filter.param] ?? ''}
            options={filter.options}
            labelOf={filter.labelOf}
            onChange={(value) => list.setFilter(filter.param, value)}
          />
        ))}
        {worked && <WorkFilters value={list.work} onChange={list.setFilter} />}
        {screen.board && <ViewToggle value={view} onChange={setView} />}
        <ExportCsvButton href={exportUrl(kind, { status, ...found })} />
      </Stack>

      {(pagination || (worked && records.length > 0)) && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {worked && records.length > 0 && (
            <FormControlLabel
              {...intent}
              sx={{ mr: 0 }}
              control={
                <Checkbox
                  size="small"
                  checked={allChosen}
                  indeterminate={!allChosen && selected.length > 0}
                  onChange={(event) =>
                    setSelected(event.target.checked ? records.map(({ id }) => id) : [])
                  }
                />
              }
              label="Select all on this page"
            />
          )}
          {pagination && (
            <Typography variant="body2" color="text.secondary" role="status">
              {pagination.total} {pagination.total === 1 ? 'record' : 'records'}
              {pagination.totalPages > 1 && `, page ${pagination.page} of ${pagination.totalPages}`}
            </Typography>
          )}
        </Stack>
      )}

      {worked && bulkUsed && (
        <Suspense fallback={null}>
          <BulkBar
            screen={screen}
            kind={kind}
            selected={selected}
            records={records}
            onDone={setSelected}
            onClear={() => setSelected([])}
          />
        </Suspense>
      )}

      {query.isLoading ? (
        <LoadingIndicator />
      ) : records.length === 0 ? (
        <EmptyState plural={screen.plural} narrowed={list.narrowed} />
      ) : board ? (
        <Suspense fallback={<LoadingIndicator />}>
          <Box {...intent}>
            <RecordsBoard
              screen={screen}
              records={records}
              counts={counts.data}
              onOpen={open}
              onMove={move}
              selected={new Set(selected)}
              onSelect={select}
            />
          </Box>
        </Suspense>
      ) : (
        <Grid
          {...intent}
          container
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {records.map((record) => (
            <Grid key={record.id} size={{ xs: 12, md: 6, xl: 4 }} component="li">
              <RecordCard
                screen={screen}
                record={record}
                onOpen={open}
                onMove={move}
                selected={selected.includes(record.id)}
                onSelect={select}
              />
            </Grid>
          ))}
        </Grid>
      )}

      {pagination && pagination.totalPages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Suspense fallback={null}>
            <Pagination
              count={pagination.totalPages}
              page={pagination.page}
              onChange={(_event, page) => list.setPage(page)}
              color="primary"
            />
          </Suspense>
        </Box>
      )}

      {openId && (
        <Suspense fallback={null}>
          <RecordDetailDialog
            screen={screen}
            id={openId}
            listed={records.find((record) => record.id === openId)}
            onClose={close}
            onMove={move}
            extra={detailExtra}
          />
        </Suspense>
      )}
    </Stack>
  );
}
