import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ServiceFaq } from '../../../content/service-faqs';

/** Questions as an accordion: opening one closes the other, and the open one can be closed. */
export function FaqAccordion({ faqs }: { faqs: readonly ServiceFaq[] }) {
  const [open, setOpen] = useState<number>();
  return (
    <div>
      {faqs.map((faq, index) => (
        <Accordion
          key={faq.question}
          expanded={open === index}
          onChange={(_event, expanded) => setOpen(expanded ? index : undefined)}
          disableGutters
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />}>
            <Typography sx={{ fontWeight: 600 }}>{faq.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
