import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/ui/text-input';
import { projectCategories } from '../../../content/portfolio';
import type { CategoryFilter, ProjectFilters } from '../filter-projects';

interface Props {
  filters: ProjectFilters;
  counts: Record<CategoryFilter, number>;
  onChange: (filters: ProjectFilters) => void;
}

/** Category toggle buttons with their counts, and the text search. */
export function ProjectFilterBar({ filters, counts, onChange }: Props) {
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Stack
        direction="row"
        role="group"
        aria-label="Filter projects by category"
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {projectCategories.map((category) => {
          const selected = filters.category === category.id;
          return (
            <Button
              key={category.id}
              variant={selected ? 'contained' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onChange({ ...filters, category: category.id })}
            >
              {category.label} ({counts[category.id]})
            </Button>
          );
        })}
      </Stack>
      <TextInput
        type="search"
        label="Search projects"
        placeholder="Search projects..."
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        sx={{ maxWidth: { md: 480 } }}
        fullWidth
        shrinkLabel
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        }
      />
    </Stack>
  );
}
