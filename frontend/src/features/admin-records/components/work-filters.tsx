import type { DueFilter, ListSort } from '@bytecraft/contracts/records/due';
import { OWNER_ME, OWNER_NONE } from '@bytecraft/contracts/records/lists';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { FilterSelect } from '../../../components/ui/filter-select';
import { staffLabel, useStaffDirectoryQuery } from '../../../lib/staff-directory';
import type { WorkParams } from '../api/records-api';

interface Props {
  value: WorkParams;
  onChange: (param: keyof WorkParams, value: string) => void;
}

/** The due filters and the orders as the console names them, in the contract's order. */
const DUE_LABELS: Record<DueFilter, string> = { 'at-risk': 'At risk', breached: 'Breached' };
const SORT_LABELS: Record<ListSort, string> = { due: 'Soonest due' };

/**
 * A worked kind's list narrowed to an owner, to what is at risk of missing its due time or has
 * missed it, to what is overdue, to what waits for an answer; and sorted the soonest due first.
 */
export function WorkFilters({ value, onChange }: Props) {
  const { data: directory = [] } = useStaffDirectoryQuery();
  const labelOf = (owner: string) => {
    if (owner === OWNER_ME) return 'Me';
    if (owner === OWNER_NONE) return 'Unassigned';
    const member = directory.find((candidate) => candidate.id === owner);
    return member ? staffLabel(member) : owner;
  };
  const owners = [OWNER_ME, OWNER_NONE, ...directory.map((member) => member.id)];
  // An owner in the address the directory does not (yet) list stays a choice.
  if (value.owner && !owners.includes(value.owner)) owners.push(value.owner);
  const flag = (param: 'overdue' | 'waiting', label: string) => (
    <FormControlLabel
      sx={{ flexShrink: 0, mr: 0 }}
      control={
        <Checkbox
          size="small"
          checked={value[param] === 'true'}
          onChange={(event) => onChange(param, event.target.checked ? 'true' : '')}
        />
      }
      label={label}
    />
  );
  const choice = (
    param: 'due' | 'sort',
    label: string,
    allLabel: string,
    labels: Record<string, string>,
  ) => (
    <FilterSelect
      label={label}
      allLabel={allLabel}
      value={value[param] ?? ''}
      options={Object.keys(labels)}
      labelOf={(option) => labels[option]}
      onChange={(option) => onChange(param, option)}
    />
  );
  return (
    <>
      <FilterSelect
        label="Owner"
        allLabel="Anyone"
        value={value.owner ?? ''}
        options={owners}
        labelOf={labelOf}
        onChange={(owner) => onChange('owner', owner)}
      />
      {choice('due', 'Due', 'Any', DUE_LABELS)}
      {choice('sort', 'Sort', 'Newest first', SORT_LABELS)}
      {flag('overdue', 'Overdue')}
      {flag('waiting', 'Waiting')}
    </>
  );
}
