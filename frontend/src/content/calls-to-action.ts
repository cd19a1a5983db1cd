import { paths } from '../config/paths';

/** A page's closing band: its heading, its sentence, and the pages it leads on to. */
export interface CallToActionContent {
  title: string;
  text: string;
  /** The first stands out; a second is the quieter way on. */
  links: readonly { label: string; to: string }[];
}

/** The closing band of each page that ends with links alone. */
export const callsToAction = {
  ourStory: {
    title: 'Be Part of the Next Chapter',
    text: 'Whether you have a project in mind or want to join the team, we would love to hear from you.',
    links: [
      { label: 'Start Your Project', to: paths.contact },
      { label: 'Join Our Team', to: paths.careers },
    ],
  },
  team: {
    title: 'Work With Us',
    text: 'Join the team, or put it to work on your next project.',
    links: [
      { label: 'View Open Positions', to: paths.careers },
      { label: 'Contact Us', to: paths.contact },
    ],
  },
  portfolio: {
    title: 'Have a project in mind?',
    text: 'Tell us what you want to build. We reply with a proposal within 24 hours.',
    links: [
      { label: 'Start Your Project', to: paths.contact },
      { label: 'View Client Path', to: paths.clientPath },
    ],
  },
  services: {
    title: 'Ready to Transform Your Business?',
    text: "Tell us about your goals and we'll suggest the right mix of services, with a proposal within 24 hours.",
    links: [
      { label: 'Schedule Consultation', to: paths.contact },
      { label: 'View Our Work', to: paths.portfolio },
    ],
  },
  clientPath: {
    title: 'Ready to Take the First Step?',
    text: 'Book your free discovery call. We reply within 24 hours.',
    links: [{ label: 'Start Your Project', to: paths.contact }],
  },
} satisfies Record<string, CallToActionContent>;
