import PersonIcon from '@mui/icons-material/Person';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { usePageMeta } from '../../components/ui/use-page-meta';
import {
  blogCategories,
  blogPosts,
  featuredBlogPost,
  type BlogCategory,
  type BlogPost,
} from '../../content/blog-posts';
import { CardGrid } from '../../components/ui/cards';

// Dates are calendar days; formatting in UTC keeps them from shifting a day in other time zones.
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

function PostBadges({ post }: { post: BlogPost }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
      <Chip label={post.category} size="small" color="primary" variant="outlined" />
      {post.trending && (
        <Chip icon={<TrendingUpIcon aria-hidden />} label="Trending" size="small" color="warning" />
      )}
    </Stack>
  );
}

function PostByline({ post }: { post: BlogPost }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
    >
      <PersonIcon aria-hidden fontSize="small" />
      {post.author} · <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time> ·{' '}
      {post.readTime}
    </Typography>
  );
}

function ArticleCard({ post }: { post: BlogPost }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <PostBadges post={post} />
        <Typography variant="h3" component="h3" gutterBottom>
          {post.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, flexGrow: 1 }}>
          {post.excerpt}
        </Typography>
        <PostByline post={post} />
      </CardContent>
    </Card>
  );
}

export default function BlogRoute() {
  usePageMeta(
    'Blog',
    'Articles from the Bytecraft Technologies team on AI, cloud, cybersecurity, software development and digital transformation.',
  );
  const [category, setCategory] = useState<BlogCategory>('All');
  const visible =
    category === 'All' ? blogPosts : blogPosts.filter((post) => post.category === category);

  return (
    <>
      <PageHero
        title="Insights & Ideas"
        subtitle="Lessons from the projects we build: practical writing on AI, cloud, security and engineering."
      />
      <Section title="Featured Article">
        <Card component="article" sx={{ overflow: 'hidden' }}>
          <Grid container>
            <Grid
              size={{ xs: 12, md: 4 }}
              sx={{
                minHeight: 160,
                background: 'linear-gradient(135deg, #0b3d91 0%, #00796b 100%)',
              }}
            />
            <Grid size={{ xs: 12, md: 8 }}>
              <CardContent sx={{ p: { xs: 2, md: 4 } }}>
                <PostBadges post={featuredBlogPost} />
                <Typography variant="h3" component="h3" gutterBottom>
                  {featuredBlogPost.title}
                </Typography>
                <Typography sx={{ mb: 2 }}>{featuredBlogPost.excerpt}</Typography>
                <PostByline post={featuredBlogPost} />
              </CardContent>
            </Grid>
          </Grid>
        </Card>
      </Section>
      <Section title="Latest Articles" tinted>
        <Stack
          direction="row"
          role="group"
          aria-label="Filter articles by category"
          sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}
        >
          {blogCategories.map((name) => (
            <Button
              key={name}
              variant={category === name ? 'contained' : 'outlined'}
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
            >
              {name}
            </Button>
          ))}
        </Stack>
        <CardGrid items={visible} keyOf={(post) => post.title}>
          {(post) => <ArticleCard post={post} />}
        </CardGrid>
        {/* The spec does not say what the button loads and the blog is static: disabled, with why. */}
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mt: 4, gap: 1 }}>
          <Button variant="outlined" disabled aria-describedby="blog-all-shown">
            Load More Articles
          </Button>
          <Typography id="blog-all-shown" variant="body2" color="text.secondary">
            All articles are shown.
          </Typography>
        </Box>
      </Section>
    </>
  );
}
