import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { styled } from '@mui/material/styles';
import { forwardRef } from 'react';

// MUI's NativeSelect imports its default Input even when given an outlined one to draw in; this
// is the select and arrow it draws there, as an OutlinedInput's `inputComponent`.

const Select = styled('select')(({ theme }) => ({
  appearance: 'none',
  userSelect: 'none',
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  '&:focus': { borderRadius: theme.shape.borderRadius },
  '&:disabled': { cursor: 'default' },
  '& option': { backgroundColor: theme.palette.background.paper },
  // Room for the arrow, over the outlined input's own padding.
  '&&&': { paddingRight: 32 },
}));

const Arrow = styled(ArrowDropDownIcon)(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: theme.palette.action.active,
  'select:disabled ~ &': { color: theme.palette.action.disabled },
}));

/** The browser's own select with MUI's arrow, inside an outlined field. */
export const OutlinedSelect = forwardRef<HTMLSelectElement, InputBaseComponentProps>(
  function OutlinedSelect(props, ref) {
    return (
      <>
        <Select ref={ref} {...props} />
        <Arrow />
      </>
    );
  },
);
