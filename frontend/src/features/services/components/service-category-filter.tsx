import Stack from '@mui/material/Stack';
import { PlainButton } from '../../../components/ui/plain-button';
import type { ServiceCategory, ServiceFilterId } from '../../../content/service-index';

interface Props {
  categories: readonly ServiceCategory[];
  selected: ServiceFilterId;
  onSelect: (category: ServiceFilterId) => void;
}

/** One toggle button per category; the selected one is filled and announced as pressed. */
export function ServiceCategoryFilter({ categories, selected, onSelect }: Props) {
  return (
    <Stack
      role="group"
      aria-label="Filter services by category"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {categories.map((category) => {
        const pressed = category.id === selected;
        return (
          <PlainButton
            key={category.id}
            variant={pressed ? 'contained' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => onSelect(category.id)}
          >
            {category.label}
          </PlainButton>
        );
      })}
    </Stack>
  );
}
