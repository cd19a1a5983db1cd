import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Department } from '../../../content/team';
import { teamIcons } from './team-icons';
import { CardGrid } from '../../../components/ui/card-grid';

/** Each practice group with its icon, how many experts it has and what it does. */
export function DepartmentsGrid({ departments }: { departments: readonly Department[] }) {
  return (
    <CardGrid items={departments} keyOf={(department) => department.name}>
      {(department) => {
        const Icon = teamIcons[department.icon];
        return (
          <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
            <Icon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
            <Typography variant="h3" gutterBottom>
              {department.name}
            </Typography>
            <Chip
              label={`${department.experts} experts`}
              size="small"
              color="secondary"
              sx={{ mb: 1 }}
            />
            <Typography color="text.secondary">{department.description}</Typography>
          </Paper>
        );
      }}
    </CardGrid>
  );
}
