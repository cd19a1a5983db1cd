import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Section } from '../../../components/ui/section';
import { StatGrid } from '../../../components/ui/stat-grid';
import { testimonialSummary, testimonials, type Testimonial } from '../../../content/testimonials';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card component="figure" sx={{ m: 0, height: '100%' }}>
      <CardContent>
        <Rating
          value={testimonial.rating}
          readOnly
          size="small"
          aria-label={`${testimonial.rating} out of 5 stars`}
        />
        <Typography component="blockquote" sx={{ my: 2, mx: 0 }}>
          “{testimonial.content}”
        </Typography>
        <Typography component="figcaption">
          <strong>{testimonial.name}</strong>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {testimonial.role}, {testimonial.company}
          </Box>
        </Typography>
        <Chip label={testimonial.project} size="small" sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}

/** Three clients with five stars and their project, then the aggregate figures. */
export function TestimonialsSection({ tinted }: { tinted?: boolean }) {
  return (
    <Section
      title="What Our Clients Say"
      subtitle="Teams in healthcare, finance and retail on working with us."
      tinted={tinted}
    >
      <Grid container spacing={3} sx={{ mb: 4 }}>
        {testimonials.map((testimonial) => (
          <Grid key={testimonial.name} size={{ xs: 12, md: 4 }}>
            <TestimonialCard testimonial={testimonial} />
          </Grid>
        ))}
      </Grid>
      <StatGrid stats={testimonialSummary} />
    </Section>
  );
}
