import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { TechCategory, TechCategoryId } from '../../../content/tech-stack';

/** One tab per category; only the selected category's skills are rendered. */
export function TechStackTabs({ categories }: { categories: readonly TechCategory[] }) {
  const [selected, setSelected] = useState<TechCategoryId | undefined>(categories[0]?.id);
  const baseId = useId();
  const current = categories.find((category) => category.id === selected);
  const tabId = (id: TechCategoryId) => `${baseId}-tab-${id}`;
  const panelId = (id: TechCategoryId) => `${baseId}-panel-${id}`;

  return (
    <Box>
      <Tabs
        value={selected}
        onChange={(_event, value: TechCategoryId) => setSelected(value)}
        aria-label="Technology categories"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {categories.map((category) => (
          <Tab
            key={category.id}
            value={category.id}
            label={category.label}
            id={tabId(category.id)}
            aria-controls={panelId(category.id)}
          />
        ))}
      </Tabs>
      {current && (
        <Box role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)}>
          <Grid container spacing={2}>
            {current.skills.map((skill) => (
              <Grid key={skill.name} size={{ xs: 12, md: 6 }}>
                <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                      {skill.name}
                    </Typography>
                    <Typography sx={{ fontWeight: 600 }} aria-hidden>
                      {skill.level}%
                    </Typography>
                  </Stack>
                  <LinearProgress
                    variant="determinate"
                    value={skill.level}
                    aria-label={`${skill.name} proficiency`}
                    aria-valuetext={`${skill.level}%`}
                    color="secondary"
                    sx={{ my: 1, height: 8, borderRadius: 4 }}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {skill.description}
                  </Typography>
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
    </Box>
  );
}
