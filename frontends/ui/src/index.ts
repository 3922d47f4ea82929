/**
 * @vs/ui: the design system shared by the shell, the remotes and the print views, the account
 * fields they share (person fields, a new password checked by the domain's rule), and the
 * server-call helpers they all use (`call`, `ApiError`, `messageOf`, `downloadFile`).
 *
 * Wrap each app in {@link UiProvider} (styles and popup host) and import `@vs/ui/fonts` once in the
 * browser entry. Node code that needs only the design tokens imports `@vs/ui/tokens`.
 *
 * @packageDocumentation
 */

export { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
export {
  NewPasswordFields,
  type NewPasswordFieldsProps,
} from './account/new-password-fields.tsx';
export {
  NEW_PASSWORD_MESSAGES,
  type NewPassword,
  newPasswordProblem,
  type PasswordProblem,
} from './account/new-password-problem.ts';
export {
  FIRST_LAST_NAME,
  FORENAME_SURNAME,
  type NameLabels,
  NO_DETAILS,
  type PersonDetails,
  PersonFields,
  type PersonFieldsProps,
  type PersonNames,
} from './account/person-fields.tsx';
export {
  PersonalDataButton,
  type PersonalDataButtonProps,
  personalDataPath,
} from './account/personal-data-button.tsx';
export { ApiError, call, callWithReport, FALLBACK_MESSAGE, messageOf, OFFLINE_MESSAGE } from './api/call.ts';
export { downloadFile, fileNameOf, saveBlob } from './api/download.ts';
export { orgLogoUrl } from './api/org-logo-url.ts';
export {
  ownLanguage,
  type ServedLanguage,
  type SessionReply,
  servedOwnLanguage,
  servedSessionReply,
} from './api/served-session.ts';
export { Banner, type BannerProps } from './components/banner.tsx';
export { accentTokens, BrandMark, type BrandMarkBranding } from './components/brand-mark.tsx';
export { Button, type ButtonProps } from './components/button.tsx';
export { Checkbox, type CheckboxProps } from './components/checkbox.tsx';
export { Chip, type ChipTone } from './components/chip.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog.tsx';
export { DataTable, type DataTableProps } from './components/data-table.tsx';
export { Dialog, type DialogProps } from './components/dialog.tsx';
export type { FieldProps } from './components/field.tsx';
export {
  FLASH_DURATION_MS,
  type Flash,
  FlashBanner,
  type FlashBannerProps,
  type FlashControl,
  type FlashTone,
  useFlashMessage,
} from './components/flash.tsx';
export { PageHeader } from './components/page-header.tsx';
export { type PopupApi, PopupProvider, usePopup } from './components/popup.tsx';
export { Select, type SelectOption, type SelectProps } from './components/select.tsx';
export {
  LoadingOverlay,
  type LoadingOverlayProps,
  Spinner,
  type SpinnerProps,
} from './components/spinner.tsx';
export { type TabItem, Tabs, type TabsProps } from './components/tabs.tsx';
export { TextArea, type TextAreaProps } from './components/text-area.tsx';
export {
  PasswordField,
  type PasswordFieldProps,
  TextField,
  type TextFieldProps,
} from './components/text-field.tsx';
export { AppStyles, UiProvider, UiStyles, uiCss } from './components/ui-provider.tsx';
export { VirtualList, type VirtualListProps } from './components/virtual-list.tsx';
export { VisuallyHidden } from './components/visually-hidden.tsx';
export { stepLine, WizardFrame, type WizardFrameProps } from './components/wizard-frame.tsx';
export { draftKey, draftStore } from './drafts/draft-store.ts';
export { dismissFirstScreen } from './first-screen/first-screen.ts';
export { useDocumentLanguage } from './i18n/document-language.ts';
export { announceLanguage, useAnnouncedLanguage } from './i18n/language-change.ts';
export { LanguageSelect } from './i18n/language-select.tsx';
export {
  EventLineView,
  type EventSummary,
  eventLineCss,
  guideName,
  useEventDate,
} from './participant/event-line.tsx';
export {
  ParticipantHomeView,
  participantHomeCss,
  participantLanguageCss,
  type SessionAccessName,
} from './participant/participant-home-view.tsx';
export { PRINT_TOKENS, TOKENS, type TokenName, type TokenSet, tokensCss } from './theme/tokens.ts';
