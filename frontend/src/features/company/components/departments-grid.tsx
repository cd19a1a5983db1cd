import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Department } from '../../../content/team';
import { teamIcons } from './team-icons';
import { CardGrid } from '../../../components/ui/cards';
import { Tile } from '../../../components/ui/cards';

/** Each practice group with its icon, how many experts it has and what it does. */
export function DepartmentsGrid({ departments }: { departments: readonly Department[] }) {
  return (
    <CardGrid items={departments} keyOf={(department) => department.name}>
      {(department) => {
        const Icon = teamIcons[department.icon];
        return (
          <Tile
            icon={<Icon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />}
            title={department.name}
          >
            <Chip
              label={`${department.experts} experts`}
              size="small"
              color="secondary"
              sx={{ mb: 1 }}
            />
            <Typography color="text.secondary">{department.description}</Typography>
          </Tile>
        );
      }}
    </CardGrid>
  );
}
