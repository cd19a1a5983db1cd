import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { handleAsync } from '../../../lib/handle-async';

/**
 * One form of the Account screen, named by `label`: it shows its own validation messages under
 * the fields rather than the browser's, and `onSubmit` shows what sending found.
 */
export function AccountForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleAsync(onSubmit)}
      aria-label={label}
      spacing={2}
    >
      {children}
    </Stack>
  );
}
