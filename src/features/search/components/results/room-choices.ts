import type { RoomChoice } from '@/lib/room-choice';

/**
 * What the guest has chosen on the results, and how to record a choice. The checkout owns the
 * choices (its 'choosing' step, features/booking); the route that composes both features
 * passes them in, so this feature never imports the checkout.
 */
export interface RoomChoices {
  /** The rate chosen for each requested room (index = room); null or absent until chosen. */
  escolhas: readonly (RoomChoice | null)[];
  /** Room `quarto` (0-based) takes `choice`. */
  onChosen: (quarto: number, choice: RoomChoice) => void;
  /** The group moves to hotel `idHotel` (a group is one hotel): other hotels' choices go. */
  onGroupMoved: (idHotel: number) => void;
}
