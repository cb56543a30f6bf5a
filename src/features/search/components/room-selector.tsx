import { useId, useRef, useState } from 'react';
import { useSearchCriteria, useSearchCriteriaActions } from '@/stores/search-criteria';
import { roomSummary } from '../utils/room-summary';
import { scrollOnMobile, ROOM_SELECTOR_SCROLL_PX } from '../utils/mobile-scroll';
import { takeOpenAtHandOver } from '../utils/rooms-before-app';
import { Popover } from './popover';
import { RoomsPanelBody } from './rooms-panel-body';
import { ErrorText, Field, FieldButton, FieldTitle } from './search-bar.styles';

interface RoomSelectorProps {
  error: string | null;
  onEdited: () => void;
}

/** Rooms and guests (product-rules §4): opening it with no rooms adds one; 1 to 5 rooms. */
export function RoomSelector({ error, onEdited }: RoomSelectorProps) {
  const { apartamentos } = useSearchCriteria();
  const { roomAdded, roomRemoved } = useSearchCriteriaActions();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const ids = { title: useId(), button: useId(), panel: useId(), error: useId() };

  function toggle() {
    if (open) return setOpen(false);
    setOpen(true);
    if (apartamentos.length === 0) {
      roomAdded();
      onEdited();
    }
    if (!takeOpenAtHandOver()) scrollOnMobile(ROOM_SELECTOR_SCROLL_PX);
  }

  return (
    <Field>
      <FieldTitle id={ids.title}>Quartos e hóspedes</FieldTitle>
      <FieldButton
        ref={buttonRef}
        type="button"
        id={ids.button}
        aria-labelledby={`${ids.title} ${ids.button}`}
        aria-describedby={error ? ids.error : undefined}
        // A tap before the app came opens the panel the server wrote (public/before-app.js).
        data-opens="rooms"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? ids.panel : undefined}
        aria-invalid={error ? true : undefined}
        $invalid={Boolean(error)}
        onClick={toggle}
      >
        {roomSummary(apartamentos)}
      </FieldButton>
      <Popover
        open={open}
        onClose={() => setOpen(false)}
        anchorRef={buttonRef}
        id={ids.panel}
        label="Quartos e hóspedes"
      >
        <RoomsPanelBody
          rooms={apartamentos}
          onAdd={() => {
            roomAdded();
            onEdited();
          }}
          onRemove={roomRemoved}
          onDone={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      </Popover>
      <ErrorText id={ids.error} role="alert">
        {error}
      </ErrorText>
    </Field>
  );
}
