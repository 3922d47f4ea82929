import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The live wizard's texts (spec 2.16): page names, leads, buttons, field labels, announcements. */
const messages = defineMessages({
  editTitle: { id: 'live.title.edit', defaultMessage: 'Edit Your Values' },
  categorizeTitle: { id: 'live.title.categorize', defaultMessage: 'Categorize Your Values' },
  editLead: {
    id: 'live.edit.lead',
    defaultMessage:
      'Reword your values, refine their definitions and the percentage of time you live each one (0-100). Move a value up or down with its arrow buttons, or drag it by its handle, to change its rank; 1 is the most meaningful.',
  },
  categorizeLead: {
    id: 'live.categorize.lead',
    defaultMessage:
      'Tap a value, then the value to swap it with; or drag a value onto another slot. With a keyboard: focus a value, press Space to pick it up, choose a slot with the arrow keys and press Space to drop it.',
  },
  privacyTitle: { id: 'live.agreement.privacyTitle', defaultMessage: 'Our privacy commitment' },
  privacy: {
    id: 'live.agreement.privacy',
    defaultMessage:
      'Your personal information is not shared with anyone. It is used only to maintain your access to this site.',
  },
  usageTitle: { id: 'live.agreement.usageTitle', defaultMessage: 'Usage agreement' },
  usage: {
    id: 'live.agreement.usage',
    defaultMessage:
      'The exercises and outputs of {product} are for your personal use only. Please do not copy, share or reuse them for any other purpose.',
  },
  begin: { id: 'live.agreement.begin', defaultMessage: 'Select I Agree to begin the live session.' },
  agree: { id: 'live.button.agree', defaultMessage: 'I Agree' },
  savePrevious: { id: 'live.button.savePrevious', defaultMessage: 'Save & Previous' },
  save: { id: 'live.button.save', defaultMessage: 'Save' },
  saveNext: { id: 'live.button.saveNext', defaultMessage: 'Save & Next' },
  previous: { id: 'live.button.previous', defaultMessage: 'Previous' },
  next: { id: 'live.button.next', defaultMessage: 'Next' },
  logout: { id: 'live.button.logout', defaultMessage: 'Logout' },
  finish: { id: 'live.button.finish', defaultMessage: 'Finish' },
  download: { id: 'live.button.download', defaultMessage: 'Download' },
  prework: { id: 'live.button.prework', defaultMessage: 'Pre-work' },
  downloadFailed: { id: 'live.downloadFailed', defaultMessage: 'The download failed. Please try again.' },
  saved: { id: 'live.saved', defaultMessage: 'Saved' },
  saveFailed: { id: 'live.saveFailed', defaultMessage: 'Saving failed. Please try again.' },
  preworkBanner: {
    id: 'live.preworkBanner',
    defaultMessage: 'You have not completed your pre-work. Please do so now',
  },
  sessionLabel: { id: 'live.sessionLabel', defaultMessage: 'Live session' },
  loading: { id: 'live.loading', defaultMessage: 'Loading your values' },
  documentTitle: { id: 'live.documentTitle', defaultMessage: '{page} | {product}' },
  value: { id: 'live.edit.value', defaultMessage: 'Value {rank}' },
  lived: { id: 'live.edit.lived', defaultMessage: '% lived' },
  livedOf: { id: 'live.edit.livedOf', defaultMessage: '% lived, value {rank}' },
  definition: { id: 'live.edit.definition', defaultMessage: 'Definition of value {rank}' },
  placeholder: { id: 'live.edit.placeholder', defaultMessage: 'Describe this value' },
  move: { id: 'live.edit.move', defaultMessage: 'Move {value}, rank {rank}' },
  unnamed: { id: 'live.edit.unnamed', defaultMessage: 'value {rank}' },
  dragInstructions: {
    id: 'live.edit.dragInstructions',
    defaultMessage:
      'To re-rank a value, press Space to pick it up, use the up and down arrow keys to move it, then press Space to drop it or Escape to cancel.',
  },
  pickedUp: { id: 'live.edit.pickedUp', defaultMessage: 'Picked up {value}, rank {rank}.' },
  over: { id: 'live.edit.over', defaultMessage: '{value} is over rank {rank}.' },
  notOver: { id: 'live.edit.notOver', defaultMessage: '{value} is not over a rank.' },
  dropped: { id: 'live.edit.dropped', defaultMessage: '{value} dropped at rank {rank}.' },
  droppedNowhere: { id: 'live.edit.droppedNowhere', defaultMessage: '{value} dropped.' },
  cancelled: { id: 'live.edit.cancelled', defaultMessage: 'Moving {value} was cancelled.' },
  mwTitle: { id: 'live.mw.title', defaultMessage: 'My Meaningful Work' },
  reset: { id: 'live.mw.reset', defaultMessage: 'Reset' },
  confirmReset: { id: 'live.mw.confirmReset', defaultMessage: 'Confirm Reset' },
  resetMessage: {
    id: 'live.mw.resetMessage',
    defaultMessage:
      'Are you sure you want to reset the data on this page back to the participants values? Any information entered will be lost.',
  },
  mwNotLoaded: { id: 'live.mw.notLoaded', defaultMessage: 'Your Meaningful Work could not be loaded.' },
  retry: { id: 'live.mw.retry', defaultMessage: 'Retry' },
  mwLoading: { id: 'live.mw.loading', defaultMessage: 'Loading your Meaningful Work' },
  spaceIHold: { id: 'live.mw.spaceIHold', defaultMessage: 'The Space I Hold' },
  wayIRelate: { id: 'live.mw.wayIRelate', defaultMessage: 'The Way I Relate' },
  possibilities: { id: 'live.mw.possibilities', defaultMessage: 'The Possibilities That Inspire Me' },
  description: { id: 'live.mw.description', defaultMessage: 'Description' },
  resultsIn: { id: 'live.mw.resultsIn', defaultMessage: 'That Results In' },
  acceleratorValues: { id: 'live.mw.acceleratorValues', defaultMessage: 'Accelerator Values' },
  accelerator: { id: 'live.mw.accelerator', defaultMessage: 'Accelerator {number}' },
  acceleratorDescription: {
    id: 'live.mw.acceleratorDescription',
    defaultMessage: 'Accelerator {number} description',
  },
  meaningfulBecause: { id: 'live.mw.meaningfulBecause', defaultMessage: 'Meaningful Because' },
  numberedSlot: { id: 'live.reveal.numberedSlot', defaultMessage: '{label} {number}' },
  slotCard: { id: 'live.reveal.slotCard', defaultMessage: '{slot}: {value}, {percent}% lived' },
  slotPercent: { id: 'live.reveal.slotPercent', defaultMessage: '{percent}% lived' },
  revealPickedUp: { id: 'live.reveal.pickedUp', defaultMessage: 'Picked up {value} from {slot}.' },
  revealOver: { id: 'live.reveal.over', defaultMessage: '{value} is over {slot}, now holding {other}.' },
  revealNotOver: { id: 'live.reveal.notOver', defaultMessage: '{value} is not over a slot.' },
  revealMoved: {
    id: 'live.reveal.moved',
    defaultMessage: '{value} is now the {slot}; {other} moved to {from}.',
  },
  revealStays: { id: 'live.reveal.stays', defaultMessage: '{value} stays the {slot}.' },
  revealCancelled: { id: 'live.reveal.cancelled', defaultMessage: 'Moving {value} was cancelled.' },
  revealInstructions: {
    id: 'live.reveal.instructions',
    defaultMessage:
      'To move a value, press Space to pick it up, use the arrow keys to choose a slot, then press Space to drop it there: the two values swap. Press Escape to cancel.',
  },
});

/** Plain descriptors: the values each takes are its ICU arguments. */
export const liveMessages: Readonly<Record<keyof typeof messages, MessageDescriptor>> = messages;
