import {
  businessHoursSchema,
  WEEKDAYS,
  type BusinessHoursSetting,
  type Weekday,
} from '@bytecraft/contracts/records/business-hours';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FieldErrors, FormField } from '../../../components/ui/form-field';
import { useIsAdmin } from '../../../lib/staff-auth';
import { useStaffForm } from '../../../lib/staff-form';
import { useBusinessHoursQuery, useUpdateBusinessHoursMutation } from '../api/team-api';

const DAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/**
 * The hours staff work, which the due times of kinds counted in business hours count in: an
 * admin edits them, any other staff member reads them.
 */
export function BusinessHoursSection() {
  const saved = useBusinessHoursQuery();
  const isAdmin = useIsAdmin();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Business hours
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Due times that count business hours count only these.
      </Typography>
      {!saved.data ? (
        <Typography color="text.secondary">Loading business hours…</Typography>
      ) : isAdmin ? (
        // Keyed by what the server keeps: a save replaces what the form shows.
        <BusinessHoursForm key={JSON.stringify(saved.data)} saved={saved.data} />
      ) : (
        <BusinessHoursSummary hours={saved.data} />
      )}
    </Paper>
  );
}

function BusinessHoursSummary({ hours }: { hours: BusinessHoursSetting }) {
  const lines: [string, string][] = [
    [
      'Days',
      WEEKDAYS.filter((day) => hours.days.includes(day))
        .map((day) => DAY_LABELS[day])
        .join(', '),
    ],
    ['Hours', `${hours.opens}–${hours.closes}`],
    ['Time zone', hours.zone],
    ['Holidays', hours.holidays.length > 0 ? hours.holidays.join(', ') : 'None'],
  ];
  return (
    <dl style={{ margin: 0 }}>
      {lines.map(([term, value]) => (
        <div key={term} style={{ display: 'flex', gap: '0.5rem' }}>
          <dt style={{ fontWeight: 600 }}>{term}:</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BusinessHoursForm({ saved }: { saved: BusinessHoursSetting }) {
  const form = useStaffForm<BusinessHoursSetting>(saved);
  const [update, { isLoading }] = useUpdateBusinessHoursMutation();
  const [holiday, setHoliday] = useState('');
  const { values } = form;
  // The schema and the server name an entry of a list by its place (`holidays.0`): its
  // messages show under the list.
  const errorsOf = (name: keyof BusinessHoursSetting) => {
    const messages = Object.entries(form.errors).flatMap(([field, list]) =>
      field === name || field.startsWith(`${name}.`) ? list : [],
    );
    return messages.length > 0 ? [...new Set(messages)] : undefined;
  };

  const toggleDay = (day: Weekday, on: boolean) =>
    form.setValue(
      'days',
      WEEKDAYS.filter((each) => (each === day ? on : values.days.includes(each))),
    );
  const addHoliday = () => {
    const date = holiday.trim();
    if (!date || values.holidays.includes(date)) return;
    form.setValue('holidays', [...values.holidays, date].sort());
    setHoliday('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.check(businessHoursSchema);
    if (!body) return;
    await form.send(() => update(body).unwrap(), {
      title: 'Business Hours Saved',
      message: 'Due times that count business hours now count these.',
    });
  };

  const dayErrors = errorsOf('days');
  const holidayErrors = errorsOf('holidays');
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Business hours"
    >
      <FormControl component="fieldset" error={Boolean(dayErrors)}>
        <FormLabel component="legend">Working days</FormLabel>
        <FormGroup row>
          {WEEKDAYS.map((day) => (
            <FormControlLabel
              key={day}
              control={
                <Checkbox
                  checked={values.days.includes(day)}
                  onChange={(event) => toggleDay(day, event.target.checked)}
                />
              }
              label={DAY_LABELS[day]}
            />
          ))}
        </FormGroup>
        {dayErrors && (
          <FormHelperText component="div">
            <FieldErrors errors={dayErrors} />
          </FormHelperText>
        )}
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField
          {...form.field('opens')}
          errors={errorsOf('opens')}
          label="Opens (HH:MM)"
          size="small"
        />
        <FormField
          {...form.field('closes')}
          errors={errorsOf('closes')}
          label="Closes (HH:MM)"
          size="small"
        />
        <FormField
          {...form.field('zone')}
          errors={errorsOf('zone')}
          label="Time zone (IANA)"
          size="small"
        />
      </Stack>
      <FormControl component="fieldset" error={Boolean(holidayErrors)}>
        <FormLabel component="legend">Holidays</FormLabel>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
          {values.holidays.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              None
            </Typography>
          )}
          {values.holidays.map((date) => (
            <Chip
              key={date}
              label={date}
              onDelete={() =>
                form.setValue(
                  'holidays',
                  values.holidays.filter((each) => each !== date),
                )
              }
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormField
            name="holiday"
            label="Holiday (YYYY-MM-DD)"
            value={holiday}
            onValueChange={(_name, value) => setHoliday(value)}
            size="small"
            sx={{ maxWidth: 240 }}
          />
          <Button onClick={addHoliday} disabled={!holiday.trim()}>
            Add holiday
          </Button>
        </Stack>
        {holidayErrors && (
          <FormHelperText component="div">
            <FieldErrors errors={holidayErrors} />
          </FormHelperText>
        )}
      </FormControl>
      <Button
        type="submit"
        variant="contained"
        disabled={isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        {isLoading ? 'Saving...' : 'Save business hours'}
      </Button>
    </Stack>
  );
}
