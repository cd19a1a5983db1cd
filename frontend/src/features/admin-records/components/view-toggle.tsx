import ViewKanbanIcon from '@mui/icons-material/ViewKanbanOutlined';
import ViewListIcon from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { View } from '../hooks/use-remembered-view';

const VIEWS = [
  { view: 'list', label: 'List', Icon: ViewListIcon },
  { view: 'board', label: 'Board', Icon: ViewKanbanIcon },
] as const;

/**
 * List or board: two pressed-or-not buttons side by side. The list already loads MUI's Button;
 * its ToggleButtonGroup brought a roving focus and two components more to every record list.
 */
export function ViewToggle({ value, onChange }: { value: View; onChange: (view: View) => void }) {
  return (
    <Box role="group" aria-label="View" sx={{ display: 'flex' }}>
      {VIEWS.map(({ view, label, Icon }, index) => (
        <Button
          key={view}
          size="small"
          variant={value === view ? 'contained' : 'outlined'}
          disableElevation
          aria-pressed={value === view}
          aria-label={`${label} view`}
          onClick={() => onChange(view)}
          startIcon={<Icon fontSize="small" />}
          sx={
            index === 0
              ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 }
              : { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: '-1px' }
          }
        >
          {label}
        </Button>
      ))}
    </Box>
  );
}
