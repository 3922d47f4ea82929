import { defineMessages } from '../rules/message-descriptor.ts';

/**
 * The words of the errors the API returns for people to read; each language's in
 * `i18n/server/<tag>.json`. A `DomainError` carries one of these with its arguments and the HTTP
 * edge words it in the person's language (`errorMessageIn`); English is exactly as before.
 */
export const ERROR_MESSAGES = defineMessages({
  notLoggedIn: { id: 'error.auth.notLoggedIn', defaultMessage: 'Please log in.' },
  forbidden: { id: 'error.auth.forbidden', defaultMessage: 'You are not allowed to do that.' },
  rateLimited: {
    id: 'error.rateLimited',
    defaultMessage: 'Too many attempts. Please wait a few minutes and try again.',
  },
  invalidCredentials: { id: 'error.auth.invalidCredentials', defaultMessage: 'Incorrect email or password.' },
  userNotFound: { id: 'error.user.notFound', defaultMessage: 'User not found' },
  eventNotFound: { id: 'error.event.notFound', defaultMessage: 'Event not found' },
  emailTaken: { id: 'error.user.emailTaken', defaultMessage: 'A user with this email already exists' },
  invalidLink: { id: 'error.link.invalid', defaultMessage: 'Invalid Link' },
  slugTaken: {
    id: 'error.organisation.slugTaken',
    defaultMessage: 'The short name "{slug}" is already used by another organisation',
  },
  notJson: {
    id: 'error.request.notJson',
    defaultMessage: 'The request body must be JSON (Content-Type: application/json).',
  },
  noSuchRoute: { id: 'error.request.noSuchRoute', defaultMessage: 'Not found.' },
  tooLarge: { id: 'error.request.tooLarge', defaultMessage: 'The request is too large.' },
  unavailable: {
    id: 'error.service.unavailable',
    defaultMessage: 'The service is briefly unavailable. Please try again in a moment.',
  },
  unexpected: { id: 'error.unexpected', defaultMessage: 'Something went wrong. Please try again.' },
  fileNotAvailable: { id: 'error.file.notAvailable', defaultMessage: 'The file is not available' },
  fileTooLarge: { id: 'error.request.fileTooLarge', defaultMessage: 'The file is too large.' },
});
