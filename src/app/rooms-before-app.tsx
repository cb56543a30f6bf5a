import { Popover } from '@/features/search/components/popover';
import { RoomsPanelBody } from '@/features/search/components/rooms-panel-body';
import { MOBILE_QUERY, ROOM_SELECTOR_SCROLL_PX } from '@/features/search/utils/mobile-scroll';
import {
  ROOMS_BEFORE_APP_ID,
  ROOMS_BEFORE_APP_PANEL_ID,
} from '@/features/search/utils/rooms-before-app';
import { SEARCH_CRITERIA_STORAGE_KEY } from '@/stores/search-criteria';
import {
  addChild,
  defaultRoom,
  DEFAULT_CHILD_AGE,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_ROOMS,
  MIN_ADULTS,
} from '@/stores/search-criteria-rules';

const nothing = () => {};
const noAnchor = { current: null };

/** Every room the panel can hold, each with every child it can hold. */
const FULL = Array.from({ length: MAX_ROOMS }, () =>
  Array.from({ length: MAX_CHILDREN }).reduce(addChild, defaultRoom()),
);

/**
 * The rooms field's panel of a prerendered page before its app has come (issue 50): the app's own
 * panel, written hidden by the server beside the page with all its rooms and children, which
 * public/before-app.js shows under the field on a tap, showing as many as are chosen and running
 * its steppers within the limits given here (the product's, src/stores/search-criteria-rules.ts).
 * The app takes over what was chosen (features/search/utils/rooms-before-app.ts). Its handlers
 * are the script's: here nothing.
 */
export function RoomsBeforeApp() {
  const room = defaultRoom();
  return (
    <div
      id={ROOMS_BEFORE_APP_ID}
      hidden
      data-limits={JSON.stringify({
        rooms: MAX_ROOMS,
        minAdults: MIN_ADULTS,
        maxAdults: MAX_ADULTS,
        children: MAX_CHILDREN,
        adults: room.qtd_adultos,
        age: DEFAULT_CHILD_AGE,
        kept: SEARCH_CRITERIA_STORAGE_KEY,
        phone: MOBILE_QUERY,
        scroll: ROOM_SELECTOR_SCROLL_PX,
      })}
    >
      <Popover
        open
        onClose={nothing}
        anchorRef={noAnchor}
        id={ROOMS_BEFORE_APP_PANEL_ID}
        label="Quartos e hóspedes"
      >
        <RoomsPanelBody rooms={FULL} onAdd={nothing} onRemove={nothing} onDone={nothing} />
      </Popover>
    </div>
  );
}
