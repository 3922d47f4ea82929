export { type AccountChanges, EMAIL_TAKEN_MESSAGE, type PublicUserPage } from './accounts.ts';
export { type DeleteUserInput, type DeleteUserResult, deleteUser } from './delete-user.ts';
export {
  exportOwnData,
  exportPersonalData,
  type PersonalData,
  type PersonalDataExport,
} from './export-personal-data.ts';
export { type GetEmailTemplateResult, getEmailTemplate } from './get-email-template.ts';
export { type GetOwnInfoResult, getOwnInfo } from './get-own-info.ts';
export {
  type GetUserInfoByIdInput,
  type GetUserInfoByIdResult,
  getUserInfoById,
} from './get-user-info-by-id.ts';
export {
  type ListFacilitatorsInput,
  type ListFacilitatorsResult,
  listFacilitators,
} from './list-facilitators.ts';
export {
  type ListParticipantsInput,
  type ListParticipantsResult,
  listParticipants,
} from './list-participants.ts';
export { type ListSuperAdminsResult, listSuperAdmins } from './list-super-admins.ts';
export {
  type ListUploadedParticipantsResult,
  listUploadedParticipants,
} from './list-uploaded-participants.ts';
export {
  type SaveEmailTemplateInput,
  type SaveEmailTemplateResult,
  saveEmailTemplate,
} from './save-email-template.ts';
export {
  type UpdateMeaningfulWorkAccessInput,
  type UpdateMeaningfulWorkAccessResult,
  updateMeaningfulWorkAccess,
} from './update-meaningful-work-access.ts';
export {
  isWrongCurrentPassword,
  needsCurrentPassword,
  type UpdateSelfInput,
  type UpdateSelfResult,
  updateSelf,
} from './update-self.ts';
export { type UpdateUserInput, type UpdateUserResult, updateUser } from './update-user.ts';
