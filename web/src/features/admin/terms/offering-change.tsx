import { useState } from 'react';
import { WEEKDAYS, type Weekday } from '@contract/enums';
import type { PlannedOfferingChange, TermPlan } from '@contract/terms';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { WeekdayToggles } from '../../../components/ui/weekday-toggles';
import { useT } from '../../../lib/i18n';
import { valueLabel } from '../../../lib/i18n/reference';
import { useInstructors } from '../api/get-faculty';

type Offering = TermPlan['lists']['offerings'][number];

type Props = {
  offering: Offering | null;
  onClose: () => void;
  /** The admin's change to this offering, or null to take back an earlier one. */
  onSave: (change: PlannedOfferingChange | null) => void;
};

/**
 * One planned offering's teacher, days, time, room and mode, changed before the term starts (or the course left
 * out of the term). The preview is asked again with the change; the start makes it.
 */
export function OfferingChangeDialog({ offering, onClose, onSave }: Props) {
  return offering ? (
    <ChangeForm key={offering.catalogue_course_id} offering={offering} onClose={onClose} onSave={onSave} />
  ) : null;
}

function ChangeForm({ offering, onClose, onSave }: Props & { offering: Offering }) {
  const t = useT();
  const instructors = useInstructors();
  const [teacher, setTeacher] = useState(offering.teacher?._id ?? '');
  const [days, setDays] = useState<Weekday[]>(offering.schedule.days as Weekday[]);
  const [time, setTime] = useState(offering.schedule.time);
  const [room, setRoom] = useState(offering.schedule.room);
  const [virtual, setVirtual] = useState(offering.is_virtual);
  const [omit, setOmit] = useState(false);
  const options = (instructors.data ?? []).map((f) => ({
    value: f._id,
    label: f.designation ? `${f.name} (${f.designation})` : f.name,
  }));
  if (offering.teacher && !options.some((o) => o.value === offering.teacher?._id))
    options.push({ value: offering.teacher._id, label: offering.teacher.name });

  const save = () => {
    onSave({
      catalogue_course_id: offering.catalogue_course_id,
      ...(omit
        ? { omit: true }
        : {
            instructor_id: teacher || null,
            schedule: {
              days: WEEKDAYS.filter((d) => days.includes(d)),
              time: time.trim(),
              room: room.trim(),
            },
            is_virtual: virtual,
          }),
    });
    onClose();
  };

  return (
    <Dialog
      open
      title={t('plan.changeTitle', { code: offering.code })}
      onClose={onClose}
      footer={
        <>
          {offering.changed && (
            <Button
              variant="ghost"
              onClick={() => {
                onSave(null);
                onClose();
              }}
            >
              {t('plan.changeUndo')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save}>{t('plan.changeSave')}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <bdi dir="ltr">{offering.code}</bdi> {offering.name} · {valueLabel(offering.department) ?? ''}
        </p>
        <Field id="plan-teacher" label={t('plan.col.teacher')}>
          <Select
            id="plan-teacher"
            value={teacher}
            disabled={omit}
            onChange={(e) => setTeacher(e.target.value)}
            placeholder={t('plan.noTeacher')}
            options={options}
          />
        </Field>
        <fieldset className="flex flex-col gap-2" disabled={omit}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('courses.field.days')}
          </legend>
          <WeekdayToggles days={days} onChange={setDays} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="plan-time" label={t('courses.field.time')} hint={t('courses.field.timeHint')}>
            <Input
              id="plan-time"
              dir="ltr"
              value={time}
              disabled={omit}
              onChange={(e) => setTime(e.target.value)}
              hint={t('courses.field.timeHint')}
              maxLength={50}
            />
          </Field>
          <Field id="plan-room" label={t('courses.field.room')}>
            <Input
              id="plan-room"
              value={room}
              disabled={omit}
              onChange={(e) => setRoom(e.target.value)}
              maxLength={50}
            />
          </Field>
        </div>
        <Checkbox
          id="plan-virtual"
          label={t('courses.field.virtual')}
          checked={virtual}
          disabled={omit}
          onChange={(e) => setVirtual(e.target.checked)}
        />
        <Checkbox
          id="plan-omit"
          label={t('plan.omit')}
          description={t('plan.omitHint')}
          checked={omit}
          onChange={(e) => setOmit(e.target.checked)}
        />
      </div>
    </Dialog>
  );
}
