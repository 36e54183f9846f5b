import { type DayRange, dateRangeLabel } from '@ops/core/dates';
import type { CalendarLimits, CalendarMode } from '@ops/core/flows/calendar';
import * as Popover from '@radix-ui/react-popover';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { FocusTrap } from '../popover/focus-trap.tsx';
import { CalendarPanel } from './calendar-panel.tsx';
import { useCalendarFlow } from './use-calendar-flow.ts';
import 'react-day-picker/style.css';
import '../popover/popover.css';
import './date-picker.css';

export interface CalendarFieldProps {
  mode: CalendarMode;
  label: string;
  value: DayRange;
  limits: CalendarLimits;
  onApply(value: DayRange): void;
}

/**
 * A labelled button showing the applied dates (or 'missing dates') that opens the calendar in a popover. The
 * popover runs non-modal with a focus trap (Radix's modal mode injects a style element the CSP refuses); Escape
 * or a click outside cancels, like Cancel, and focus returns to the button.
 */
export function CalendarField({ mode, label, value, limits, onApply }: CalendarFieldProps) {
  const { locale } = useI18n();
  const flow = useCalendarFlow(mode, value, limits, onApply);
  const open = useSelector(flow, (snapshot) => snapshot.matches('open'));
  const applied = useSelector(flow, (snapshot) => snapshot.context.value);
  const labelId = useId();
  const valueId = useId();
  return (
    <div className="calendar-field">
      <span id={labelId} className="calendar-field-label">
        {label}
      </span>
      <Popover.Root open={open} onOpenChange={(next) => flow.send({ type: next ? 'open' : 'cancel' })}>
        <Popover.Trigger className="popover-trigger" aria-labelledby={`${labelId} ${valueId}`}>
          <span id={valueId} className="popover-trigger-text">
            {dateRangeLabel(applied, locale)}
          </span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="popover-panel calendar-popover" align="start" sideOffset={6} aria-label={label}>
            <FocusTrap>
              <CalendarPanel flow={flow} />
            </FocusTrap>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
