import { defineMessages } from 'react-intl';

/**
 * Spec 5's delete-event confirmation, asked before an uploaded event (Events) or a closed event
 * (Expired Events) is removed.
 */
export const DELETE_EVENT_MESSAGES = defineMessages({
  text: {
    id: 'console.events.deleteEvent.text',
    defaultMessage:
      'Please ensure you have downloaded the event files before deletion. This action will remove the event and all participants from the system. It cannot be undone, however, if you have downloaded the event files you will be able to upload the event for editing.',
  },
});
