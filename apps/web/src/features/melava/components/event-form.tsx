import type { CreateEventRequest, MelavaEvent } from '@varmala/shared';
import { useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';

/** An ISO moment as a `datetime-local` field shows it, in Indian time. */
const localMinute = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16);
const localDay = (iso: string) => localMinute(iso).slice(0, 10);

interface EventFormProps {
  event?: MelavaEvent;
  pending: boolean;
  onSave: (body: CreateEventRequest) => Promise<unknown>;
}

/** The operator's form of an event: every field, dates in Indian time. */
export function EventForm({ event, pending, onSave }: EventFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState({
    name: event?.name ?? '',
    starts_at: event ? localMinute(event.starts_at) : '',
    place: event?.place ?? '',
    registration_opens: event ? localDay(event.registration_opens) : '',
    registration_closes: event ? localDay(event.registration_closes) : '',
    fee_inr: String(event?.fee_inr ?? 0),
    capacity: String(event?.capacity ?? 300),
    min_age_bride: String(event?.min_age_bride ?? 18),
    min_age_groom: String(event?.min_age_groom ?? 21),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof typeof fields, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      name={name}
      value={fields[name]}
      error={errors[name]}
      inputMode={type === 'number' ? 'numeric' : undefined}
      onChange={(change) => setFields({ ...fields, [name]: change.target.value })}
    />
  );
  const submit = async (change: React.FormEvent) => {
    change.preventDefault();
    setErrors({});
    try {
      await onSave({
        name: fields.name,
        starts_at: fields.starts_at ? `${fields.starts_at}:00+05:30` : '',
        place: fields.place,
        registration_opens: fields.registration_opens,
        registration_closes: fields.registration_closes,
        fee_inr: Number(fields.fee_inr),
        capacity: Number(fields.capacity),
        min_age_bride: Number(fields.min_age_bride),
        min_age_groom: Number(fields.min_age_groom),
      });
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
    }
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      {field('name', t('melava.admin.name'))}
      {field('starts_at', t('melava.admin.startsAt'), 'datetime-local')}
      {field('place', t('melava.admin.place'))}
      {field('registration_opens', t('melava.admin.opens'), 'date')}
      {field('registration_closes', t('melava.admin.closes'), 'date')}
      {field('fee_inr', t('melava.admin.fee'), 'number')}
      {field('capacity', t('melava.admin.capacity'), 'number')}
      {field('min_age_bride', t('melava.admin.minBride'), 'number')}
      {field('min_age_groom', t('melava.admin.minGroom'), 'number')}
      <SubmitButton pending={pending}>{t('melava.admin.save')}</SubmitButton>
    </form>
  );
}
