import { alpha, styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { Link as RouterLink, LinkProps } from 'react-router-dom';
import { focusRing } from '../../lib/focus-ring';

// MUI's Button, IconButton and Fab draw on ButtonBase, whose ripple and focus tracking weigh more
// than the home page's whole budget allows; these draw the same looks on a native button or link,
// with the browser's :focus-visible for the keyboard's ring.

interface Look {
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'primary' | 'secondary' | 'inherit';
  size?: 'medium' | 'large';
}

type Props<Extra> = Look & Extra & { children: ReactNode; sx?: SxProps<Theme> };

/**
 * A route's link when given React Router's Link as `component` (passed in, so that this module
 * and the entry that imports it share one copy of the router), else a button.
 */
export type PlainButtonProps =
  | Props<{ component: typeof RouterLink } & Omit<LinkProps, 'color'>>
  | Props<{ component?: undefined } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>>;

/** What ButtonBase resets on a native button or link. */
const reset = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  appearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&:focus-visible': focusRing,
  '&:disabled': {
    pointerEvents: 'none',
    cursor: 'default',
    color: theme.palette.action.disabled,
  },
});

const PADDING = {
  text: { medium: '6px 8px', large: '8px 11px' },
  outlined: { medium: '5px 15px', large: '7px 21px' },
  contained: { medium: '6px 16px', large: '8px 22px' },
};

/** MUI's Button with the site's theme (no elevation) for one variant, colour and size. */
function buttonLook(theme: Theme, { variant = 'text', color = 'primary', size = 'medium' }: Look) {
  const main = color === 'inherit' ? undefined : theme.palette[color];
  const hoverTint = alpha(
    main?.main ?? theme.palette.text.primary,
    theme.palette.action.hoverOpacity,
  );
  const contained = variant === 'contained';
  const style: CSSObject = {
    ...reset(theme),
    ...(theme.typography.button as CSSObject),
    ...(size === 'large' && { fontSize: theme.typography.pxToRem(15) }),
    minWidth: 64,
    padding: PADDING[variant][size],
    borderRadius: theme.shape.borderRadius,
    transition: theme.transitions.create(
      ['background-color', 'box-shadow', 'border-color', 'color'],
      {
        duration: theme.transitions.duration.short,
      },
    ),
    color: contained ? (main?.contrastText ?? 'inherit') : (main?.main ?? 'inherit'),
    '@media (hover: hover)': {
      '&:hover': {
        backgroundColor: contained ? (main?.dark ?? theme.palette.grey.A100) : hoverTint,
        ...(variant === 'outlined' && main && { borderColor: main.main }),
      },
    },
  };
  const disabled = style['&:disabled'] as CSSObject;
  if (contained) {
    style.backgroundColor = main?.main ?? theme.palette.grey[300];
    disabled.backgroundColor = theme.palette.action.disabledBackground;
  }
  if (variant === 'outlined') {
    style.border = `1px solid ${main ? alpha(main.main, 0.5) : 'currentColor'}`;
    disabled.border = `1px solid ${theme.palette.action.disabledBackground}`;
  }
  return style;
}

const Root = styled('button', {
  shouldForwardProp: (prop) => !['look', 'as', 'sx', 'theme'].includes(String(prop)),
})<{ look: Look }>(({ theme, look }) => buttonLook(theme, look));

/** MUI's Button look (contained, outlined or text), without ButtonBase: no ripple. */
export function PlainButton({ variant, color, size, ...props }: PlainButtonProps) {
  const look = { variant, color, size };
  if (props.component) {
    const { component, ...link } = props;
    // Emotion's `as` draws the router's Link with the look; the props are the Link's own.
    return <Root as={component} look={look} {...(link as object)} />;
  }
  return <Root type="button" look={look} {...props} />;
}

/** MUI's IconButton in the inherited colour, without ButtonBase. */
export const PlainIconButton = styled('button')(({ theme }) => ({
  ...reset(theme),
  textAlign: 'center',
  flex: '0 0 auto',
  fontSize: theme.typography.pxToRem(24),
  padding: 8,
  borderRadius: '50%',
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '@media (hover: hover)': {
    '&:hover': {
      backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
    },
  },
}));

/** MUI's secondary Fab, without ButtonBase. */
export const PlainFab = styled('button')(({ theme }) => ({
  ...reset(theme),
  ...(theme.typography.button as CSSObject),
  width: 56,
  height: 56,
  padding: 0,
  borderRadius: '50%',
  zIndex: theme.zIndex.fab,
  boxShadow: theme.shadows[6],
  transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color'], {
    duration: theme.transitions.duration.short,
  }),
  color: theme.palette.secondary.contrastText,
  backgroundColor: theme.palette.secondary.main,
  '&:active': { boxShadow: theme.shadows[12] },
  '@media (hover: hover)': {
    '&:hover': { backgroundColor: theme.palette.secondary.dark },
  },
}));
