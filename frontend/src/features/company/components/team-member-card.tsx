import GitHubIcon from '@mui/icons-material/GitHub';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TeamMember } from '../../../content/team';

const networks = [
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'github', label: 'GitHub', Icon: GitHubIcon },
  { key: 'x', label: 'X', Icon: XIcon },
] as const;

/** A person: initials avatar, name, role, bio, specialties and their social profiles. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const nameId = useId();
  return (
    <Card component="article" aria-labelledby={nameId} sx={{ height: '100%' }}>
      <CardContent>
        <Avatar
          aria-hidden
          sx={{ width: 64, height: 64, mb: 2, bgcolor: 'primary.main', fontSize: '1.4rem' }}
        >
          {member.initials}
        </Avatar>
        <Typography id={nameId} variant="h3" sx={{ fontSize: '1.2rem' }}>
          {member.name}
        </Typography>
        <Typography color="secondary" sx={{ fontWeight: 600, mb: 1 }}>
          {member.role}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {member.bio}
        </Typography>
        <Stack
          component="ul"
          direction="row"
          aria-label={`${member.name}'s specialties`}
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, flexWrap: 'wrap', gap: 0.5 }}
        >
          {member.specialties.map((specialty) => (
            <li key={specialty}>
              <Chip label={specialty} size="small" variant="outlined" />
            </li>
          ))}
        </Stack>
        <Stack direction="row" spacing={0.5}>
          {networks.map(({ key, label, Icon }) => {
            const href = member.social[key];
            return href ? (
              <IconButton
                key={key}
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${member.name} on ${label}`}
                size="small"
              >
                <Icon fontSize="small" aria-hidden />
              </IconButton>
            ) : null;
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
