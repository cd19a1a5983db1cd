import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CheckIcon from '@mui/icons-material/Check';
import GroupsIcon from '@mui/icons-material/Groups';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EngagementModel } from '../../../content/engagement-models';
import { CardGrid } from '../../../components/ui/cards';
import { CheckList } from '../../../components/ui/cards';

const icons = {
  hourly: AccessTimeIcon,
  project: AssignmentIcon,
  team: GroupsIcon,
} as const satisfies Record<EngagementModel['id'], unknown>;

/** The three ways to work with our developers, the most popular one highlighted. */
export function EngagementModels({ models }: { models: readonly EngagementModel[] }) {
  return (
    <CardGrid items={models} keyOf={(model) => model.id} size={{ xs: 12, md: 4 }}>
      {(model) => {
        const Icon = icons[model.id];
        return (
          <Card
            component="article"
            variant="outlined"
            sx={{
              height: '100%',
              borderWidth: model.mostPopular ? 2 : 1,
              borderColor: model.mostPopular ? 'secondary.main' : 'divider',
            }}
          >
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Icon color="primary" aria-hidden />
                <Typography variant="h3">{model.title}</Typography>
                {model.mostPopular && <Chip label="Most Popular" color="secondary" size="small" />}
              </Stack>
              <Typography sx={{ fontWeight: 700, mb: 1 }}>{model.pricing}</Typography>
              <Typography color="text.secondary">{model.description}</Typography>
              <CheckList items={model.features} icon={CheckIcon} />
            </CardContent>
          </Card>
        );
      }}
    </CardGrid>
  );
}
