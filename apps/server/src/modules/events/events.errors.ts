import { notFound } from '../../lib/app-error.ts';

/**
 * An event key outside the catalogue, or a channel the event does not post to: 404, as for any
 * record that is not there (the hardening walk expects the same answer for every organisation).
 */
export const eventErrors = {
  unknownEvent: () => notFound(),
  channelNotConnected: () => notFound('This channel is not connected to the event.'),
};
