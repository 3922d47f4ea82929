import type { WorkshopEvent } from '../model/event.ts';

const MAX_LENGTH = 120;
// Characters that Windows, macOS or Linux refuse in a file name, and control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must not reach a file name
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/**
 * Text made safe inside a file name on every common file system: refused characters become
 * spaces, spaces collapse, and it neither starts with a dot (a hidden file) nor ends with one
 * (Windows drops it). May be empty.
 */
export const safeFileNamePart = (text: string): string =>
  text
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');

/**
 * The base name (no extension) of an event's downloaded files: `${eventName} ${eventDate}`,
 * safe on every common file system and never empty.
 */
export const eventFileName = (event: Pick<WorkshopEvent, 'eventName' | 'eventDate'>): string => {
  const name = safeFileNamePart(event.eventName);
  return `${(name || 'Event').slice(0, MAX_LENGTH).trim()} ${event.eventDate}`;
};
