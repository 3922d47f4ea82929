export { pageCss, printCss } from '../theme/print-css.ts';
export { PrintView, pageTitle } from './print-view.tsx';
export { RoleIcon } from './role-icon.tsx';
export { ROLES, type Role, type RoleInfo } from './roles.ts';
