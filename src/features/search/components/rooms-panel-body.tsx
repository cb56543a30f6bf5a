import type { Apartamento } from '@/api/contract/booking';
import { classed } from '@/theme/classed';
import styles from './rooms-panel-body.module.css';
import { Button } from '@/components/ui/button';
import { MAX_ROOMS } from '@/stores/search-criteria-rules';
import { RoomFields } from './room-fields';

interface RoomsPanelBodyProps {
  rooms: Apartamento[];
  onAdd: () => void;
  onRemove: () => void;
  onDone: () => void;
}

/**
 * What the rooms field's panel shows: a field set per room and its three actions. The app's panel
 * (room-selector.tsx) and the one the server writes for before the app (src/app/rooms-before-app.tsx)
 * are this one; `data-rooms-action` names each action for public/before-app.js.
 */
export function RoomsPanelBody({ rooms, onAdd, onRemove, onDone }: RoomsPanelBodyProps) {
  return (
    <>
      {rooms.map((room, index) => (
        <RoomFields key={index} room={room} index={index} />
      ))}
      <Actions>
        <Button
          $variant="secondary"
          data-rooms-action="add"
          disabled={rooms.length >= MAX_ROOMS}
          onClick={onAdd}
        >
          Adicionar quarto
        </Button>
        <Button
          $variant="secondary"
          data-rooms-action="remove"
          disabled={rooms.length === 0}
          onClick={onRemove}
        >
          Remover quarto
        </Button>
        <Button data-rooms-action="done" onClick={onDone}>
          Pronto
        </Button>
      </Actions>
    </>
  );
}

const Actions = classed('div', styles.Actions);
