import type { ReplyTemplate } from '@bytecraft/contracts/records/work';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { toastRefusal } from '../../../lib/staff-api';
import { toast } from '../../../lib/toasts';
import { useDeleteReplyTemplateMutation, useReplyTemplatesQuery } from '../api/reply-templates-api';
import { RECORD_SCREENS } from '../kinds';
import { TemplateDialog } from './template-dialog';
import { DataTable } from '../../../components/ui/data-table';

/**
 * Reply templates (admins): the texts staff start a reply from, each offered for some kinds or
 * every one; created, changed and deleted here.
 */
export function ReplyTemplatesScreen() {
  const templates = useReplyTemplatesQuery();
  // undefined: no dialog; null: a new template; a template: that one to change.
  const [editing, setEditing] = useState<ReplyTemplate | null | undefined>();
  const [deleting, setDeleting] = useState<ReplyTemplate | undefined>();

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography sx={{ flexGrow: 1 }} color="text.secondary">
          Texts colleagues start a reply from. Placeholders such as {'{{firstName}}'} are filled
          from the record when the reply is sent.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          New Template
        </Button>
      </Stack>
      <QueryState
        query={templates}
        what="The templates"
        empty={{ when: (list) => !list.length, text: 'No reply templates yet.' }}
      >
        {(list) => (
          <TableContainer component={Paper} variant="outlined">
            <DataTable
              label="Reply templates"
              columns={['Name', 'Subject', 'Offered for', { label: 'Actions', align: 'right' }]}
            >
              {list.map((template) => (
                <TableRow key={template.id}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {template.name}
                  </TableCell>
                  <TableCell>{template.subject}</TableCell>
                  <TableCell>
                    {template.kinds.length
                      ? template.kinds.map((kind) => RECORD_SCREENS[kind].title).join(', ')
                      : 'Every kind'}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      onClick={() => setEditing(template)}
                      aria-label={`Edit ${template.name}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setDeleting(template)}
                      aria-label={`Delete ${template.name}`}
                    >
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </DataTable>
          </TableContainer>
        )}
      </QueryState>
      {editing !== undefined && (
        <TemplateDialog template={editing ?? undefined} onClose={() => setEditing(undefined)} />
      )}
      {deleting && <DeleteDialog template={deleting} onClose={() => setDeleting(undefined)} />}
    </Stack>
  );
}

function DeleteDialog({ template, onClose }: { template: ReplyTemplate; onClose: () => void }) {
  const [remove, { isLoading }] = useDeleteReplyTemplateMutation();
  const confirm = async () => {
    try {
      await remove(template.id).unwrap();
      toast({ title: 'Template Deleted', message: `“${template.name}” was deleted.` }, 'success');
      onClose();
    } catch (error) {
      toastRefusal(error);
    }
  };
  return (
    <ConfirmDialog
      title={<>Delete “{template.name}”?</>}
      confirmLabel="Delete"
      busy={isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Colleagues will no longer be offered it. Replies already sent with it keep their text.
    </ConfirmDialog>
  );
}
