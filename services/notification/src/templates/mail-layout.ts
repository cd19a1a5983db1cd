import mjml2html from 'mjml';

/** Who a mail is from, as its layout shows it (`MAIL_BRAND_*`, `MAIL_POSTAL_ADDRESS`). */
export interface MailBrand {
  name: string;
  /** The header's name and the button: a CSS colour. */
  colour: string;
  textColour: string;
  /** Shown in the header instead of the name where set. */
  logoUrl?: string;
  /** The sender's postal address, in the footer of bulk mail as the law asks. */
  postalAddress: string;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What fills the layout. `subject`, `preheader` and the button's words are text, escaped here;
 * `content` and `footerHtml` are HTML the renderer wrote, every value in it already escaped.
 */
export interface LayoutSlots {
  subject: string;
  preheader?: string;
  content: string;
  button?: { label: string; url: string };
  footerHtml: string;
}

type Slot = 'subject' | 'preheader' | 'content' | 'buttonLabel' | 'buttonUrl' | 'footer';
/** A compiled layout: its HTML between the slots, and each slot where it goes. */
type Piece = string | { slot: Slot };

const MUTED = '#5a6477';

/**
 * The one layout of every mail: the brand's header, the content on a white card, an optional
 * button, the footer. MJML makes it responsive and inlines its styles, at a cost far above a
 * mail's own: each shape (with a button or without) is compiled once, on first use, into HTML
 * with a marker per slot, and a mail only joins its escaped values between the pieces.
 */
export class MailLayout {
  private readonly compiled = new Map<boolean, Piece[]>();

  constructor(readonly brand: MailBrand) {}

  html(slots: LayoutSlots): string {
    const values: Record<Slot, string> = {
      subject: escapeHtml(slots.subject),
      preheader: escapeHtml(slots.preheader ?? ''),
      content: slots.content,
      buttonLabel: escapeHtml(slots.button?.label ?? ''),
      buttonUrl: escapeHtml(slots.button?.url ?? ''),
      footer: slots.footerHtml,
    };
    let html = '';
    for (const piece of this.pieces(slots.button !== undefined)) {
      html += typeof piece === 'string' ? piece : values[piece.slot];
    }
    return html;
  }

  private pieces(button: boolean): Piece[] {
    let pieces = this.compiled.get(button);
    if (!pieces) {
      pieces = compile(this.brand, button);
      this.compiled.set(button, pieces);
    }
    return pieces;
  }
}

const SLOTS: Slot[] = ['subject', 'preheader', 'content', 'buttonLabel', 'buttonUrl', 'footer'];
const marker = (slot: Slot) => `%%${slot}%%`;
const SLOT_MARKER = new RegExp(`%%(${SLOTS.join('|')})%%`);

function compile(brand: MailBrand, button: boolean): Piece[] {
  const name = escapeHtml(brand.name);
  const header = brand.logoUrl
    ? `<mj-image src="${escapeHtml(brand.logoUrl)}" alt="${name}" width="160px" align="left" padding="0 24px" />`
    : `<mj-text font-size="20px" font-weight="700" color="${escapeHtml(brand.colour)}">${name}</mj-text>`;
  const source = `<mjml lang="en">
  <mj-head>
    <mj-title>${marker('subject')}</mj-title>
    <mj-preview>${marker('preheader')}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text color="${escapeHtml(brand.textColour)}" font-size="15px" line-height="1.5" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7" width="600px">
    <mj-section padding="20px 0 8px"><mj-column>${header}</mj-column></mj-section>
    <mj-section background-color="#ffffff" border-radius="6px" padding="16px 8px">
      <mj-column>
        <mj-text>${marker('content')}</mj-text>
        ${button ? `<mj-button href="${marker('buttonUrl')}" background-color="${escapeHtml(brand.colour)}" align="left" font-size="15px">${marker('buttonLabel')}</mj-button>` : ''}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column><mj-text font-size="12px" color="${MUTED}">${marker('footer')}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = mjml2html(source, { validationLevel: 'strict' });
  if (errors.length > 0) {
    throw new Error(`The mail layout does not compile: ${errors.map((e) => e.message).join('; ')}`);
  }
  // MJML indents its output; every mail carries the layout, and its bytes are encoded per mail.
  return html
    .replace(/>\s+</g, '><')
    .replace(/\s*\n\s*/g, '\n')
    .split(SLOT_MARKER)
    .map((piece, index) => (index % 2 === 1 ? { slot: piece as Slot } : piece));
}
