import type { PersonMail, PersonRecord } from '@bytecraft/contracts/people';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '../../../components/ui/status-chip';
import { WrittenText } from '../../../components/ui/written-text';
import { adminPaths } from '../../../config/admin-paths';
import { DELIVERY_COLORS, describeActivity } from '../../../lib/activity-text';
import { formatDate } from '../../../lib/format-date';
import { useStaffName } from '../../../lib/staff-directory';
import { KIND_LABELS, type TimelineItem } from '../timeline';

/**
 * Where a record opens: its detail in its section. Newsletter rows have no detail of their own,
 * so a subscription opens its section.
 */
const recordPath = ({ kind, record }: PersonRecord) =>
  kind === 'newsletter-subscription'
    ? adminPaths.section(kind)
    : adminPaths.record(kind, record.id);

/** 'contact-confirmation' → 'Contact confirmation'. */
const templateLabel = (template: string) => {
  const words = template.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const mailColor = (status: PersonMail['status']) =>
  status === 'sending' ? 'default' : DELIVERY_COLORS[status];

/** The person's timeline, newest first: records, what staff did with them, and mails. */
export function PersonTimeline({ items }: { items: TimelineItem[] }) {
  const staffName = useStaffName(!items.some((item) => item.type === 'activity'));
  return (
    <Box component="ol" aria-label="Timeline" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.key}
          data-entry={item.type}
          sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, pb: 2 }}
        >
          <TimelineLine item={item} staffName={staffName} />
        </Box>
      ))}
    </Box>
  );
}

function TimelineLine({
  item,
  staffName,
}: {
  item: TimelineItem;
  staffName: (id: string) => string;
}) {
  switch (item.type) {
    case 'record': {
      const { kind, record } = item.item;
      return (
        <Line
          title={
            <Link component={RouterLink} to={recordPath(item.item)} sx={{ fontWeight: 600 }}>
              {KIND_LABELS[kind]}
            </Link>
          }
          chip={'status' in record && <StatusChip status={record.status} />}
          at={item.at}
          when="Received"
        />
      );
    }
    case 'activity': {
      const { title, text } = describeActivity(item.entry, staffName);
      const { entry } = item;
      return (
        <Line
          title={title}
          chip={
            entry.type === 'reply' && (
              <Chip size="small" label={entry.delivery} color={DELIVERY_COLORS[entry.delivery]} />
            )
          }
          context={`On the ${KIND_LABELS[item.item.kind].toLowerCase()}`}
          at={item.at}
          text={text}
        />
      );
    }
    case 'inbound': {
      const { mail } = item;
      return (
        <Line
          title={`Mail from them: ${mail.subject || '(no subject)'}`}
          chip={!mail.record && <Chip size="small" label="unmatched" />}
          context={
            mail.record ? `On the ${KIND_LABELS[mail.record.kind].toLowerCase()}` : undefined
          }
          at={item.at}
          when="Received"
          text={
            mail.attachments.length > 0
              ? `${mail.text}\n\nAttached: ${mail.attachments.join(', ')}`
              : mail.text
          }
        />
      );
    }
    case 'mail':
      return (
        <Line
          title={`Mail: ${templateLabel(item.mail.template)}`}
          chip={<Chip size="small" label={item.mail.status} color={mailColor(item.mail.status)} />}
          at={item.at}
          when="Sent"
        />
      );
  }
}

function Line({
  title,
  chip,
  context,
  at,
  when,
  text,
}: {
  title: ReactNode;
  chip?: ReactNode;
  context?: string;
  at: string | null;
  when?: string;
  text?: string;
}) {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          variant="body2"
          component="span"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {chip}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {context && `${context}, `}
        {at ? (
          <>
            {when && `${when} `}
            <time dateTime={at}>{formatDate(at)}</time>
          </>
        ) : (
          'Not sent yet'
        )}
      </Typography>
      {text && <WrittenText sx={{ mt: 0.5 }}>{text}</WrittenText>}
    </>
  );
}
